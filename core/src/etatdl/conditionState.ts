import { CONDITION_CHECK_MESSAGES as M, CONDITION_STATE_LABELS } from './messages';

/** A rental's two legs as the record's field names end (`CLD_CONTROLE_DEPART`, `…_RETOUR`). */
export type ConditionLeg = 'DEPART' | 'RETOUR';

/** spec 3 §4.1: the states of an equipment item, in the order of the status filters (§2.1). */
export const CONDITION_STATES = [
  'departure',
  'toDeliver',
  'return',
  'finished',
  'waiting',
] as const;
export type ConditionState = (typeof CONDITION_STATES)[number];

/** spec 3 §2.1 "Default selected status filters: Départ, Reprise, Terminé (indices 0, 2, 3)". */
export const DEFAULT_CONDITION_STATE_FILTER: readonly ConditionState[] = [
  'departure',
  'return',
  'finished',
];

/** The control fields of a condition record (spec 3 §3.1), as read from the wire. */
export interface ConditionControls {
  readonly CLD_CONTROLE_DEPART?: unknown;
  readonly CLD_CONTROLE_RETOUR?: unknown;
  readonly CLD_WAITING?: unknown;
}

type Flag = '0' | '1' | 'X' | 'other';

/** One control value: `1` done, `0` or empty not done (a deleted record's controls are empty), `X`. */
function flag(value: unknown): Flag {
  if (value === undefined || value === null || value === false) return '0';
  if (value === true) return '1';
  const text = String(value).trim().toUpperCase();
  if (text === '' || text === '0') return '0';
  if (text === '1') return '1';
  if (text === 'X') return 'X';
  return 'other';
}

/**
 * spec 3 §4.1: the state of an item from CONTROLE_DEPART (CD), CONTROLE_RETOUR (CR) and WAITING.
 * WAITING = 1 → En attente; CD 0 CR 0 → Départ; CD 1 CR 0 → Reprise; CD 1 CR 1 → Terminé;
 * CD X or any other pair → Livrer (attente). An empty control counts as 0.
 */
export function conditionState(controls: ConditionControls): ConditionState {
  if (flag(controls.CLD_WAITING) === '1') return 'waiting';
  const cd = flag(controls.CLD_CONTROLE_DEPART);
  const cr = flag(controls.CLD_CONTROLE_RETOUR);
  if (cd === '0' && cr === '0') return 'departure';
  if (cd === '1' && cr === '0') return 'return';
  if (cd === '1' && cr === '1') return 'finished';
  return 'toDeliver';
}

/** spec 3 §4.1: the French label of a state (`Départ`, `Livrer (attente)`, `Reprise`, …). */
export function conditionStateLabel(state: ConditionState): string {
  return CONDITION_STATE_LABELS[state];
}

/** Which sections of the form can be edited. */
export interface ConditionEditable {
  readonly DEPART: boolean;
  readonly RETOUR: boolean;
}

/**
 * spec 3 §4.1 "Editable" column and unlock: Départ edits the departure; Reprise the return, and
 * the departure too once unlocked; Terminé and Livrer (attente) nothing, both once unlocked;
 * En attente nothing, unlocked or not (§2.2: a form stored locally cannot be edited).
 */
export function conditionEditable(state: ConditionState, unlocked: boolean): ConditionEditable {
  switch (state) {
    case 'departure':
      return { DEPART: true, RETOUR: false };
    case 'return':
      return { DEPART: unlocked, RETOUR: true };
    case 'finished':
    case 'toDeliver':
      return { DEPART: unlocked, RETOUR: unlocked };
    case 'waiting':
      return { DEPART: false, RETOUR: false };
  }
}

/**
 * The saves each state accepts, the form's own save first (spec 3 §4.1, §5.1 "Saving a return
 * (CD 1, CR 0, or return plus departure)"). A departure save on a finished record is refused even
 * unlocked: it would set CR back to 0 and reopen the return; the form saves return plus departure.
 */
const SAVES: Readonly<
  Record<
    ConditionState,
    { readonly locked: readonly ConditionLeg[]; readonly unlocked: readonly ConditionLeg[] }
  >
> = {
  departure: { locked: ['DEPART'], unlocked: ['DEPART'] },
  toDeliver: { locked: [], unlocked: ['DEPART', 'RETOUR'] },
  return: { locked: ['RETOUR'], unlocked: ['RETOUR', 'DEPART'] },
  finished: { locked: [], unlocked: ['RETOUR'] },
  waiting: { locked: [], unlocked: [] },
};

/** The save the form makes from a state (spec 3 §5.1 / §5.2 heading), or null when it cannot save. */
export function conditionSaveLeg(state: ConditionState, unlocked: boolean): ConditionLeg | null {
  return SAVES[state][unlocked ? 'unlocked' : 'locked'][0] ?? null;
}

/** spec 3 §4.1: the controls a save sets (departure → CD 1 CR 0; return → both 1). */
export function controlsAfterSave(leg: ConditionLeg): {
  readonly CLD_CONTROLE_DEPART: '1';
  readonly CLD_CONTROLE_RETOUR: '0' | '1';
} {
  return { CLD_CONTROLE_DEPART: '1', CLD_CONTROLE_RETOUR: leg === 'DEPART' ? '0' : '1' };
}

/** spec 3 §4.1 "Deleting an equipment record resets both controls to empty". */
export function controlsAfterDelete(): {
  readonly CLD_CONTROLE_DEPART: '';
  readonly CLD_CONTROLE_RETOUR: '';
} {
  return { CLD_CONTROLE_DEPART: '', CLD_CONTROLE_RETOUR: '' };
}

/** Why a save is refused (HTTP 409, a state rule). */
export type ConditionSaveRefusalCode =
  | 'waitingSync'
  | 'finishedLocked'
  | 'toDeliverLocked'
  | 'departureLocked'
  | 'departureFirst'
  | 'returnDone';

export type ConditionSaveDecision =
  | {
      readonly ok: true;
      readonly state: ConditionState;
      readonly leg: ConditionLeg;
      readonly controls: ReturnType<typeof controlsAfterSave>;
    }
  | {
      readonly ok: false;
      readonly status: 409;
      readonly code: ConditionSaveRefusalCode;
      readonly message: string;
    };

function refusalCode(state: ConditionState, unlocked: boolean): ConditionSaveRefusalCode {
  switch (state) {
    case 'waiting':
      return 'waitingSync';
    case 'toDeliver':
      return 'toDeliverLocked';
    case 'finished':
      return unlocked ? 'returnDone' : 'finishedLocked';
    case 'return':
      return 'departureLocked';
    case 'departure':
      return 'departureFirst';
  }
}

/**
 * spec 3 §4.1 for one save of a record (the server decides it for every `edit_material`; the form
 * asks the same question): which saves each state allows, and the controls the save sets.
 * Terminé and Livrer (attente) are refused unless edit mode is unlocked; Reprise refuses a
 * departure save unless unlocked; Départ refuses a return save; En attente refuses everything.
 */
export function decideConditionSave(
  controls: ConditionControls,
  leg: ConditionLeg,
  unlocked: boolean,
): ConditionSaveDecision {
  const state = conditionState(controls);
  if (SAVES[state][unlocked ? 'unlocked' : 'locked'].includes(leg)) {
    return { ok: true, state, leg, controls: controlsAfterSave(leg) };
  }
  const code = refusalCode(state, unlocked);
  return { ok: false, status: 409, code, message: M[code] };
}
