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
import type { PhotoTrace } from './photoCaption';

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

  it('an unchanged reading gives no line; an unreadable one counts as missing', () => {
    const [departure, ret] = sides({
      CLD_HORAMETRE_DEPART: '10',
      CLD_HORAMETRE_RETOUR: '10',
      CLD_NIVEAU_GAS_DEPART: 'n/a',
      CLD_NIVEAU_GAS_RETOUR: '',
    });
    expect(conditionDifferences(departure, ret).filter((d) => d.kind !== 'checklist')).toEqual([]);
  });

  it('a reading on one side only is a difference, "fuel at 0/8 with nothing at departure"', () => {
    const [departure, ret] = sides({
      CLD_NIVEAU_GAS_DEPART: '',
      CLD_NIVEAU_GAS_RETOUR: '0',
      CLD_KILOMETRE_DEPART: '12300',
      CLD_KILOMETRE_RETOUR: '',
    });
    expect(conditionDifferences(departure, ret).filter((d) => d.kind !== 'checklist')).toEqual([
      {
        kind: 'kilometre',
        departure: 12300,
        return: null,
        delta: null,
        text: `Kilométrage : 12${NBSP}300 au départ, non renseigné au retour`,
      },
      {
        kind: 'gas',
        departure: null,
        return: 0,
        delta: null,
        text: 'Carburant : non renseigné au départ, 0/8 au retour',
      },
    ]);
  });

  it('a meter or level going the wrong way is a difference: hour meter or fuel lower at return', () => {
    const [departure, ret] = sides({
      CLD_HORAMETRE_DEPART: '1200',
      CLD_HORAMETRE_RETOUR: '1150',
      CLD_NIVEAU_ADBLUE_DEPART: '6',
      CLD_NIVEAU_ADBLUE_RETOUR: '2',
    });
    expect(conditionDifferences(departure, ret).filter((d) => d.kind !== 'checklist')).toEqual([
      {
        kind: 'horametre',
        departure: 1200,
        return: 1150,
        delta: -50,
        text: `Horamètre : -50${NBSP}h (1${NBSP}200 au départ, 1${NBSP}150 au retour)`,
      },
      {
        kind: 'adblue',
        departure: 6,
        return: 2,
        delta: -4,
        text: 'AdBlue : -4/8 (6/8 au départ, 2/8 au retour)',
      },
    ]);
  });

  it('a new observation text at return, "Rayure sur le godet"', () => {
    const [departure, ret] = sides({ CLD_COMMENTAIRE_RETOUR: '  Rayure sur le godet ' });
    expect(conditionDifferences(departure, ret).filter((d) => d.kind === 'observation')).toEqual([
      {
        kind: 'observation',
        departure: '',
        return: 'Rayure sur le godet',
        text: `Observation au retour : «${NBSP}Rayure sur le godet${NBSP}»`,
      },
    ]);
    const [d2, r2] = sides({
      CLD_COMMENTAIRE_DEPART: 'Rayure sur le capot',
      CLD_COMMENTAIRE_RETOUR: 'Rayure sur le capot, godet tordu',
    });
    expect(conditionDifferences(d2, r2).find((d) => d.kind === 'observation')?.text).toBe(
      `Observation au retour : «${NBSP}Rayure sur le capot, godet tordu${NBSP}» (au départ : «${NBSP}Rayure sur le capot${NBSP}»)`,
    );
    // The same text, or nothing written at return: no line.
    for (const record of [
      {
        CLD_COMMENTAIRE_DEPART: 'Rayure sur le capot',
        CLD_COMMENTAIRE_RETOUR: 'Rayure sur le capot',
      },
      { CLD_COMMENTAIRE_DEPART: 'Rayure sur le capot', CLD_COMMENTAIRE_RETOUR: '' },
    ]) {
      const [d, r] = sides(record);
      expect(conditionDifferences(d, r).some((x) => x.kind === 'observation')).toBe(false);
    }
  });

  it('damage marks drawn at return (spec 3 §2.2 section 8), not those of the departure', () => {
    const marks = (...strokes: number[][]) => JSON.stringify({ version: 1, strokes });
    const [departure, ret] = sides({
      CLD_OBSERVATION_PHOTO_DEPART: marks([10, 10, 20, 20]),
      CLD_OBSERVATION_PHOTO_RETOUR: marks([10, 10, 20, 20], [300, 300, 320, 340], [500, 5, 510, 9]),
    });
    expect(conditionDifferences(departure, ret).filter((d) => d.kind === 'marks')).toEqual([
      { kind: 'marks', added: 2, text: 'Dommages dessinés au retour : 2 nouvelles marques' },
    ]);
    const [d1, r1] = sides({ CLD_OBSERVATION_PHOTO_RETOUR: marks([1, 2, 3, 4]) });
    expect(conditionDifferences(d1, r1).find((d) => d.kind === 'marks')?.text).toBe(
      'Dommages dessinés au retour : 1 nouvelle marque',
    );
    const [d0, r0] = sides({ CLD_OBSERVATION_PHOTO_DEPART: marks([1, 2, 3, 4]) });
    expect(conditionDifferences(d0, r0).some((d) => d.kind === 'marks')).toBe(false);
  });

  it('new return photos, not the departure photos reused (spec 3 §5.3)', () => {
    const departurePhotos = [{ takenAt: 1000, latitude: 45.76, longitude: 4.83 }, {}];
    const reused = [{ takenAt: 1000, latitude: 45.76, longitude: 4.83 }, {}];
    const taken = [{ takenAt: 9000 }, { takenAt: 9500, latitude: 45.7, longitude: 4.8 }];
    const compare = (ret: readonly PhotoTrace[]) =>
      conditionDifferences(
        conditionSnapshot(RECORD, CHECKLIST, 'DEPART', departurePhotos),
        conditionSnapshot(RECORD, CHECKLIST, 'RETOUR', ret),
      ).filter((d) => d.kind === 'photos');
    expect(compare([...reused, ...taken])).toEqual([
      { kind: 'photos', added: 2, text: 'Photos du retour : 2 nouvelles photos' },
    ]);
    expect(compare([taken[0]!])[0]?.text).toBe('Photos du retour : 1 nouvelle photo');
    expect(compare(reused)).toEqual([]);
    expect(compare([])).toEqual([]);
    // Photos not given (not loaded yet): not compared.
    const [departure, ret] = sides();
    expect(conditionDifferences(departure, ret).some((d) => d.kind === 'photos')).toBe(false);
  });

  it("the issue's return: fuel 0/8 (nothing at departure) and « Rayure sur le godet »", () => {
    const [departure, ret] = sides(
      { CLD_NIVEAU_GAS_RETOUR: '0', CLD_COMMENTAIRE_RETOUR: 'Rayure sur le godet' },
      [],
    );
    expect(conditionDifferences(departure, ret).map((d) => d.text)).toEqual([
      'Carburant : non renseigné au départ, 0/8 au retour',
      `Observation au retour : «${NBSP}Rayure sur le godet${NBSP}»`,
    ]);
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
