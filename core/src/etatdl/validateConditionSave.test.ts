import { describe, expect, it } from 'vitest';
import type { ChecklistLine } from './checklist';
import {
  readingNumber,
  requiredConditionFields,
  validateConditionSave,
  type ConditionSaveInput,
  type CustomFieldDefinition,
} from './validateConditionSave';

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
    CLD_QTE_DEPART: ['Fourches'],
    CLD_QTE_RETOUR: ['Fourches'],
    CLD_SELECTION: 'Fourches,Godet',
  },
];

const CUSTOM: CustomFieldDefinition[] = [
  {
    name: 'Propreté',
    show: 1,
    mandatory: 1,
    key_depart: 'CLD_PROPRETE_DEPART',
    key_retour: 'CLD_PROPRETE_RETOUR',
    label_depart: 'Propreté au départ',
    label_retour: 'Propreté au retour',
    type: 'text',
  },
];

const VALUES = {
  CLD_NUM_CONTRAT: 'C000123',
  CLD_DATE_DEPART_VALIDATION: '2026-03-02',
  CLD_CONTROLEUR_DEPART: 'Paul MARTIN',
  CLD_SIGNATAIRE_DEPART: 'BTP Rhône',
  CLD_SIGNATURE_DEPART: 'data:image/png;base64,AAAA',
  CLD_PROPRETE_DEPART: 'Propre',
  CLD_KILOMETRE_DEPART: '12300',
  CLD_HORAMETRE_DEPART: '1200',
  CLD_DATE_RETOUR_VALIDATION: '2026-03-20',
  CLD_CONTROLEUR_RETOUR: 'Luc PETIT',
  CLD_SIGNATAIRE_RETOUR: 'BTP Rhône',
  CLD_SIGNATURE_RETOUR: 'data:image/png;base64,BBBB',
  CLD_PROPRETE_RETOUR: 'Sale',
  CLD_KILOMETRE_RETOUR: '12712',
  CLD_HORAMETRE_RETOUR: '1237',
};

const input = (over: Partial<ConditionSaveInput> = {}): ConditionSaveInput => ({
  values: VALUES,
  checklist: CHECKLIST,
  photoCount: 3,
  customFields: CUSTOM,
  nbrMinPhoto: 2,
  ...over,
});
const withValues = (values: Record<string, unknown>, over: Partial<ConditionSaveInput> = {}) =>
  input({ values: { ...VALUES, ...values }, ...over });
const emptyCell = (leg: 'DEPART' | 'RETOUR', id: number): ChecklistLine[] =>
  CHECKLIST.map((l) => (l.id === id ? { ...l, [`CLD_QTE_${leg}`]: '' } : l));

describe('validateConditionSave: a complete form passes', () => {
  it('both legs', () => {
    expect(validateConditionSave('DEPART', input())).toEqual({ ok: true, missing: [] });
    expect(validateConditionSave('RETOUR', input())).toEqual({ ok: true, missing: [] });
  });
});

