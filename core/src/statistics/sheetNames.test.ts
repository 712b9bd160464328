import { describe, expect, it } from 'vitest';
import { SHEET_NAME_MAX, uniqueSheetNames } from './sheetNames';

describe('uniqueSheetNames', () => {
  it('cuts names to 31 characters (spec 1 §5, §9)', () => {
    const [name] = uniqueSheetNames(["Chiffre d'affaires par mode de règlement"]);
    expect(SHEET_NAME_MAX).toBe(31);
    expect(name).toBe("Chiffre d'affaires par mode de");
    expect(name?.length).toBeLessThanOrEqual(31);
  });

  it('keeps cut names unique, the suffix inside the 31 characters', () => {
    const names = uniqueSheetNames([
      'Interventions moteur par technicien (12 mois)',
      'Interventions moteur par technicien (6 mois)',
      'interventions moteur par technicien',
      'Court',
    ]);
    expect(names).toEqual([
      'Interventions moteur par techni',
      'Interventions moteur par te (2)',
      'interventions moteur par te (3)',
      'Court',
    ]);
    expect(names.every((n) => n.length <= 31)).toBe(true);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it('replaces characters Excel refuses and names an empty label', () => {
    expect(uniqueSheetNames(['CA [HT] : 2026/2027 ?', '', '  '])).toEqual([
      'CA HT 2026 2027',
      'Feuille',
      'Feuille (2)',
    ]);
  });
});
