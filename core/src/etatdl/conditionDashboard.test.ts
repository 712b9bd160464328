import { describe, expect, it } from 'vitest';
import {
  conditionDay,
  conditionFilterChoices,
  conditionSortOf,
  filterConditionRecords,
  inConditionScope,
  isBikeFamily,
  nextConditionSortMode,
  sortConditionRecords,
} from './conditionDashboard';

const record = (fields: Record<string, unknown>) => ({
  CLD_NUM_CONTRAT: 'C1',
  CLD_MATRICULE: 'M1',
  CLD_CONTROLE_DEPART: '0',
  CLD_CONTROLE_RETOUR: '0',
  ...fields,
});

describe('isBikeFamily (DECISIONS.md « /etat-des-lieux-velo … scoped to bike families »)', () => {
  it('the word vélo, accents and case aside', () => {
    expect(isBikeFamily('Vélo')).toBe(true);
    expect(isBikeFamily('VELO')).toBe(true);
    expect(isBikeFamily('Vélos électriques')).toBe(true);
    expect(isBikeFamily(' vélo ')).toBe(true);
  });

  it('not another family, nor a word that only starts so', () => {
    expect(isBikeFamily('Élévation')).toBe(false);
    expect(isBikeFamily('Vélocité')).toBe(false);
    expect(isBikeFamily('')).toBe(false);
    expect(isBikeFamily(undefined)).toBe(false);
    expect(isBikeFamily(12)).toBe(false);
  });

  it('inConditionScope: the Vélo route keeps bikes, the Matériel route everything', () => {
    const bike = record({ CLD_FAMILLE: 'Vélo' });
    const digger = record({ CLD_FAMILLE: 'Terrassement' });
    expect(inConditionScope(bike, true)).toBe(true);
    expect(inConditionScope(digger, true)).toBe(false);
    expect(inConditionScope(digger, false)).toBe(true);
    expect(inConditionScope(bike, false)).toBe(true);
  });
});

describe('conditionDay (spec 3 §2.2 dates: MM-DD-YYYY saved, YYYY-MM-DD in the form)', () => {
  it('reads the wire and form formats', () => {
    expect(conditionDay('09/24/2026')).toBe('2026-09-24');
    expect(conditionDay('09-24-2026')).toBe('2026-09-24');
    expect(conditionDay('2026-09-24')).toBe('2026-09-24');
    expect(conditionDay('9/4/2026 17:00:00')).toBe('2026-09-04');
  });

  it('null for no date', () => {
    expect(conditionDay('')).toBeNull();
    expect(conditionDay('02/30/2026')).toBeNull();
    expect(conditionDay('demain')).toBeNull();
    expect(conditionDay(undefined)).toBeNull();
  });
});

