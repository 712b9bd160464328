import { describe, expect, it } from 'vitest';
import { SAV_MESSAGES } from './messages';
import {
  SAV_REPORT_EMPTY_VALUES,
  savLineSchema,
  savReportFormSchema,
  savReportValuesSchema,
} from './savSchemas';

const values = {
  ...SAV_REPORT_EMPTY_VALUES,
  ID_client: '12',
  'Techniciens_Nom(1)': 'Paul MARTIN',
  ID_Agence: '1',
  'N° MATR INT': 'NAC-12',
  Horametre: '1520',
  type_travaux: 'Réparation',
  'DATE RAPPORT': '2026-11-28',
  'Heure Arriv': '09:00',
  Signature_web: 'data:image/png;base64,AA',
};

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('savReportFormSchema', () => {
  it('a draft needs only the client, with the §5 text on ID_client', () => {
    const draft = savReportFormSchema('draft');
    expect(draft.safeParse({ ...values, Signature_web: '', 'N° MATR INT': '' }).success).toBe(true);
    expect(messages(draft.safeParse({ ...values, ID_client: '' }))).toEqual([
      ['ID_client', SAV_MESSAGES.clientRequired],
    ]);
  });

  it('validation puts every §5 failure on its field', () => {
    const result = savReportFormSchema('validate').safeParse({
      ...values,
      'Techniciens_Nom(1)': '',
      Signature_web: '',
    });
    expect(messages(result)).toEqual([
      ['Techniciens_Nom(1)', SAV_MESSAGES.technicianRequired],
      ['Signature_web', SAV_MESSAGES.signatureRequired],
    ]);
    expect(
      savReportFormSchema('validate', { signatureOptional: true }).safeParse({
        ...values,
        Signature_web: '',
      }).success,
    ).toBe(true);
  });

  it('checks the formats of days, hours and counters in French', () => {
    const result = savReportValuesSchema.safeParse({
      ...values,
      'DATE RAPPORT': '28/11/2026',
      'Heure Arriv': '9h',
      Horametre: '12a',
    });
    expect(messages(result)).toEqual([
      ['Horametre', 'Nombre attendu (chiffres seulement).'],
      ['DATE RAPPORT', 'Date attendue au format JJ/MM/AAAA.'],
      ['Heure Arriv', 'Heure attendue au format HH:MM.'],
    ]);
  });
});

describe('savLineSchema', () => {
  it('takes a line with a device-made id, its quantity as text or number', () => {
    const line = savLineSchema.parse({
      id: 'L-2b9f0c1e',
      'SAV REF PRODUIT': 'FIL-001',
      'SAV DESIGNATION': 'Filtre à huile',
      'SAV QTE PROD': '2',
    });
    expect(line).toMatchObject({ 'SAV QTE PROD': 2, 'SAV PV UNIT': 0, IS_FROM_WEB: 1 });
  });
  it('refuses a line without reference, a zero quantity or an id the device did not make', () => {
    const result = savLineSchema.safeParse({
      id: '../x',
      'SAV REF PRODUIT': ' ',
      'SAV DESIGNATION': '',
      'SAV QTE PROD': 0,
    });
    expect(messages(result).map(([path]) => path)).toEqual([
      'id',
      'SAV REF PRODUIT',
      'SAV QTE PROD',
    ]);
  });
});
