import { describe, expect, it } from 'vitest';
import {
  CONDITION_STATES,
  DEFAULT_CONDITION_STATE_FILTER,
  conditionEditable,
  conditionSaveLeg,
  conditionState,
  conditionStateLabel,
  controlsAfterDelete,
  controlsAfterSave,
  decideConditionSave,
} from './conditionState';

const controls = (cd: unknown, cr: unknown, waiting: unknown = '0') => ({
  CLD_CONTROLE_DEPART: cd,
  CLD_CONTROLE_RETOUR: cr,
  CLD_WAITING: waiting,
});

describe('conditionState (spec 3 §4.1 table)', () => {
  it('"CD 0 and CR 0 | Départ"', () => {
    expect(conditionState(controls('0', '0'))).toBe('departure');
    expect(conditionState(controls(0, 0))).toBe('departure');
  });

  it('an empty control counts as 0 ("Deleting … resets both controls to empty")', () => {
    expect(conditionState(controls('', ''))).toBe('departure');
    expect(conditionState({})).toBe('departure');
    expect(conditionState(controls(null, '0'))).toBe('departure');
  });

  it('"CD 1 and CR 0 | Reprise / Retour"', () => {
    expect(conditionState(controls('1', '0'))).toBe('return');
    expect(conditionState(controls(1, ''))).toBe('return');
  });

  it('"CD 1 and CR 1 | Terminé"', () => {
    expect(conditionState(controls('1', '1'))).toBe('finished');
    expect(conditionState(controls(1, 1))).toBe('finished');
  });

  it('"CD X or differing values | Livrer (attente)"', () => {
    expect(conditionState(controls('X', '0'))).toBe('toDeliver');
    expect(conditionState(controls('x', ''))).toBe('toDeliver');
    expect(conditionState(controls('0', '1'))).toBe('toDeliver');
    expect(conditionState(controls('1', 'X'))).toBe('toDeliver');
    expect(conditionState(controls('2', '0'))).toBe('toDeliver');
  });

  it('"WAITING = 1 | En attente", whatever the controls', () => {
    expect(conditionState(controls('0', '0', '1'))).toBe('waiting');
    expect(conditionState(controls('1', '1', 1))).toBe('waiting');
    expect(conditionState(controls('1', '0', '0'))).toBe('return');
  });

  it('labels, in the order of the status filters; §2.1 default filters Départ, Reprise, Terminé (indices 0, 2, 3)', () => {
    expect(CONDITION_STATES.map(conditionStateLabel)).toEqual([
      'Départ',
      'Livrer (attente)',
      'Reprise',
      'Terminé',
      'En attente',
    ]);
    expect(DEFAULT_CONDITION_STATE_FILTER.map((s) => CONDITION_STATES.indexOf(s))).toEqual([
      0, 2, 3,
    ]);
  });
});

describe('conditionEditable (spec 3 §4.1 "Editable" column and unlock)', () => {
  it('Départ: "departure editable, return locked"', () => {
    expect(conditionEditable('departure', false)).toEqual({ DEPART: true, RETOUR: false });
  });

  it('Reprise: "return editable, departure locked"; "from Reprise it unlocks departure too"', () => {
    expect(conditionEditable('return', false)).toEqual({ DEPART: false, RETOUR: true });
    expect(conditionEditable('return', true)).toEqual({ DEPART: true, RETOUR: true });
  });

  it('Terminé: "both locked"; "from Terminé it toggles both sections"', () => {
    expect(conditionEditable('finished', false)).toEqual({ DEPART: false, RETOUR: false });
    expect(conditionEditable('finished', true)).toEqual({ DEPART: true, RETOUR: true });
  });

  it('Livrer (attente): "both locked", both once unlocked', () => {
    expect(conditionEditable('toDeliver', false)).toEqual({ DEPART: false, RETOUR: false });
    expect(conditionEditable('toDeliver', true)).toEqual({ DEPART: true, RETOUR: true });
  });

  it('En attente: "both locked"; §2.2 "A form whose data is stored locally … cannot be edited", even unlocked', () => {
    expect(conditionEditable('waiting', true)).toEqual({ DEPART: false, RETOUR: false });
  });
});

describe('controlsAfterSave / controlsAfterDelete (spec 3 §4.1)', () => {
  it('"Saving a departure form sets CD 1 and CR 0. Saving a return form sets both to 1."', () => {
    expect(controlsAfterSave('DEPART')).toEqual({
      CLD_CONTROLE_DEPART: '1',
      CLD_CONTROLE_RETOUR: '0',
    });
    expect(controlsAfterSave('RETOUR')).toEqual({
      CLD_CONTROLE_DEPART: '1',
      CLD_CONTROLE_RETOUR: '1',
    });
  });

  it('"Deleting an equipment record resets both controls to empty", which is Départ again', () => {
    expect(controlsAfterDelete()).toEqual({ CLD_CONTROLE_DEPART: '', CLD_CONTROLE_RETOUR: '' });
    expect(conditionState(controlsAfterDelete())).toBe('departure');
  });
});