describe('sortConditionRecords (spec 3 §9 « sort modes 1 to 4 …; final sort by delivery priority, descending »)', () => {
  const a = record({
    CLD_NUM_CONTRAT: 'A',
    CLD_DATE_DEPART: '03/01/2025',
    CLD_DATE_RETOUR: '03/20/2025',
  });
  const b = record({
    CLD_NUM_CONTRAT: 'B',
    CLD_DATE_DEPART: '03/05/2025',
    CLD_DATE_RETOUR: '03/10/2025',
  });
  const c = record({ CLD_NUM_CONTRAT: 'C', CLD_DATE_DEPART: '', CLD_DATE_RETOUR: '' });
  const ids = (rows: readonly { CLD_NUM_CONTRAT: string }[]) => rows.map((r) => r.CLD_NUM_CONTRAT);

  it('modes: 1 departure desc, 2 departure asc, 3 return desc, 4 return asc; no date last', () => {
    expect(ids(sortConditionRecords([a, b, c], 1))).toEqual(['B', 'A', 'C']);
    expect(ids(sortConditionRecords([c, b, a], 2))).toEqual(['A', 'B', 'C']);
    expect(ids(sortConditionRecords([a, b, c], 3))).toEqual(['A', 'B', 'C']);
    expect(ids(sortConditionRecords([c, a, b], 4))).toEqual(['B', 'A', 'C']);
  });

  it('the same day: delivery priority descending, none last, then the contract', () => {
    const day = '03/05/2025';
    const p1 = record({ CLD_NUM_CONTRAT: 'P1', CLD_DATE_DEPART: day, CLD_PRIORITE_LIVRAISON: '1' });
    const p3 = record({ CLD_NUM_CONTRAT: 'P3', CLD_DATE_DEPART: day, CLD_PRIORITE_LIVRAISON: '3' });
    const none = record({
      CLD_NUM_CONTRAT: 'P0',
      CLD_DATE_DEPART: day,
      CLD_PRIORITE_LIVRAISON: '',
    });
    const p1b = record({ CLD_NUM_CONTRAT: 'P1b', CLD_DATE_DEPART: day, CLD_PRIORITE_LIVRAISON: 1 });
    for (const mode of [1, 2] as const) {
      expect(ids(sortConditionRecords([none, p1b, p1, p3], mode))).toEqual([
        'P3',
        'P1',
        'P1b',
        'P0',
      ]);
    }
  });

  it('does not change the list it is given', () => {
    const list = [a, b];
    sortConditionRecords(list, 1);
    expect(ids(list)).toEqual(['A', 'B']);
  });

  it('conditionSortOf and nextConditionSortMode: a click flips the column, another starts desc', () => {
    expect(conditionSortOf(1)).toEqual({ field: 'CLD_DATE_DEPART', direction: 'desc' });
    expect(conditionSortOf(4)).toEqual({ field: 'CLD_DATE_RETOUR', direction: 'asc' });
    expect(nextConditionSortMode(1, 'CLD_DATE_DEPART')).toBe(2);
    expect(nextConditionSortMode(2, 'CLD_DATE_DEPART')).toBe(1);
    expect(nextConditionSortMode(2, 'CLD_DATE_RETOUR')).toBe(3);
    expect(nextConditionSortMode(3, 'CLD_DATE_RETOUR')).toBe(4);
  });
});

describe('filterConditionRecords (spec 3 §2.1 filters)', () => {
  const rows = [
    record({
      CLD_NUM_CONTRAT: 'C2600001',
      CLD_MATRICULE: 'VAE-001',
      CLD_CLIENT_RAISON_SOCIALE: 'Étoile Sports',
      CLD_FAMILLE: 'Vélo',
      CLD_SOUS_FAMILLE: 'Vélo cargo',
      CLD_VISU_DEPART_RETOUR: 'Sortie',
      CLD_TECHNICIEN_DEPART: 'Léa BLANC',
      CLD_ID_AGENCE: 1,
      CLD_CONTROLE_DEPART: '1',
      CLD_DATE_DEPART: '03/17/2025',
      CLD_DATE_RETOUR: '03/20/2025',
    }),
    record({
      CLD_NUM_CONTRAT: 'C2600002',
      CLD_MATRICULE: 'NAC-002',
      CLD_CLIENT_RAISON_SOCIALE: 'BTP des Alpes',
      CLD_FAMILLE: 'Élévation',
      CLD_SOUS_FAMILLE: 'Nacelle',
      CLD_VISU_DEPART_RETOUR: 'Stock',
      CLD_TECHNICIEN_DEPART: 'Lucas SIMON',
      CLD_ID_AGENCE: 2,
      CLD_DATE_DEPART: '03/18/2025',
      CLD_DATE_RETOUR: '03/17/2025',
    }),
    record({
      CLD_NUM_CONTRAT: 'C2600003',
      CLD_MATRICULE: 'NAC-003',
      CLD_FAMILLE: 'Élévation',
      CLD_CONTROLE_DEPART: '1',
      CLD_CONTROLE_RETOUR: '1',
      CLD_ID_AGENCE: 2,
      CLD_DATE_DEPART: '03/01/2025',
      CLD_DATE_RETOUR: '03/02/2025',
    }),
  ];
  const ids = (filter: Parameters<typeof filterConditionRecords>[1]) =>
    filterConditionRecords(rows, filter).map((r) => r.CLD_NUM_CONTRAT);

  it('nothing chosen lets everything through', () => {
    expect(ids({})).toHaveLength(3);
  });

  it('search: contract, registration, customer; accents and case aside; every word', () => {
    expect(ids({ search: '2600002' })).toEqual(['C2600002']);
    expect(ids({ search: 'nac' })).toEqual(['C2600002', 'C2600003']);
    expect(ids({ search: 'etoile' })).toEqual(['C2600001']);
    expect(ids({ search: 'nac 003' })).toEqual(['C2600003']);
    expect(ids({ search: 'rien' })).toEqual([]);
  });

  it('family lets its sub-families through; a sub-family only itself', () => {
    expect(ids({ families: ['Élévation'] })).toEqual(['C2600002', 'C2600003']);
    expect(ids({ families: ['Élévation / Nacelle'] })).toEqual(['C2600002']);
    expect(ids({ families: ['Vélo / Vélo cargo', 'Élévation / Nacelle'] })).toEqual([
      'C2600001',
      'C2600002',
    ]);
  });

  it('contract type, technician, agency', () => {
    expect(ids({ contractTypes: ['Stock'] })).toEqual(['C2600002']);
    expect(ids({ technicians: ['Léa BLANC'] })).toEqual(['C2600001']);
    expect(ids({ agencies: ['2'] })).toEqual(['C2600002', 'C2600003']);
  });

  it('states (spec 3 §4.1): Départ, Reprise, Terminé', () => {
    expect(ids({ states: ['departure'] })).toEqual(['C2600002']);
    expect(ids({ states: ['return', 'finished'] })).toEqual(['C2600001', 'C2600003']);
    expect(ids({ states: ['waiting'] })).toEqual([]);
  });

  it("« show only today's interventions »: leaving or coming back that day", () => {
    expect(ids({ onlyDay: '2025-03-17' })).toEqual(['C2600001', 'C2600002']);
    expect(ids({ onlyDay: null })).toHaveLength(3);
  });
});

