import { describe, expect, it } from 'vitest';
import type { ChecklistLine } from './checklist';
import {
  conditionDifferences,
  conditionSnapshot,
  frenchNumber,
  levelInEighths,
  type ConditionSnapshot,
} from './conditionDifferences';
import { CONDITION_DIFFERENCE_TEXTS } from './messages';

const NBSP = '\u00a0';

const CHECKLIST: ChecklistLine[] = [
  {
    id: 0,
    CH_DESIGNATION: 'Rétroviseurs',
    CLD_QTE_DEPART: 'OK',
    CLD_QTE_RETOUR: 'Abîmé',
    CLD_SELECTION: 'OK,Abîmé',
  },
  {
    id: 1,
    CH_DESIGNATION: 'Accessoires',
    CLD_QTE_DEPART: ['Fourches', 'Godet'],
    CLD_QTE_RETOUR: ['Godet', 'Fourches'],
    CLD_SELECTION: 'Fourches,Godet',
  },
  { id: 2, CH_DESIGNATION: 'Cales', CLD_QTE_DEPART: '4', CLD_QTE_RETOUR: '4', CLD_SELECTION: '' },
  {
    id: 3,
    CH_DESIGNATION: 'Extincteur',
    CLD_QTE_DEPART: '',
    CLD_QTE_RETOUR: 'Absent',
    CLD_SELECTION: '',
  },
];

const RECORD = {
  CLD_KILOMETRE_DEPART: '12300',
  CLD_KILOMETRE_RETOUR: '12712',
  CLD_HORAMETRE_DEPART: 1200,
  CLD_HORAMETRE_RETOUR: '1237',
  CLD_NIVEAU_GAS_DEPART: '8',
  CLD_NIVEAU_GAS_RETOUR: '5',
  CLD_NIVEAU_ADBLUE_DEPART: '3/4',
  CLD_NIVEAU_ADBLUE_RETOUR: '6',
};

const sides = (record: Record<string, unknown> = RECORD, checklist = CHECKLIST) =>
  [
    conditionSnapshot(record, checklist, 'DEPART'),
    conditionSnapshot(record, checklist, 'RETOUR'),
  ] as const;

