import { describe, expect, it } from 'vitest';
import { savMailRecipients } from './contactMails';
import { splitDeliveryPostcode } from './deliveryPostcode';
import { savReportMatches } from './savSearch';
import { savReportReadOnly, savSignedCopy } from './savStatus';
import { SAV_LABOUR_TYPES, defaultSavTimeSlot, savSlotComplete } from './timeSlots';

describe('splitDeliveryPostcode', () => {
  it('« first 2 characters are the department, the rest the code »', () => {
    expect(splitDeliveryPostcode('69003')).toEqual({ dptliv: '69', cpliv: '003' });
  });
  it('« only when length is at least 3 »: 3 splits, 2 and empty do not', () => {
    expect(splitDeliveryPostcode('750')).toEqual({ dptliv: '75', cpliv: '0' });
    expect(splitDeliveryPostcode('75')).toEqual({ dptliv: '', cpliv: '75' });
    expect(splitDeliveryPostcode('')).toEqual({ dptliv: '', cpliv: '' });
    expect(splitDeliveryPostcode(' 2A004 ')).toEqual({ dptliv: '2A', cpliv: '004' });
  });
});

describe('defaultSavTimeSlot', () => {
  it('« start at the current hour with minutes 0, end one hour later » (spec 4 §9)', () => {
    expect(defaultSavTimeSlot({ hours: 9 })).toEqual({
      debut: '09:00',
      fin: '10:00',
      duree: '01:00',
    });
    expect(defaultSavTimeSlot({ hours: 23 })).toEqual({
      debut: '23:00',
      fin: '00:00',
      duree: '01:00',
    });
  });
  it('the labour types are Main d’oeuvre and Déplacement', () => {
    expect(SAV_LABOUR_TYPES).toEqual(["Main d'oeuvre", 'Déplacement']);
  });
});

describe('savSlotComplete', () => {
  const five = {
    technicien: 'Paul',
    date: '2026-11-28',
    debut: '09:00',
    fin: '10:00',
    duree: '01:00',
  };
  it('« at least 4 fields (time_selection on) or at least 5 fields (otherwise) »', () => {
    const four = { ...five, duree: '' };
    expect(savSlotComplete(five, false)).toBe(true);
    expect(savSlotComplete(four, false)).toBe(false);
    expect(savSlotComplete(four, true)).toBe(true);
    expect(savSlotComplete({ ...four, fin: ' ' }, true)).toBe(false);
    expect(savSlotComplete({}, true)).toBe(false);
  });
});

describe('savMailRecipients', () => {
  it('« split on the vertical bar, ignoring empties »', () => {
    expect(savMailRecipients('a@x.fr| b@x.fr ||')).toEqual(['a@x.fr', 'b@x.fr']);
    expect(savMailRecipients('')).toEqual([]);
  });
});

describe('savReportMatches', () => {
  const report = {
    'N° RAP COMP': 'OR-2026-0042',
    'N° MATR INT': 'NAC-12',
    societeliv: 'Bâtiments Durand',
    num_contrat: 'C-7781',
    Observ: 'fuite',
  };
  it('« case-insensitive over report number, machine number, client delivery name, contract number »', () => {
    expect(savReportMatches(report, 'or-2026')).toBe(true);
    expect(savReportMatches(report, 'nac')).toBe(true);
    expect(savReportMatches(report, 'BÂTIMENTS')).toBe(true);
    expect(savReportMatches(report, 'c-77')).toBe(true);
    expect(savReportMatches(report, 'fuite')).toBe(false);
    expect(savReportMatches(report, '  ')).toBe(true);
  });
});

describe('savReportReadOnly', () => {
  it('« A report with status 140 or an existing signature is read-only »', () => {
    expect(savReportReadOnly({ Statut: 130 })).toBe(false);
    expect(savReportReadOnly({ Statut: '140' })).toBe(true);
    expect(savReportReadOnly({ Statut: 130, Signature_web: 'data:image/png;base64,AA' })).toBe(
      true,
    );
  });
});

describe('savSignedCopy', () => {
  it('« Status devis Signé and Statut 140, and STATUS_DEVIS removed », in table SAV_2', () => {
    const copy = savSignedCopy({ id: 1, Statut: 130, STATUS_DEVIS: 'En cours', Observ: 'x' });
    expect(copy).toEqual({
      id: 1,
      Statut: 140,
      'Status devis': 'Signé',
      Table: 'SAV_2',
      Observ: 'x',
    });
    expect('STATUS_DEVIS' in copy).toBe(false);
  });
});
