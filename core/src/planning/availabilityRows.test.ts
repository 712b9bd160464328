import { describe, expect, it } from 'vitest';
import {
  buildAvailabilityRows,
  compareAvailabilityRows,
  isHiddenGroupTitle,
  searchOptions,
} from './availabilityRows';
import type { ParcItem } from './availabilityRows';

const item = (
  MATRICULE: string,
  FAMILLE: string,
  SOUS_FAMILLE: string,
  INDEX_SFAMILLE: string | number = '',
  ID_AGENCE = 1,
): ParcItem => ({ MATRICULE, FAMILLE, SOUS_FAMILLE, INDEX_SFAMILLE, ID_AGENCE, AGENCE: 'A' });

const parc: ParcItem[] = [
  item('MP-3', 'Terrassement', 'Mini-pelle', 2),
  item('MP-10', 'Terrassement', 'Mini-pelle', 2, 2),
  item('NA-1', 'Élévation', 'Nacelle', 1),
  item('NA-2', 'Élévation', 'Nacelle', 1),
  item('DV-1', 'DIV', 'Divers'),
  item('VE-1', 'Vélo', 'VAE'),
  item('VE-2', 'Vélo', 'Vélo cargo', ''),
];

describe('isHiddenGroupTitle', () => {
  it('spec 1 §5: a group title of 3 characters or fewer is hidden', () => {
    expect(isHiddenGroupTitle('DIV')).toBe(true);
    expect(isHiddenGroupTitle('VAE')).toBe(true);
    expect(isHiddenGroupTitle('Vélo')).toBe(false);
    expect(isHiddenGroupTitle('')).toBe(true);
  });
});

describe('compareAvailabilityRows', () => {
  it('spec 1 §5: by id, then by sub-family index, an empty index last', () => {
    const rows = [
      { id: 'B', subFamilyIndex: '' },
      { id: 'A', subFamilyIndex: '' },
      { id: 'A', subFamilyIndex: '10' },
      { id: 'A', subFamilyIndex: '2' },
    ];
    expect([...rows].sort(compareAvailabilityRows)).toEqual([
      { id: 'A', subFamilyIndex: '2' },
      { id: 'A', subFamilyIndex: '10' },
      { id: 'A', subFamilyIndex: '' },
      { id: 'B', subFamilyIndex: '' },
    ]);
  });
});

describe('buildAvailabilityRows', () => {
  const busy = new Set(['MP-3', 'NA-1', 'DV-1']);
  it('0 Parc complet: every item but the hidden groups, sorted by id', () => {
    const rows = buildAvailabilityRows(parc, { filter: 0, busyIds: busy });
    expect(rows.map((r) => r.id)).toEqual(['MP-3', 'MP-10', 'NA-1', 'NA-2', 'VE-2']);
  });
  it('1 Contrats actif: only items with a bar in the window', () => {
    const rows = buildAvailabilityRows(parc, { filter: 1, busyIds: busy });
    expect(rows.map((r) => r.id)).toEqual(['MP-3', 'NA-1']);
  });
  it('2 Sous familles active: every item of a sub-family that has a bar', () => {
    const rows = buildAvailabilityRows(parc, { filter: 2, busyIds: new Set(['NA-2']) });
    expect(rows.map((r) => r.id)).toEqual(['NA-1', 'NA-2']);
  });
  it('keeps the chosen families or sub-families, and the chosen agency', () => {
    expect(
      buildAvailabilityRows(parc, { filter: 0, busyIds: busy, search: ['Nacelle', 'Vélo'] }).map(
        (r) => r.id,
      ),
    ).toEqual(['NA-1', 'NA-2', 'VE-2']);
    expect(
      buildAvailabilityRows(parc, { filter: 0, busyIds: busy, agencyId: 2 }).map((r) => r.id),
    ).toEqual(['MP-10']);
  });
  it('gives an empty list for an empty fleet', () => {
    expect(buildAvailabilityRows([], { filter: 0, busyIds: busy })).toEqual([]);
  });
});

describe('searchOptions', () => {
  it('lists families then sub-families, without the hidden groups', () => {
    expect(searchOptions(parc)).toEqual([
      { value: 'Élévation', kind: 'famille' },
      { value: 'Terrassement', kind: 'famille' },
      { value: 'Vélo', kind: 'famille' },
      { value: 'Mini-pelle', kind: 'sous-famille' },
      { value: 'Nacelle', kind: 'sous-famille' },
      { value: 'Vélo cargo', kind: 'sous-famille' },
    ]);
  });
});
