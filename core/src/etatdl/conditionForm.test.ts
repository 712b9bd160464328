import { describe, expect, it } from 'vitest';
import {
  CONDITION_UNLOCK_MS,
  conditionFormDefaults,
  conditionFormMoment,
  grantConditionUnlock,
  isConditionUnlocked,
  remoteSignatureLeg,
  showsReturnWorkOrder,
} from './conditionForm';

// A fixed clock in the device's time zone: 20/03/2026 at 13:10.
const NOW = new Date(2026, 2, 20, 13, 10);
const CONTEXT = { userName: 'Paul MARTIN', setSignataire: true, now: NOW };
/** The validation moment of a leg not yet validated, at NOW. */
const moment = (leg: 'DEPART' | 'RETOUR') => ({
  [`CLD_DATE_${leg}_VALIDATION`]: '2026-03-20',
  [`CLD_HEURE_${leg}`]: '13:10',
});

describe('conditionFormMoment', () => {
  it('the day as YYYY-MM-DD and the hour as HH:mm, padded to two digits (spec 3 §5.3)', () => {
    expect(conditionFormMoment(NOW)).toEqual({ day: '2026-03-20', time: '13:10' });
    expect(conditionFormMoment(new Date(2026, 10, 7, 8, 5))).toEqual({
      day: '2026-11-07',
      time: '08:05',
    });
  });
});

describe('conditionFormDefaults (spec 3 §4.1 "Defaults")', () => {
  it('"inspector is the current user\'s name; signer is the client company name when setSignataire is on"', () => {
    expect(
      conditionFormDefaults({ CLD_CLIENT_RAISON_SOCIALE: 'BTP Rhône' }, 'DEPART', CONTEXT),
    ).toEqual({
      CLD_CONTROLEUR_DEPART: 'Paul MARTIN',
      CLD_SIGNATAIRE_DEPART: 'BTP Rhône',
      ...moment('DEPART'),
    });
    expect(
      conditionFormDefaults({ CLD_CLIENT_RAISON_SOCIALE: 'BTP Rhône' }, 'DEPART', {
        ...CONTEXT,
        setSignataire: false,
      }),
    ).toEqual({ CLD_CONTROLEUR_DEPART: 'Paul MARTIN', ...moment('DEPART') });
  });

  it('DECISIONS "validation date and hour default to the moment of validation", never the planned hours', () => {
    // A departure planned at 07:00, validated on 20/03 at 13:10.
    const planned = {
      CLD_CONTROLE_DEPART: '0',
      CLD_CONTROLE_RETOUR: '0',
      CLD_HEURE_DEPART: '07:00',
      CLD_HEURE_RETOUR: '17:30',
      CLD_CONTROLEUR_DEPART: 'Luc PETIT',
    };
    expect(conditionFormDefaults(planned, 'DEPART', CONTEXT)).toEqual(moment('DEPART'));
    // Its return, planned at 17:30 and validated the same day at 13:10.
    expect(
      conditionFormDefaults(
        {
          ...planned,
          CLD_CONTROLE_DEPART: '1',
          CLD_DATE_DEPART_VALIDATION: '03-18-2026',
          CLD_CONTROLEUR_RETOUR: 'Luc PETIT',
        },
        'RETOUR',
        CONTEXT,
      ),
    ).toEqual(moment('RETOUR'));
  });

  it('"the person may correct them": what they entered is kept, the rest follows the clock', () => {
    const record = { CLD_CONTROLE_DEPART: '0', CLD_HEURE_DEPART: '08:05' };
    const later = { ...CONTEXT, now: new Date(2026, 2, 20, 13, 42) };
    expect(
      conditionFormDefaults(record, 'DEPART', { ...later, typed: new Set(['CLD_HEURE_DEPART']) }),
    ).toEqual({ CLD_CONTROLEUR_DEPART: 'Paul MARTIN', CLD_DATE_DEPART_VALIDATION: '2026-03-20' });
    // Called again at Finaliser: the untouched hour is the moment of Finaliser, not of opening.
    expect(conditionFormDefaults(record, 'DEPART', later)).toMatchObject({
      CLD_HEURE_DEPART: '13:42',
    });
  });

  it('a validated leg keeps its recorded moment; "the return date is today once a departure validation exists"', () => {
    const finished = {
      CLD_CONTROLE_DEPART: '1',
      CLD_CONTROLE_RETOUR: '1',
      CLD_DATE_DEPART_VALIDATION: '03-02-2026',
      CLD_DATE_RETOUR_VALIDATION: '03-19-2026',
      CLD_HEURE_RETOUR: '16:45',
      CLD_CONTROLEUR_RETOUR: 'Luc PETIT',
    };
    expect(conditionFormDefaults(finished, 'RETOUR', CONTEXT)).toEqual({});
    expect(
      conditionFormDefaults({ ...finished, CLD_DATE_RETOUR_VALIDATION: '' }, 'RETOUR', CONTEXT),
    ).toEqual({ CLD_DATE_RETOUR_VALIDATION: '2026-03-20' });
  });

  it('never overwrites a value already entered', () => {
    expect(
      conditionFormDefaults(
        {
          CLD_CONTROLEUR_RETOUR: 'Luc PETIT',
          CLD_SIGNATAIRE_RETOUR: 'M. Durand',
          CLD_CLIENT_RAISON_SOCIALE: 'BTP Rhône',
          CLD_DATE_DEPART_VALIDATION: '03-02-2026',
          CLD_DATE_RETOUR_VALIDATION: '2026-03-19',
          CLD_HEURE_RETOUR: '16:45',
        },
        'RETOUR',
        {
          ...CONTEXT,
          typed: new Set(['CLD_DATE_RETOUR_VALIDATION', 'CLD_HEURE_RETOUR']),
        },
      ),
    ).toEqual({});
    // A value the person emptied stays empty (the §5 rules then say it is missing).
    expect(
      conditionFormDefaults({ CLD_CONTROLEUR_DEPART: '' }, 'DEPART', {
        ...CONTEXT,
        setSignataire: false,
        typed: new Set(['CLD_CONTROLEUR_DEPART']),
      }),
    ).toEqual(moment('DEPART'));
  });
});

