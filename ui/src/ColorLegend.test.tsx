import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColorLegend } from './ColorLegend';
import { keepEveryStyle } from '../../tests/web/visibilityStyles';

// These tests read colours and ellipses: this file gets Emotion's whole CSS.
keepEveryStyle();

afterEach(cleanup);

describe('ColorLegend', () => {
  it('lists each label with its colour swatch under a French title', () => {
    render(
      <ColorLegend
        items={[
          { label: 'Location', color: '#A1887F' },
          { label: 'Réservation', color: '#81C784' },
          { label: 'Livraison', color: '#FF0000' },
        ]}
      />,
    );
    const legend = screen.getByRole('region', { name: 'Légende' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Location', 'Réservation', 'Livraison']);
    expect(items[1]?.querySelector('[aria-hidden="true"]')).toHaveStyle({
      backgroundColor: 'rgb(129, 199, 132)',
    });
  });

  it('shows grouped items under their group name, groups in order of appearance', () => {
    render(
      <ColorLegend
        items={[
          { label: 'SAV', color: '#A1887F', group: 'Type' },
          { label: 'En cours', color: '#FFB74D', group: 'État du contrat' },
          { label: 'Livraison', color: '#FF0000', group: 'Type' },
        ]}
      />,
    );
    const types = screen.getByRole('region', { name: 'Type' });
    expect(
      within(types)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['SAV', 'Livraison']);
    const states = screen.getByRole('region', { name: 'État du contrat' });
    expect(within(states).getByText('En cours')).toBeInTheDocument();
  });

  it('takes another title', () => {
    render(<ColorLegend title="Code couleur" items={[]} />);
    expect(screen.getByRole('heading', { name: 'Code couleur' })).toBeInTheDocument();
  });
});
