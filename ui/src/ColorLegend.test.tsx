import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColorLegend } from './ColorLegend';

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

  it('takes another title', () => {
    render(<ColorLegend title="Code couleur" items={[]} />);
    expect(screen.getByRole('heading', { name: 'Code couleur' })).toBeInTheDocument();
  });
});
