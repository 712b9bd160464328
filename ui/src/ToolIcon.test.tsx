import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_TILES } from '@locasuite/core';
import { ToolIcon } from './ToolIcon';

afterEach(cleanup);

function iconOf(route: string) {
  const { container } = render(<ToolIcon route={route} />);
  return container.querySelector('svg')?.getAttribute('data-tool-icon');
}

describe('ToolIcon', () => {
  it.each(HOME_TILES.map((tile) => tile.path))('has its own icon for the %s tile', (path) => {
    expect(iconOf(path)).toBe(path);
  });

  it('accepts a route with its leading slash', () => {
    expect(iconOf('/sav-gestion')).toBe('sav-gestion');
  });

  it('draws a neutral icon for an unknown route', () => {
    expect(iconOf('outil-inconnu')).toBe('other');
  });

  it('gives two tiles of the same label different icons (Livraison: planning and management)', () => {
    const planning = render(<ToolIcon route="planning-livraison" />).container.innerHTML;
    const management = render(<ToolIcon route="gestion-livraison" />).container.innerHTML;
    expect(planning.replace(/data-tool-icon="[^"]*"/, '')).not.toBe(
      management.replace(/data-tool-icon="[^"]*"/, ''),
    );
  });
});