describe('validateConditionSave RETOUR (spec 3 §5.1, in this order)', () => {
  it('1. "Any checklist line with an empty return value: Option de retour {designation} manquante."', () => {
    const result = validateConditionSave('RETOUR', input({ checklist: emptyCell('RETOUR', 1) }));
    expect(result).toMatchObject({
      ok: false,
      code: 'returnOptionMissing',
      message: 'Option de retour Accessoires manquante.',
      fields: ['CLD_QTE_RETOUR:1'],
    });
  });

  it('1. the first empty line in the checklist order is named', () => {
    const checklist = CHECKLIST.map((l) => ({ ...l, CLD_QTE_RETOUR: [] }));
    expect(validateConditionSave('RETOUR', input({ checklist }))).toMatchObject({
      message: 'Option de retour Rétroviseurs manquante.',
      missing: ['CLD_QTE_RETOUR:0', 'CLD_QTE_RETOUR:1'],
    });
  });

  it('2. "If a minimum photo count is configured and return photos are fewer: Minimum de {n} photos obligatoire !"', () => {
    expect(validateConditionSave('RETOUR', input({ photoCount: 1, nbrMinPhoto: 2 }))).toMatchObject(
      {
        ok: false,
        code: 'minimumPhotos',
        message: 'Minimum de 2 photos obligatoire !',
        fields: ['PHOTO_RETOUR'],
      },
    );
    expect(validateConditionSave('RETOUR', input({ photoCount: 2, nbrMinPhoto: 2 })).ok).toBe(true);
  });

  it('2. no minimum configured (null or 0): no photo rule', () => {
    expect(validateConditionSave('RETOUR', input({ photoCount: 0, nbrMinPhoto: null })).ok).toBe(
      true,
    );
    expect(validateConditionSave('RETOUR', input({ photoCount: 0, nbrMinPhoto: 0 })).ok).toBe(true);
  });

  it('3. "Nombre de kilomètre de départ supérieur au nombre de kilometre de retour."', () => {
    expect(
      validateConditionSave('RETOUR', withValues({ CLD_KILOMETRE_RETOUR: '12299' })),
    ).toMatchObject({
      ok: false,
      code: 'kilometreBelowDeparture',
      message: 'Nombre de kilomètre de départ supérieur au nombre de kilometre de retour.',
      fields: ['CLD_KILOMETRE_RETOUR'],
    });
    expect(validateConditionSave('RETOUR', withValues({ CLD_KILOMETRE_RETOUR: '12300' })).ok).toBe(
      true,
    );
  });

  it('4. "Compteur horaire de départ supérieur au compteur horaire de retour."', () => {
    expect(
      validateConditionSave('RETOUR', withValues({ CLD_HORAMETRE_RETOUR: 1199.5 })),
    ).toMatchObject({
      code: 'hourMeterBelowDeparture',
      message: 'Compteur horaire de départ supérieur au compteur horaire de retour.',
      fields: ['CLD_HORAMETRE_RETOUR'],
    });
  });

  it('3–4. an empty or unreadable reading is not compared', () => {
    expect(validateConditionSave('RETOUR', withValues({ CLD_KILOMETRE_RETOUR: '' })).ok).toBe(true);
    expect(validateConditionSave('RETOUR', withValues({ CLD_KILOMETRE_DEPART: null })).ok).toBe(
      true,
    );
    expect(validateConditionSave('RETOUR', withValues({ CLD_HORAMETRE_RETOUR: 'abc' })).ok).toBe(
      true,
    );
  });

  it('5. "Each required field missing: {field label} manquant(e)." in the §5.1 order', () => {
    const empty = {
      CLD_DATE_RETOUR_VALIDATION: '',
      CLD_CONTROLEUR_RETOUR: ' ',
      CLD_SIGNATAIRE_RETOUR: null,
      CLD_SIGNATURE_RETOUR: undefined,
      CLD_PROPRETE_RETOUR: '',
    };
    expect(validateConditionSave('RETOUR', withValues(empty))).toEqual({
      ok: false,
      code: 'fieldMissing',
      message: 'Date de validation du retour manquant(e).',
      fields: ['CLD_DATE_RETOUR_VALIDATION'],
      missing: [
        'CLD_DATE_RETOUR_VALIDATION',
        'CLD_CONTROLEUR_RETOUR',
        'CLD_SIGNATAIRE_RETOUR',
        'CLD_SIGNATURE_RETOUR',
        'CLD_PROPRETE_RETOUR',
      ],
    });
    expect(validateConditionSave('RETOUR', withValues({ CLD_SIGNATURE_RETOUR: '' }))).toMatchObject(
      {
        message: 'Signature retour manquant(e).',
      },
    );
    expect(validateConditionSave('RETOUR', withValues({ CLD_PROPRETE_RETOUR: '' }))).toMatchObject({
      message: 'Propreté au retour manquant(e).',
      fields: ['CLD_PROPRETE_RETOUR'],
    });
  });

  it('the rules run in order: checklist before photos before meters before fields', () => {
    const all = {
      ...input({ checklist: emptyCell('RETOUR', 0), photoCount: 0 }),
      values: {
        ...VALUES,
        CLD_KILOMETRE_RETOUR: '1',
        CLD_HORAMETRE_RETOUR: '1',
        CLD_CONTROLEUR_RETOUR: '',
      },
    };
    expect(validateConditionSave('RETOUR', all)).toMatchObject({ code: 'returnOptionMissing' });
    expect(validateConditionSave('RETOUR', { ...all, checklist: CHECKLIST })).toMatchObject({
      code: 'minimumPhotos',
    });
    expect(
      validateConditionSave('RETOUR', { ...all, checklist: CHECKLIST, photoCount: 5 }),
    ).toMatchObject({ code: 'kilometreBelowDeparture' });
    expect(
      validateConditionSave('RETOUR', {
        ...all,
        checklist: CHECKLIST,
        photoCount: 5,
        values: { ...all.values, CLD_KILOMETRE_RETOUR: '' },
      }),
    ).toMatchObject({ code: 'hourMeterBelowDeparture' });
  });

  it('"missing" lists every required empty field even when an earlier rule fails (orange highlight)', () => {
    const result = validateConditionSave(
      'RETOUR',
      withValues({ CLD_CONTROLEUR_RETOUR: '' }, { checklist: emptyCell('RETOUR', 0) }),
    );
    expect(result).toMatchObject({
      code: 'returnOptionMissing',
      missing: ['CLD_QTE_RETOUR:0', 'CLD_CONTROLEUR_RETOUR'],
    });
  });

  it('"return signer and signature (unless the signer is marked unavailable)"', () => {
    const unsigned = { CLD_SIGNATAIRE_RETOUR: '', CLD_SIGNATURE_RETOUR: '' };
    expect(validateConditionSave('RETOUR', withValues(unsigned)).ok).toBe(false);
    for (const flag of ['1', 1, true, 'oui']) {
      expect(
        validateConditionSave(
          'RETOUR',
          withValues({ ...unsigned, CLD_FLAG_SIGNATAIRE_RETOUR: flag }),
        ).ok,
      ).toBe(true);
    }
    expect(
      validateConditionSave('RETOUR', withValues({ ...unsigned, CLD_FLAG_SIGNATAIRE_DEPART: '1' }))
        .ok,
    ).toBe(false);
  });

  it('the departure fields are not required by a return save', () => {
    expect(validateConditionSave('RETOUR', withValues({ CLD_CONTROLEUR_DEPART: '' })).ok).toBe(
      true,
    );
  });
});