describe('conditionSaveLeg (spec 3 §5.1 "Saving a return (CD 1, CR 0, or return plus departure)")', () => {
  it('the form saves a departure from Départ and a return from Reprise', () => {
    expect(conditionSaveLeg('departure', false)).toBe('DEPART');
    expect(conditionSaveLeg('return', false)).toBe('RETOUR');
    expect(conditionSaveLeg('return', true)).toBe('RETOUR');
  });

  it('an unlocked Terminé saves return plus departure; Livrer (attente) unlocked saves the departure', () => {
    expect(conditionSaveLeg('finished', true)).toBe('RETOUR');
    expect(conditionSaveLeg('toDeliver', true)).toBe('DEPART');
  });

  it('nothing to save while locked, nor while waiting for synchronisation', () => {
    expect(conditionSaveLeg('finished', false)).toBeNull();
    expect(conditionSaveLeg('toDeliver', false)).toBeNull();
    expect(conditionSaveLeg('waiting', true)).toBeNull();
  });
});

describe('decideConditionSave (spec 3 §4.1, issue 14: enforced on the server)', () => {
  it('a departure save from Départ sets CD 1 CR 0', () => {
    expect(decideConditionSave(controls('0', '0'), 'DEPART', false)).toEqual({
      ok: true,
      state: 'departure',
      leg: 'DEPART',
      controls: { CLD_CONTROLE_DEPART: '1', CLD_CONTROLE_RETOUR: '0' },
    });
  });

  it('a return save from Reprise sets both to 1', () => {
    expect(decideConditionSave(controls('1', '0'), 'RETOUR', false)).toMatchObject({
      ok: true,
      state: 'return',
      controls: { CLD_CONTROLE_DEPART: '1', CLD_CONTROLE_RETOUR: '1' },
    });
  });

  it('a return before the departure is refused', () => {
    expect(decideConditionSave(controls('0', '0'), 'RETOUR', true)).toEqual({
      ok: false,
      status: 409,
      code: 'departureFirst',
      message: 'Le départ doit être enregistré avant le retour.',
    });
  });

  it('Reprise: "departure locked" until unlocked', () => {
    expect(decideConditionSave(controls('1', '0'), 'DEPART', false)).toMatchObject({
      ok: false,
      code: 'departureLocked',
    });
    expect(decideConditionSave(controls('1', '0'), 'DEPART', true)).toMatchObject({
      ok: true,
      controls: { CLD_CONTROLE_DEPART: '1', CLD_CONTROLE_RETOUR: '0' },
    });
  });

  it('"A \'termine\' form is read-only unless edit mode is unlocked"', () => {
    expect(decideConditionSave(controls('1', '1'), 'RETOUR', false)).toEqual({
      ok: false,
      status: 409,
      code: 'finishedLocked',
      message: 'L’état des lieux est terminé : déverrouillez-le pour le modifier.',
    });
    expect(decideConditionSave(controls('1', '1'), 'RETOUR', true)).toMatchObject({
      ok: true,
      state: 'finished',
      controls: { CLD_CONTROLE_DEPART: '1', CLD_CONTROLE_RETOUR: '1' },
    });
  });

  it('an unlocked Terminé refuses a departure-only save, which would reopen the return (CR 1 → 0)', () => {
    expect(decideConditionSave(controls('1', '1'), 'DEPART', true)).toMatchObject({
      ok: false,
      code: 'returnDone',
    });
    expect(decideConditionSave(controls('1', '1'), 'DEPART', false)).toMatchObject({
      ok: false,
      code: 'finishedLocked',
    });
  });

  it('Livrer (attente) is refused unless unlocked', () => {
    expect(decideConditionSave(controls('X', '0'), 'DEPART', false)).toMatchObject({
      ok: false,
      code: 'toDeliverLocked',
    });
    expect(decideConditionSave(controls('X', '0'), 'DEPART', true)).toMatchObject({ ok: true });
    expect(decideConditionSave(controls('0', '1'), 'RETOUR', true)).toMatchObject({ ok: true });
  });

  it('En attente is refused, unlocked or not, with the §4.1 text', () => {
    for (const unlocked of [false, true]) {
      expect(decideConditionSave(controls('1', '0', '1'), 'RETOUR', unlocked)).toEqual({
        ok: false,
        status: 409,
        code: 'waitingSync',
        message: "L'état des lieux est en attente de synchronisation et n'est plus modifiable.",
      });
    }
  });
});
