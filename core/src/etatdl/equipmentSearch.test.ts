import { describe, expect, it } from 'vitest';
import { EQUIPMENT_SEARCH_MIN, searchEquipment, unknownEquipmentFlag } from './equipmentSearch';

const PARK = [
  {
    MATRICULE: 'NAC-0042',
    FAMILLE: 'Élévation',
    SOUS_FAMILLE: 'Nacelle électrique',
    MARQUE: 'Haulotte',
  },
  {
    MATRICULE: 'CHA-0007',
    FAMILLE: 'Manutention',
    SOUS_FAMILLE: 'Chariot',
    NUMERO_SERIE: 'SN-778',
  },
  { MATRICULE: 12345, FAMILLE: 'Vélo', SOUS_FAMILLE: 'VAE', TYPE: 'Cargo' },
];

describe('searchEquipment (spec 3 §5.3 "Equipment search needs at least 3 characters")', () => {
  it('no search below 3 characters', () => {
    expect(EQUIPMENT_SEARCH_MIN).toBe(3);
    expect(searchEquipment(PARK, 'NA')).toEqual({ searched: false, matches: [], message: null });
    expect(searchEquipment(PARK, '  na  ')).toMatchObject({ searched: false });
  });

  it('from 3 characters: registration, family, sub-family, type, brand, serial; case and accents ignored', () => {
    expect(searchEquipment(PARK, 'nac').matches).toEqual([PARK[0]]);
    expect(searchEquipment(PARK, 'electrique').matches).toEqual([PARK[0]]);
    expect(searchEquipment(PARK, 'ÉLÉV').matches).toEqual([PARK[0]]);
    expect(searchEquipment(PARK, 'sn-7').matches).toEqual([PARK[1]]);
    expect(searchEquipment(PARK, '234').matches).toEqual([PARK[2]]);
    expect(searchEquipment(PARK, 'cargo')).toEqual({
      searched: true,
      matches: [PARK[2]],
      message: null,
    });
  });

  it('"the message \'Aucun équipement ne correspond à votre recherche\' when nothing matches"', () => {
    expect(searchEquipment(PARK, 'grue')).toEqual({
      searched: true,
      matches: [],
      message: 'Aucun équipement ne correspond à votre recherche',
    });
  });
});

describe('unknownEquipmentFlag (spec 3 §2.2 "unknown matricule is flagged \'Équipement inconnu\'")', () => {
  it('flags a registration not in the park', () => {
    expect(unknownEquipmentFlag(PARK, 'NAC-9999')).toBe('Équipement inconnu');
  });

  it('a known one (case and spaces ignored, numbers too) or an empty one is not flagged', () => {
    expect(unknownEquipmentFlag(PARK, ' nac-0042 ')).toBeNull();
    expect(unknownEquipmentFlag(PARK, '12345')).toBeNull();
    expect(unknownEquipmentFlag(PARK, '')).toBeNull();
    expect(unknownEquipmentFlag(PARK, null)).toBeNull();
  });
});
