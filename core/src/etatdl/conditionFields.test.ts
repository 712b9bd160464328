import { describe, expect, it } from 'vitest';
import {
  CONDITION_SERVER_FIELDS,
  conditionFieldsToWrite,
  isWritableConditionField,
  sameConditionValue,
} from './conditionFields';

/** A record as get_materials answers it: its CLD_ fields, its id, link and version. */
const READ = {
  CLD_IDEnreg: 12,
  CLD_ID_CONTRAT_LOC_DATA: 12,
  CLD_LIEN: 3,
  CLD_NUM_CONTRAT: 'C000123',
  CLD_MATRICULE: 'NAC-0042',
  CLD_ID_CLIENT: 7,
  CLD_COMMENTAIRE_TECH_RETOUR: '',
  CHECK_LIST_JSON_GESTION: '[]',
  version: 4,
};

describe('isWritableConditionField', () => {
  it('lets a save write CLD_ fields, the checklists and TECHNICIEN_DEPART', () => {
    for (const key of [
      'CLD_COMMENTAIRE_TECH_RETOUR',
      'CLD_CONTROLE_DEPART',
      'CHECK_LIST_JSON',
      'CHECK_LIST_JSON_GESTION',
      'TECHNICIEN_DEPART',
    ]) {
      expect(isWritableConditionField(key), key).toBe(true);
    }
  });

  it('keeps the server’s fields, the version and anything else to the server', () => {
    for (const key of [...CONDITION_SERVER_FIELDS, 'version', 'id', 'CLD-X', '__proto__']) {
      expect(isWritableConditionField(key), key).toBe(false);
    }
  });
});

describe('sameConditionValue', () => {
  it('takes a number and its text alike, and absent, null and empty alike', () => {
    expect(sameConditionValue('12', 12)).toBe(true);
    expect(sameConditionValue(12, '12')).toBe(true);
    expect(sameConditionValue(null, undefined)).toBe(true);
    expect(sameConditionValue('', undefined)).toBe(true);
    expect(sameConditionValue({ b: 1, a: '2' }, { a: 2, b: '1' })).toBe(true);
  });

  it('tells other values apart', () => {
    expect(sameConditionValue('13', 12)).toBe(false);
    expect(sameConditionValue(' 12', 12)).toBe(false);
    expect(sameConditionValue('0', undefined)).toBe(false);
    expect(sameConditionValue(0, '')).toBe(false);
    expect(sameConditionValue([1, 2], [2, 1])).toBe(false);
  });
});

describe('conditionFieldsToWrite (field-tools issue item 10)', () => {
  it('accepts the whole record as read with one field changed, and writes only that field', () => {
    const sent = { ...READ, CLD_COMMENTAIRE_TECH_RETOUR: 'Rayure au capot' };
    expect(conditionFieldsToWrite(sent, READ)).toEqual({
      ok: true,
      fields: { CLD_COMMENTAIRE_TECH_RETOUR: 'Rayure au capot', CHECK_LIST_JSON_GESTION: '[]' },
    });
  });

  it('accepts ids sent back as text', () => {
    const sent = { CLD_IDEnreg: '12', CLD_LIEN: '3', version: '4', CLD_COMMENTAIRE_RETOUR: 'x' };
    expect(conditionFieldsToWrite(sent, READ)).toEqual({
      ok: true,
      fields: { CLD_COMMENTAIRE_RETOUR: 'x' },
    });
  });

  it('refuses the first field the server owns sent with another value', () => {
    expect(conditionFieldsToWrite({ ...READ, CLD_LIEN: 99 }, READ)).toEqual({
      ok: false,
      code: 'fieldNotWritable',
      key: 'CLD_LIEN',
    });
    expect(conditionFieldsToWrite({ CLD_WAITING: '1' }, READ)).toEqual({
      ok: false,
      code: 'fieldNotWritable',
      key: 'CLD_WAITING',
    });
    expect(conditionFieldsToWrite({ POIDS: 12 }, READ)).toEqual({
      ok: false,
      code: 'fieldNotWritable',
      key: 'POIDS',
    });
  });

  it('answers a version other than the one read as stale, before any field', () => {
    expect(conditionFieldsToWrite({ CLD_LIEN: 99, version: 3 }, READ)).toEqual({
      ok: false,
      code: 'staleVersion',
    });
  });

  it('accepts no field of the server’s when there is no record yet (a creation)', () => {
    expect(conditionFieldsToWrite({ CLD_IDEnreg: 5 }, null)).toEqual({
      ok: false,
      code: 'fieldNotWritable',
      key: 'CLD_IDEnreg',
    });
    expect(conditionFieldsToWrite({ version: 1 }, null)).toEqual({
      ok: false,
      code: 'fieldNotWritable',
      key: 'version',
    });
    expect(conditionFieldsToWrite({ CLD_KILOMETRE_RETOUR: '1200' }, null)).toEqual({
      ok: true,
      fields: { CLD_KILOMETRE_RETOUR: '1200' },
    });
  });

  it('takes an empty save as nothing to write', () => {
    expect(conditionFieldsToWrite({}, READ)).toEqual({ ok: true, fields: {} });
  });
});