describe('remoteSignatureLeg (spec 3 §4.1 "Online signature by mail is offered when …")', () => {
  it('"the departure is checked with no return and no departure signature"', () => {
    expect(remoteSignatureLeg({ CLD_CONTROLE_DEPART: '1', CLD_CONTROLE_RETOUR: '0' })).toBe(
      'DEPART',
    );
    expect(
      remoteSignatureLeg({
        CLD_CONTROLE_DEPART: '1',
        CLD_CONTROLE_RETOUR: '0',
        CLD_SIGNATURE_DEPART: 'data:image/png;base64,AAAA',
      }),
    ).toBeNull();
  });

  it('"and likewise for the return"', () => {
    expect(
      remoteSignatureLeg({
        CLD_CONTROLE_DEPART: '1',
        CLD_CONTROLE_RETOUR: '1',
        CLD_SIGNATURE_DEPART: 'x',
      }),
    ).toBe('RETOUR');
    expect(
      remoteSignatureLeg({
        CLD_CONTROLE_DEPART: '1',
        CLD_CONTROLE_RETOUR: '1',
        CLD_SIGNATURE_RETOUR: 'y',
      }),
    ).toBeNull();
  });

  it('nothing to sign before the departure is checked', () => {
    expect(remoteSignatureLeg({ CLD_CONTROLE_DEPART: '0', CLD_CONTROLE_RETOUR: '0' })).toBeNull();
    expect(remoteSignatureLeg({})).toBeNull();
  });
});

describe('showsReturnWorkOrder (spec 3 §2.2 "shown only when the return is checked and OR_ID and CARA_MATERIEL are non-empty")', () => {
  const record = {
    CLD_CONTROLE_RETOUR: '1',
    CLD_OR_ID: 'OR-77',
    CLD_CARA_MATERIEL: 'Nacelle 12 m',
  };

  it('all three conditions', () => {
    expect(showsReturnWorkOrder(record)).toBe(true);
    expect(showsReturnWorkOrder({ ...record, CLD_CONTROLE_RETOUR: '0' })).toBe(false);
    expect(showsReturnWorkOrder({ ...record, CLD_OR_ID: '' })).toBe(false);
    expect(showsReturnWorkOrder({ ...record, CLD_CARA_MATERIEL: ' ' })).toBe(false);
  });
});

describe('edit-mode unlock (issue 14 "valid for that record only, for a limited time")', () => {
  const now = Date.UTC(2026, 2, 20, 9);

  it('applies to the record it was granted for, until it ends', () => {
    const unlock = grantConditionUnlock(42, now);
    expect(unlock).toEqual({ recordId: '42', until: now + CONDITION_UNLOCK_MS });
    expect(isConditionUnlocked(unlock, '42', now)).toBe(true);
    expect(isConditionUnlocked(unlock, 42, now + CONDITION_UNLOCK_MS - 1)).toBe(true);
    expect(isConditionUnlocked(unlock, '42', now + CONDITION_UNLOCK_MS)).toBe(false);
  });

  it('not for another record, nor without an unlock', () => {
    const unlock = grantConditionUnlock('42', now);
    expect(isConditionUnlocked(unlock, '43', now)).toBe(false);
    expect(isConditionUnlocked(null, '42', now)).toBe(false);
    expect(isConditionUnlocked(grantConditionUnlock('', now), '', now)).toBe(false);
  });
});
