import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailList } from './DetailList';

afterEach(cleanup);

const terms = () => screen.queryAllByRole('term').map((t) => t.textContent);
const definitions = () => screen.queryAllByRole('definition').map((d) => d.textContent);

describe('DetailList', () => {
  it('shows each label as a term and its value as the definition, in order', () => {
    render(
      <DetailList
        items={[
          { label: 'Société', value: 'BTP Durand' },
          { label: 'Ville', value: 'Lyon' },
          { label: 'Quantité', value: 3 },
        ]}
      />,
    );
    expect(terms()).toEqual(['Société', 'Ville', 'Quantité']);
    expect(definitions()).toEqual(['BTP Durand', 'Lyon', '3']);
  });

  it('leaves out the lines without a value', () => {
    render(
      <DetailList
        items={[
          { label: 'Téléphone', value: '' },
          { label: 'Société', value: 'BTP Durand' },
          { label: 'Message', value: null },
        ]}
      />,
    );
    expect(terms()).toEqual(['Société']);
  });

  it('is an empty list when no line has a value', () => {
    const { container } = render(<DetailList items={[{ label: 'Ville', value: '' }]} />);
    expect(container.querySelector('dl')).toBeEmptyDOMElement();
  });
});
