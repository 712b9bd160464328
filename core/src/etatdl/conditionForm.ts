import type { ConditionLeg } from './conditionState';

const filled = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') ||
  (typeof value === 'number' && Number.isFinite(value));
const isOne = (value: unknown) => String(value ?? '').trim() === '1';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment in the form's formats, in the time zone of the caller's clock: the day as YYYY-MM-DD
 * (spec 3 §2.2 section 5) and the hour as HH:mm (§5.3 "Time values are padded to two digits").
 */
export function conditionFormMoment(now: Date): { readonly day: string; readonly time: string } {
  return {
    day: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}

/**
 * The form values to fill for the leg being entered:
 * - spec 3 §4.1 "Defaults: inspector is the current user's name; signer is the client company
 *   name when setSignataire is on", only where the field is still empty;
 * - DECISIONS « Validation date and hour of a condition report (3 §2.2) »: "default to the moment
 *   of validation; the person may correct them; the PDF shows what was entered". Until a leg is
 *   validated (CONTROLE_{leg} not 1) its hour holds the planned one (HEURE_{leg}, 07:00), never a
 *   validation: the date and hour are `now`'s. Called when the form opens and again at Finaliser,
 *   so what is saved is the moment of Finaliser. A validated leg (an unlocked edit) keeps what was
 *   recorded; §4.1 "the return date is today once a departure validation exists" fills an empty
 *   return date.
 * Fields in `typed` (what the person entered) are never replaced.
 */
export function conditionFormDefaults(
  record: Readonly<Record<string, unknown>>,
  leg: ConditionLeg,
  context: {
    readonly userName: string;
    readonly setSignataire: boolean;
    /** The caller's clock: the moment the form opens, then the moment of Finaliser. */
    readonly now: Date;
    readonly typed?: ReadonlySet<string>;
  },
): Record<string, string> {
  const typed = context.typed ?? new Set<string>();
  const defaults: Record<string, string> = {};
  const fill = (key: string, value: string) => {
    if (!typed.has(key) && !filled(record[key]) && value.trim() !== '') {
      defaults[key] = value.trim();
    }
  };
  fill(`CLD_CONTROLEUR_${leg}`, context.userName);
  if (context.setSignataire) {
    const company = record.CLD_CLIENT_RAISON_SOCIALE;
    fill(`CLD_SIGNATAIRE_${leg}`, typeof company === 'string' ? company : '');
  }
  const { day, time } = conditionFormMoment(context.now);
  if (!isOne(record[`CLD_CONTROLE_${leg}`])) {
    for (const [key, value] of [
      [`CLD_DATE_${leg}_VALIDATION`, day],
      [`CLD_HEURE_${leg}`, time],
    ] as const) {
      if (!typed.has(key)) defaults[key] = value;
    }
  } else if (leg === 'RETOUR' && filled(record.CLD_DATE_DEPART_VALIDATION)) {
    fill('CLD_DATE_RETOUR_VALIDATION', day);
  }
  return defaults;
}

/**
 * spec 3 §4.1 "Online signature by mail is offered when the departure is checked with no return
 * and no departure signature, and likewise for the return": the leg to send for signature, or
 * null.
 */
export function remoteSignatureLeg(record: Readonly<Record<string, unknown>>): ConditionLeg | null {
  const departureDone = isOne(record.CLD_CONTROLE_DEPART);
  const returnDone = isOne(record.CLD_CONTROLE_RETOUR);
  if (departureDone && !returnDone && !filled(record.CLD_SIGNATURE_DEPART)) return 'DEPART';
  if (departureDone && returnDone && !filled(record.CLD_SIGNATURE_RETOUR)) return 'RETOUR';
  return null;
}

/**
 * spec 3 §2.2 "button 'Envoyer or de retour', shown only when the return is checked and OR_ID and
 * CARA_MATERIEL are non-empty".
 */
export function showsReturnWorkOrder(record: Readonly<Record<string, unknown>>): boolean {
  return (
    isOne(record.CLD_CONTROLE_RETOUR) &&
    filled(record.CLD_OR_ID) &&
    filled(record.CLD_CARA_MATERIEL)
  );
}

/** Issue 14: how long an edit-mode unlock lasts (ours: a quarter of an hour). */
export const CONDITION_UNLOCK_MS = 15 * 60_000;

/** An edit-mode unlock granted by `verif_root_mode_with_password`. */
export interface ConditionUnlock {
  readonly recordId: string;
  /** Milliseconds since 1970 when it ends. */
  readonly until: number;
}

/** The unlock a password check grants for one record at `now` (issue 14). */
export function grantConditionUnlock(recordId: unknown, now: number): ConditionUnlock {
  return { recordId: String(recordId ?? '').trim(), until: now + CONDITION_UNLOCK_MS };
}

/**
 * Issue 14 "edit mode … valid for that record only, for a limited time": whether an unlock
 * applies to this record at `now`.
 */
export function isConditionUnlocked(
  unlock: ConditionUnlock | null | undefined,
  recordId: unknown,
  now: number,
): boolean {
  const id = String(recordId ?? '').trim();
  return !!unlock && id !== '' && unlock.recordId === id && now < unlock.until;
}