describe('validateConditionSave DEPART (spec 3 §5.2, in this order)', () => {
  it('1. "Empty departure checklist value: Option de départ {designation} manquante."', () => {
    expect(
      validateConditionSave('DEPART', input({ checklist: emptyCell('DEPART', 0) })),
    ).toMatchObject({
      ok: false,
      code: 'departureOptionMissing',
      message: 'Option de départ Rétroviseurs manquante.',
      fields: ['CLD_QTE_DEPART:0'],
    });
  });

  it('1. an empty return value does not stop a departure save', () => {
    expect(validateConditionSave('DEPART', input({ checklist: emptyCell('RETOUR', 0) })).ok).toBe(
      true,
    );
  });

  it('2. "The minimum photo rule."', () => {
    expect(validateConditionSave('DEPART', input({ photoCount: 0, nbrMinPhoto: 4 }))).toMatchObject(
      {
        code: 'minimumPhotos',
        message: 'Minimum de 4 photos obligatoire !',
        fields: ['PHOTO_DEPART'],
      },
    );
  });

  it('no meter rule on a departure save', () => {
    expect(validateConditionSave('DEPART', withValues({ CLD_KILOMETRE_RETOUR: '1' })).ok).toBe(
      true,
    );
  });

  it('3. "contract number, departure validation date, departure inspector, signer and signature (unless unavailable), custom fields mandatory for departure"', () => {
    const empty = {
      CLD_NUM_CONTRAT: '',
      CLD_DATE_DEPART_VALIDATION: '',
      CLD_CONTROLEUR_DEPART: '',
      CLD_SIGNATAIRE_DEPART: '',
      CLD_SIGNATURE_DEPART: '',
      CLD_PROPRETE_DEPART: '',
    };
    expect(validateConditionSave('DEPART', withValues(empty))).toEqual({
      ok: false,
      code: 'fieldMissing',
      message: 'Numéro de contrat manquant(e).',
      fields: ['CLD_NUM_CONTRAT'],
      missing: [
        'CLD_NUM_CONTRAT',
        'CLD_DATE_DEPART_VALIDATION',
        'CLD_CONTROLEUR_DEPART',
        'CLD_SIGNATAIRE_DEPART',
        'CLD_SIGNATURE_DEPART',
        'CLD_PROPRETE_DEPART',
      ],
    });
    expect(
      validateConditionSave('DEPART', withValues({ CLD_CONTROLEUR_DEPART: '' })),
    ).toMatchObject({
      message: 'Contrôleur départ manquant(e).',
    });
    expect(
      validateConditionSave(
        'DEPART',
        withValues({
          CLD_SIGNATAIRE_DEPART: '',
          CLD_SIGNATURE_DEPART: '',
          CLD_FLAG_SIGNATAIRE_DEPART: 1,
        }),
      ).ok,
    ).toBe(true);
  });
});

describe('requiredConditionFields (spec 3 §3.3 custom fields)', () => {
  it('a custom field counts when mandatory, shown and keyed on that leg', () => {
    const fields: CustomFieldDefinition[] = [
      { name: 'A', show: 1, mandatory: 1, key_depart: 'CLD_A_D', label_depart: 'A départ' },
      { name: 'B', show: 0, mandatory: 1, key_depart: 'CLD_B_D', key_retour: 'CLD_B_R' },
      { name: 'C', show: 1, mandatory: 0, key_depart: 'CLD_C_D', key_retour: 'CLD_C_R' },
      { name: 'D', mandatory: '1', key_retour: 'CLD_D_R' },
      { name: '', show: true, mandatory: true, key_retour: 'CLD_E_R' },
    ];
    expect(requiredConditionFields('DEPART', {}, fields).slice(5)).toEqual([
      { key: 'CLD_A_D', label: 'A départ' },
    ]);
    expect(requiredConditionFields('RETOUR', {}, fields).slice(4)).toEqual([
      { key: 'CLD_D_R', label: 'D' },
      { key: 'CLD_E_R', label: 'CLD_E_R' },
    ]);
  });
});

describe('readingNumber', () => {
  it('reads numbers and French-written readings; anything else is no reading', () => {
    expect(readingNumber('12 345')).toBe(12345);
    expect(readingNumber('1234,5')).toBe(1234.5);
    expect(readingNumber(42)).toBe(42);
    expect(readingNumber('')).toBeNull();
    expect(readingNumber('abc')).toBeNull();
    expect(readingNumber(Number.NaN)).toBeNull();
    expect(readingNumber(null)).toBeNull();
  });
});
