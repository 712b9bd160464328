import { describe, expect, it } from 'vitest';
import {
  FREED_SLOT_FIELDS,
  RDV_VALIDE_LABELS,
  agencyMapLink,
  bookedLabel,
  commentEntry,
  commentHistory,
  hasKeyData,
  isBookedSlot,
  isRdvValide,
  rdvValide,
  slotTypeFields,
  slotTypeKeys,
} from './slotRecord';

describe('RDV_VALIDE (spec 2 §3.2 "0 none, 1 ✅, 2 ⚠️, 3 ❌; 0 when missing or not a number")', () => {
  it('labels', () => {
    expect(RDV_VALIDE_LABELS).toEqual({ 0: '', 1: '✅', 2: '⚠️', 3: '❌' });
  });

  it('reads 1, 2, 3 as numbers or texts; anything else as 0', () => {
    expect(rdvValide(2)).toBe(2);
    expect(rdvValide('3')).toBe(3);
    for (const value of [undefined, null, '', 'abc', Number.NaN, 4, -1, 1.5]) {
      expect(rdvValide(value)).toBe(0);
    }
    expect(isRdvValide(0)).toBe(true);
    expect(isRdvValide('1')).toBe(true);
    expect(isRdvValide(4)).toBe(false);
    expect(isRdvValide('x')).toBe(false);
  });
});

describe('LIBRE (DECISIONS.md: 1 = booked, 0 = free; screens say Réservé : Oui/Non)', () => {
  it('reads 1 as booked', () => {
    expect(isBookedSlot({ LIBRE: 1 })).toBe(true);
    expect(isBookedSlot({ LIBRE: '1' })).toBe(true);
    expect(isBookedSlot({ LIBRE: 0 })).toBe(false);
    expect(isBookedSlot({})).toBe(false);
    expect(bookedLabel({ LIBRE: 1 })).toBe('Oui');
    expect(bookedLabel({ LIBRE: 0 })).toBe('Non');
  });
});

describe('hasKeyData (spec 2 §6 "booked slots where keys are shown")', () => {
  it('a client code or a reservation number', () => {
    expect(hasKeyData({ CODE_CLIENT: 'C00012' })).toBe(true);
    expect(hasKeyData({ RESERVATION_NUM: 'R000123' })).toBe(true);
    expect(hasKeyData({ CODE_CLIENT: ' ', RESERVATION_NUM: '' })).toBe(false);
    expect(hasKeyData({})).toBe(false);
  });
});

describe('FREED_SLOT_FIELDS (spec 2 §4.2 "Freeing clears …")', () => {
  it('"the reservation number, comment, names, mail, phone, client code, bike type and RDV_VALIDE", LIBRE back to 0', () => {
    expect(FREED_SLOT_FIELDS).toEqual({
      RESERVATION_NUM: '',
      COMMENTAIRE: [],
      NOM: '',
      PRENOM: '',
      MAIL: '',
      NUMERO: '',
      CODE_CLIENT: '',
      VELO_TYPE: '',
      RDV_VALIDE: 0,
      LIBRE: 0,
    });
  });
});

describe('commentEntry, commentHistory (spec 2 §3.2 COMMENTAIRE, §5.2)', () => {
  it('an entry "with date formatted DD/MM/YYYY HH:mm, user, msg"', () => {
    expect(commentEntry(Date.UTC(2026, 2, 2, 8, 5), 'Paul Martin', ' Client rappelé ')).toEqual({
      date: '02/03/2026 08:05',
      user: 'Paul Martin',
      msg: 'Client rappelé',
    });
  });

  it('"A comment is added to the history only if not empty"', () => {
    expect(commentEntry(Date.UTC(2026, 2, 2), 'x', '   ')).toBeNull();
  });

  it('reads a stored history; anything else is empty', () => {
    expect(commentHistory([{ date: '02/03/2026 08:05', user: 'a', msg: 'b' }, 'x'])).toEqual([
      { date: '02/03/2026 08:05', user: 'a', msg: 'b' },
    ]);
    expect(commentHistory('texte')).toEqual([]);
  });
});

describe('TYPE_ID fields (spec 2 §3.2 "one field per appointment type key")', () => {
  const types = [{ KEY: 'TYPE_ID1' }, { KEY: 'TYPE_ID2' }, { KEY: 'TYPE_ID3' }];
  it('keys set to 1, and back to fields', () => {
    expect(slotTypeKeys({ TYPE_ID1: 1, TYPE_ID2: '0', TYPE_ID3: '1', TYPE_ID9: 1 }, types)).toEqual(
      ['TYPE_ID1', 'TYPE_ID3'],
    );
    expect(slotTypeFields(['TYPE_ID2'], types)).toEqual({ TYPE_ID1: 0, TYPE_ID2: 1, TYPE_ID3: 0 });
  });
});

describe('agencyMapLink (spec 2 §3.2 AGENCE_MAP_LINK from GPS)', () => {
  it('a map search on the coordinates; empty without them', () => {
    expect(agencyMapLink('45.7468,4.8427')).toBe(
      'https://www.google.com/maps/search/?api=1&query=45.7468,4.8427',
    );
    expect(agencyMapLink('45.7|4.8')).toBe(
      'https://www.google.com/maps/search/?api=1&query=45.7,4.8',
    );
    expect(agencyMapLink('')).toBe('');
    expect(agencyMapLink('<script>')).toBe('');
  });
});
