import { describe, expect, it } from 'vitest';
import {
  acceptsChecklistValue,
  allowedChecklistValues,
  checklistFieldKey,
  checklistValueList,
  encodeChecklistValue,
  isEmptyChecklistValue,
  parseChecklist,
  selectChecklistValue,
  serializeChecklist,
  startReturnChecklist,
  type ChecklistLine,
} from './checklist';

const LINES: ChecklistLine[] = [
  {
    id: 0,
    CH_DESIGNATION: 'Rétroviseurs',
    CLD_QTE_DEPART: 'OK',
    CLD_QTE_RETOUR: '',
    CLD_SELECTION: 'OK,Abîmé,Absent',
  },
  {
    id: 1,
    CH_DESIGNATION: 'Accessoires',
    CLD_QTE_DEPART: ['Fourches', 'Godet'],
    CLD_QTE_RETOUR: [],
    CLD_SELECTION: 'Fourches, Godet, Pince',
  },
  { id: 2, CH_DESIGNATION: 'Cales', CLD_QTE_DEPART: '4', CLD_QTE_RETOUR: '3', CLD_SELECTION: '' },
];

describe('parseChecklist (spec 3 §3.1 CHECK_LIST_JSON "with fieldData", §3.2)', () => {
  it('reads JSON text of lines under fieldData; id is the index', () => {
    const stored = JSON.stringify([
      {
        fieldData: {
          CH_DESIGNATION: 'Rétroviseurs',
          CLD_QTE_DEPART: 'OK',
          CLD_SELECTION: 'OK,Abîmé',
          id: 9,
        },
      },
      { fieldData: { CH_DESIGNATION: 'Cales', CLD_QTE_DEPART: 4, CLD_QTE_RETOUR: 3 } },
    ]);
    expect(parseChecklist(stored)).toEqual([
      {
        id: 0,
        CH_DESIGNATION: 'Rétroviseurs',
        CLD_QTE_DEPART: 'OK',
        CLD_QTE_RETOUR: '',
        CLD_SELECTION: 'OK,Abîmé',
      },
      {
        id: 1,
        CH_DESIGNATION: 'Cales',
        CLD_QTE_DEPART: '4',
        CLD_QTE_RETOUR: '3',
        CLD_SELECTION: '',
      },
    ]);
  });

  it('"a value or a list of values": lists stay lists', () => {
    expect(parseChecklist([{ CH_DESIGNATION: 'A', CLD_QTE_DEPART: ['X', 2, null, ''] }])).toEqual([
      {
        id: 0,
        CH_DESIGNATION: 'A',
        CLD_QTE_DEPART: ['X', '2'],
        CLD_QTE_RETOUR: '',
        CLD_SELECTION: '',
      },
    ]);
  });

  it('unreadable input gives no line, never an exception', () => {
    expect(parseChecklist('')).toEqual([]);
    expect(parseChecklist('{pas du json')).toEqual([]);
    expect(parseChecklist('{"a":1}')).toEqual([]);
    expect(parseChecklist(null)).toEqual([]);
    expect(parseChecklist([null, 'x', 3])).toEqual([]);
  });

  it('serializeChecklist writes what parseChecklist reads', () => {
    expect(parseChecklist(serializeChecklist(LINES))).toEqual(LINES);
  });
});

describe('allowedChecklistValues (spec 3 §3.2 "CLD_SELECTION (comma-separated allowed values)")', () => {
  it('splits on commas, trims, drops empties and repeats', () => {
    expect(allowedChecklistValues('OK,Abîmé, Absent ,,OK')).toEqual(['OK', 'Abîmé', 'Absent']);
    expect(allowedChecklistValues('')).toEqual([]);
    expect(allowedChecklistValues(undefined)).toEqual([]);
  });
});

describe('checklistValueList / isEmptyChecklistValue', () => {
  it('a value or a list as a list; blanks are no value', () => {
    expect(checklistValueList('OK')).toEqual(['OK']);
    expect(checklistValueList(['A', ' ', 'B'])).toEqual(['A', 'B']);
    expect(checklistValueList(0)).toEqual(['0']);
    expect(checklistValueList('  ')).toEqual([]);
    expect(isEmptyChecklistValue('')).toBe(true);
    expect(isEmptyChecklistValue([])).toBe(true);
    expect(isEmptyChecklistValue(null)).toBe(true);
    expect(isEmptyChecklistValue('0')).toBe(false);
  });
});

describe('encodeChecklistValue (spec 3 §3.2 "a value or a list of values")', () => {
  it('no value is empty text, one value is that value, more are a list', () => {
    expect(encodeChecklistValue([])).toBe('');
    expect(encodeChecklistValue(['OK'])).toBe('OK');
    expect(encodeChecklistValue(['Fourches', 'Godet'])).toEqual(['Fourches', 'Godet']);
    expect(encodeChecklistValue([' Godet', 'Godet', ''])).toBe('Godet');
  });
});

describe('selectChecklistValue (spec 3 §2.2 "the CTRL key multi-selects when multipleSelection is on")', () => {
  it('without CTRL the cell holds the chosen value alone', () => {
    expect(selectChecklistValue(['Fourches', 'Godet'], 'Pince', false)).toBe('Pince');
  });

  it('with CTRL the value is added, or taken out when already chosen', () => {
    expect(selectChecklistValue('Fourches', 'Godet', true)).toEqual(['Fourches', 'Godet']);
    expect(selectChecklistValue(['Fourches', 'Godet'], 'Godet', true)).toBe('Fourches');
    expect(selectChecklistValue('Fourches', 'Fourches', true)).toBe('');
    expect(selectChecklistValue('', 'Godet', true)).toBe('Godet');
  });
});

describe('acceptsChecklistValue', () => {
  const line = { CLD_SELECTION: 'OK,Abîmé,Absent' };

  it('a line with allowed values takes only those', () => {
    expect(acceptsChecklistValue(line, 'Abîmé', false)).toBe(true);
    expect(acceptsChecklistValue(line, 'Cassé', false)).toBe(false);
  });

  it('several values only when multipleSelection is on', () => {
    expect(acceptsChecklistValue(line, ['OK', 'Abîmé'], false)).toBe(false);
    expect(acceptsChecklistValue(line, ['OK', 'Abîmé'], true)).toBe(true);
    expect(acceptsChecklistValue(line, ['OK', 'Cassé'], true)).toBe(false);
  });

  it('a line without allowed values takes one free value; an empty cell fits', () => {
    expect(acceptsChecklistValue({ CLD_SELECTION: '' }, '12', false)).toBe(true);
    expect(acceptsChecklistValue(line, '', false)).toBe(true);
  });
});

describe('startReturnChecklist (spec 3 §4.1 "the return checklist values start as copies of the departure values")', () => {
  it('empty return cells take the departure value; entered ones are kept', () => {
    const started = startReturnChecklist(LINES);
    expect(started.map((l) => l.CLD_QTE_RETOUR)).toEqual(['OK', ['Fourches', 'Godet'], '3']);
  });

  it('copies, so editing the return never changes the departure', () => {
    const started = startReturnChecklist(LINES);
    expect(started[1]?.CLD_QTE_RETOUR).not.toBe(LINES[1]?.CLD_QTE_DEPART);
    expect(LINES[0]?.CLD_QTE_RETOUR).toBe('');
  });
});

describe('checklistFieldKey', () => {
  it('names one cell among the fields to highlight', () => {
    expect(checklistFieldKey(3, 'RETOUR')).toBe('CLD_QTE_RETOUR:3');
    expect(checklistFieldKey(0, 'DEPART')).toBe('CLD_QTE_DEPART:0');
  });
});
