import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_SELECTIONS } from './availabilitySettings';
import { limitSearchSelections } from './limitSearchSelections';

describe('limitSearchSelections', () => {
  it('spec 1 §5: at most 3 selections; a fourth is removed', () => {
    expect(MAX_SEARCH_SELECTIONS).toBe(3);
    expect(limitSearchSelections(['Vélo', 'Nacelle', 'Mini-pelle', 'Compresseur'])).toEqual([
      'Vélo',
      'Nacelle',
      'Mini-pelle',
    ]);
    expect(limitSearchSelections(['Vélo'])).toEqual(['Vélo']);
    expect(limitSearchSelections([])).toEqual([]);
  });
});
