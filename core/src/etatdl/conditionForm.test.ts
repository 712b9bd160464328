import { describe, expect, it } from 'vitest';
import {
  CONDITION_UNLOCK_MS,
  conditionFormDefaults,
  grantConditionUnlock,
  isConditionUnlocked,
  remoteSignatureLeg,
  showsReturnWorkOrder,
} from './conditionForm';

const CONTEXT = { userName: 'Paul MARTIN', setSignataire: true, today: '2026-03-20' };

describe('conditionFormDefaults (spec 3 §4.1 "Defaults")', () => {
  it('"inspector is the current user\'s name; signer is the client company name when setSignataire is on"', () => {
    expect(
      conditionFormDefaults({ CLD_CLIENT_RAISON_SOCIALE: 'BTP Rhône' }, 'DEPART', CONTEXT),
    ).toEqual({ CLD_CONTROLEUR_DEPART: 'Paul MARTIN', CLD_SIGNATAIRE_DEPART: 'BTP Rhône' });
    expect(
      conditionFormDefaults({ CLD_CLIENT_RAISON_SOCIALE: 'BTP Rhône' }, 'DEPART', {
        ...CONTEXT,
        setSignataire: false,
      }),
    ).toEqual({ CLD_CONTROLEUR_DEPART: 'Paul MARTIN' });
  });

  it('"the return date is today once a departure validation exists"', () => {
    expect(
      conditionFormDefaults({ CLD_DATE_DEPART_VALIDATION: '03-02-2026' }, 'RETOUR', {
        ...CONTEXT,
        setSignataire: false,
      }),
    ).toEqual({ CLD_CONTROLEUR_RETOUR: 'Paul MARTIN', CLD_DATE_RETOUR_VALIDATION: '2026-03-20' });
    expect(conditionFormDefaults({}, 'RETOUR', { ...CONTEXT, setSignataire: false })).toEqual({
      CLD_CONTROLEUR_RETOUR: 'Paul MARTIN',
    });
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
        },
        'RETOUR',
        CONTEXT,
      ),
    ).toEqual({});
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