describe('conditionFilterChoices', () => {
  it('families each followed by their sub-families, types and technicians, sorted', () => {
    const choices = conditionFilterChoices([
      record({ CLD_FAMILLE: 'Vélo', CLD_SOUS_FAMILLE: 'VAE ville', CLD_TECHNICIEN_DEPART: 'B' }),
      record({ CLD_FAMILLE: 'Élévation', CLD_SOUS_FAMILLE: 'Nacelle', CLD_TECHNICIEN_DEPART: '' }),
      record({ CLD_FAMILLE: 'Vélo', CLD_SOUS_FAMILLE: 'Vélo cargo', CLD_TECHNICIEN_DEPART: 'A' }),
      record({ CLD_FAMILLE: 'Vélo', CLD_VISU_DEPART_RETOUR: 'Stock' }),
    ]);
    expect(choices.families).toEqual([
      'Élévation',
      'Élévation / Nacelle',
      'Vélo',
      'Vélo / VAE ville',
      'Vélo / Vélo cargo',
    ]);
    expect(choices.contractTypes).toEqual(['Stock']);
    expect(choices.technicians).toEqual(['A', 'B']);
  });

  it('no technician at all: an empty list (the filter is hidden)', () => {
    expect(conditionFilterChoices([record({})]).technicians).toEqual([]);
  });

  it('reads the technician under the spec 3 §3.1 name without the prefix (TECHNICIEN_DEPART) too', () => {
    const records = [
      record({ CLD_NUM_CONTRAT: 'C1', TECHNICIEN_DEPART: 'Léa BLANC' }),
      record({ CLD_NUM_CONTRAT: 'C2', CLD_TECHNICIEN_DEPART: 'Lucas SIMON' }),
      record({
        CLD_NUM_CONTRAT: 'C3',
        CLD_TECHNICIEN_DEPART: ' ',
        TECHNICIEN_DEPART: 'Hugo MULLER',
      }),
    ];
    expect(conditionFilterChoices(records).technicians).toEqual([
      'Hugo MULLER',
      'Léa BLANC',
      'Lucas SIMON',
    ]);
    expect(
      filterConditionRecords(records, { technicians: ['Léa BLANC'] }).map((r) => r.CLD_NUM_CONTRAT),
    ).toEqual(['C1']);
    expect(
      filterConditionRecords(records, { technicians: ['Hugo MULLER'] }).map(
        (r) => r.CLD_NUM_CONTRAT,
      ),
    ).toEqual(['C3']);
  });
});