describe('conditionDifferences (issue 14 « What changed during the rental »)', () => {
  it('every checklist line whose value changed, "a line now « Abîmé »"', () => {
    const [departure, ret] = sides();
    const lines = conditionDifferences(departure, ret).filter((d) => d.kind === 'checklist');
    expect(lines).toEqual([
      {
        kind: 'checklist',
        id: 0,
        designation: 'Rétroviseurs',
        departure: ['OK'],
        return: ['Abîmé'],
        text: `Rétroviseurs : «${NBSP}OK${NBSP}» au départ, «${NBSP}Abîmé${NBSP}» au retour`,
      },
      {
        kind: 'checklist',
        id: 3,
        designation: 'Extincteur',
        departure: [],
        return: ['Absent'],
        text: `Extincteur : non renseigné au départ, «${NBSP}Absent${NBSP}» au retour`,
      },
    ]);
  });

  it('multi-select values compare as sets (the same choice in another order is no change)', () => {
    const [departure, ret] = sides();
    expect(
      conditionDifferences(departure, ret).some((d) => d.kind === 'checklist' && d.id === 1),
    ).toBe(false);
    const changed = CHECKLIST.map((l) => (l.id === 1 ? { ...l, CLD_QTE_RETOUR: ['Godet'] } : l));
    const [d2, r2] = sides(RECORD, changed);
    expect(
      conditionDifferences(d2, r2).find((d) => d.kind === 'checklist' && d.id === 1)?.text,
    ).toBe(
      `Accessoires : «${NBSP}Fourches${NBSP}», «${NBSP}Godet${NBSP}» au départ, «${NBSP}Godet${NBSP}» au retour`,
    );
  });

  it('meter deltas "+412 km, +37 h"', () => {
    const [departure, ret] = sides();
    const meters = conditionDifferences(departure, ret).filter(
      (d) => d.kind === 'kilometre' || d.kind === 'horametre',
    );
    expect(meters).toEqual([
      {
        kind: 'kilometre',
        departure: 12300,
        return: 12712,
        delta: 412,
        text: `Kilométrage : +412${NBSP}km (12${NBSP}300 au départ, 12${NBSP}712 au retour)`,
      },
      {
        kind: 'horametre',
        departure: 1200,
        return: 1237,
        delta: 37,
        text: `Horamètre : +37${NBSP}h (1${NBSP}200 au départ, 1${NBSP}237 au retour)`,
      },
    ]);
  });

  it('fuel and AdBlue deltas in eighths, "fuel −3/8"', () => {
    const [departure, ret] = sides();
    const levels = conditionDifferences(departure, ret).filter(
      (d) => d.kind === 'gas' || d.kind === 'adblue',
    );
    expect(levels).toEqual([
      {
        kind: 'gas',
        departure: 8,
        return: 5,
        delta: -3,
        text: 'Carburant : -3/8 (8/8 au départ, 5/8 au retour)',
      },
    ]);
    const [d2, r2] = sides({ ...RECORD, CLD_NIVEAU_ADBLUE_RETOUR: '4' });
    expect(conditionDifferences(d2, r2).find((d) => d.kind === 'adblue')?.text).toBe(
      'AdBlue : -2/8 (6/8 au départ, 4/8 au retour)',
    );
  });

  it('a reading missing on either side, or unchanged, gives no line', () => {
    const [departure, ret] = sides({
      CLD_KILOMETRE_DEPART: '',
      CLD_KILOMETRE_RETOUR: '500',
      CLD_HORAMETRE_DEPART: '10',
      CLD_HORAMETRE_RETOUR: '10',
      CLD_NIVEAU_GAS_DEPART: '8',
      CLD_NIVEAU_GAS_RETOUR: 'n/a',
    });
    expect(conditionDifferences(departure, ret).filter((d) => d.kind !== 'checklist')).toEqual([]);
  });

  it('decimal meters keep their precision', () => {
    const [departure, ret] = sides({
      CLD_HORAMETRE_DEPART: '1200,1',
      CLD_HORAMETRE_RETOUR: '1200,3',
    });
    expect(conditionDifferences(departure, ret).find((d) => d.kind === 'horametre')).toMatchObject({
      delta: 0.2,
      text: `Horamètre : +0,2${NBSP}h (1${NBSP}200,1 au départ, 1${NBSP}200,3 au retour)`,
    });
  });

  it('nothing changed: no difference (the summary says « Aucun écart constaté »)', () => {
    const same: ConditionSnapshot = {
      checklist: [{ id: 0, designation: 'Cales', value: '4' }],
      kilometre: 10,
      gas: '8',
    };
    expect(conditionDifferences(same, same)).toEqual([]);
    expect(CONDITION_DIFFERENCE_TEXTS.title).toBe('Écarts constatés');
    expect(CONDITION_DIFFERENCE_TEXTS.none).toBe('Aucun écart constaté');
  });

  it('summary lines use only characters of the PDF standard fonts (WinAnsi)', () => {
    const [departure, ret] = sides();
    const texts = conditionDifferences(departure, ret)
      .map((d) => d.text)
      .join('\n');
    expect(texts).not.toMatch(/[\u2212\u2192\u202f]/);
  });
});

describe('levelInEighths', () => {
  it('whole eighths 0–8, fractions, percentages, Plein and Vide', () => {
    expect(levelInEighths('5')).toBe(5);
    expect(levelInEighths(8)).toBe(8);
    expect(levelInEighths('0')).toBe(0);
    expect(levelInEighths('3/4')).toBe(6);
    expect(levelInEighths('1/2')).toBe(4);
    expect(levelInEighths('3/8')).toBe(3);
    expect(levelInEighths('50 %')).toBe(4);
    expect(levelInEighths('12,5%')).toBe(1);
    expect(levelInEighths('Plein')).toBe(8);
    expect(levelInEighths('vide')).toBe(0);
  });

  it('anything else is null, never an exception', () => {
    expect(levelInEighths('')).toBeNull();
    expect(levelInEighths('9')).toBeNull();
    expect(levelInEighths('5/4')).toBeNull();
    expect(levelInEighths('1/0')).toBeNull();
    expect(levelInEighths('150%')).toBeNull();
    expect(levelInEighths(2.5)).toBeNull();
    expect(levelInEighths('beaucoup')).toBeNull();
    expect(levelInEighths(null)).toBeNull();
  });
});

describe('frenchNumber', () => {
  it('groups thousands with a no-break space, decimals with a comma', () => {
    expect(frenchNumber(12712)).toBe(`12${NBSP}712`);
    expect(frenchNumber(1234567.5)).toBe(`1${NBSP}234${NBSP}567,5`);
    expect(frenchNumber(-412)).toBe('-412');
    expect(frenchNumber(0)).toBe('0');
  });
});
