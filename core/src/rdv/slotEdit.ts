import { dayTimestamp } from '../dates';
import { RDV_MESSAGES as M, refuse, type RdvRefusal } from './messages';
import {
  FREED_SLOT_FIELDS,
  commentEntry,
  hasKeyData,
  isRdvValide,
  rdvValide,
  type CommentEntry,
  type RdvValide,
} from './slotRecord';
import { isValidTimeRange, normaliseSlotTime } from './slotTimes';

/** A slot as the edit rules see it (spec 2 §3.2, wire field names; JOUR at 12:00 UTC, ms). */
export interface SlotState {
  readonly AGENCE: number | null;
  readonly VILLE: string;
  readonly JOUR: number;
  readonly DEBUT: string;
  readonly FIN: string;
  /** The appointment type keys set to 1 (TYPE_ID fields). */
  readonly types: readonly string[];
  /** DECISIONS.md: 1 booked, 0 free. */
  readonly LIBRE: 0 | 1;
  readonly RDV_VALIDE: RdvValide;
  readonly NOM: string;
  readonly PRENOM: string;
  readonly CODE_CLIENT: string;
  readonly MAIL: string;
  readonly NUMERO: string;
  readonly VELO_TYPE: string;
  readonly RESERVATION_NUM: string;
  readonly CONTRAT: string;
  readonly MATRICULE: string;
  readonly COMMENTAIRE: readonly CommentEntry[];
}

/** What an edit asks (`edit_dispo` newData): any field of the slot, and a new comment's text. */
export type SlotEditRequest = Partial<
  Omit<SlotState, 'COMMENTAIRE' | 'RDV_VALIDE' | 'LIBRE' | 'types'>
> & {
  readonly types?: readonly string[];
  readonly RDV_VALIDE?: unknown;
  readonly LIBRE?: 0 | 1;
  /** The text of a new comment (spec 2 §5.2: added to the history only if not empty). */
  readonly comment?: string;
};

export interface SlotEditContext {
  /** spec 2 §6: the user flag admin equals 1. */
  readonly isAdmin: boolean;
  /** The name written in a comment entry. */
  readonly user: string;
  /** The clock, from the caller. */
  readonly now: number;
  /** Whether the request named the version of the slot it edits (and it is the stored one). */
  readonly versionSeen: boolean;
}

/** free: freeing (§4.2); book: a free slot occupied by a client; edit: anything else. */
export type SlotEditAction = 'free' | 'book' | 'edit';

export type SlotEditResult =
  | {
      readonly ok: true;
      readonly action: SlotEditAction;
      readonly next: SlotState;
      /** The fields that changed (COMMENTAIRE when a comment was added). */
      readonly changed: readonly string[];
      /**
       * spec 2 §4.2 "A notification mail to the customer is requested when start time, end time,
       * day or city changed, and always when freeing".
       */
      readonly notify: boolean;
    }
  | RdvRefusal;

/** Fields only an administrator changes (spec 2 §5.2, §6: date, times, type and agency). */
const SCHEDULE_FIELDS = ['AGENCE', 'VILLE', 'JOUR', 'DEBUT', 'FIN', 'types'] as const;
/** The client of a booking (spec 2 §4.2 "manually occupying it with a client … and an optional contract"). */
export const CLIENT_FIELDS = [
  'NOM',
  'PRENOM',
  'CODE_CLIENT',
  'MAIL',
  'NUMERO',
  'VELO_TYPE',
  'RESERVATION_NUM',
  'CONTRAT',
  'MATRICULE',
] as const;
/** What a notification is about (spec 2 §4.2). */
const NOTIFIED_FIELDS = ['JOUR', 'DEBUT', 'FIN', 'VILLE'] as const;

const sameTypes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k) => b.includes(k));

/**
 * The rules of spec 2 §4.2, §5.2 and §6 for one edit of a slot, decided on the server for every
 * `edit_dispo` (the page asks the same questions to show or hide its buttons):
 *
 * - `LIBRE` 0 on a booked slot frees it (admin only): the §4.2 fields are cleared, a mail follows;
 * - `LIBRE` 1 on a free slot books it (admin only) for a client code; on a booked slot it is only
 *   the value read, accepted with the version read, else « Ce créneau vient d'être réservé »;
 * - date, times, types and agency (and so city) change for an admin only, and so does the client;
 * - RDV_VALIDE (0–3) and a comment apply to booked slots only; ordinary staff set them on a slot
 *   that carries key data (client code or reservation number);
 * - the result needs an agency, at least one type and an end after the start;
 * - unchanged values are not changes: a page may send the whole record back.
 */
export function decideSlotEdit(
  current: SlotState,
  request: SlotEditRequest,
  context: SlotEditContext,
): SlotEditResult {
  const asksFree = request.LIBRE === 0;
  const asksBooked = request.LIBRE === 1;
  if (asksFree && current.LIBRE === 1) {
    if (!context.isAdmin) return refuse(403, M.adminOnly);
    return {
      ok: true,
      action: 'free',
      next: { ...current, ...FREED_SLOT_FIELDS, COMMENTAIRE: [] },
      changed: Object.keys(FREED_SLOT_FIELDS),
      notify: true,
    };
  }
  if (asksBooked && current.LIBRE === 1 && !context.versionSeen) {
    return refuse(409, M.alreadyBooked);
  }
  const booking = asksBooked && current.LIBRE === 0;

  const next: {
    -readonly [K in keyof SlotState]: SlotState[K];
  } = { ...current };
  const changed: string[] = [];
  const set = <K extends keyof SlotState>(field: K, value: SlotState[K], same: boolean) => {
    if (same) return;
    next[field] = value;
    changed.push(field);
  };

  if (request.AGENCE !== undefined) {
    set('AGENCE', request.AGENCE, request.AGENCE === current.AGENCE);
  }
  if (request.VILLE !== undefined) {
    const city = request.VILLE.trim();
    set('VILLE', city, city.toLowerCase() === current.VILLE.toLowerCase());
  }
  if (request.JOUR !== undefined) {
    const day = dayTimestamp(request.JOUR);
    if (!Number.isFinite(day)) return refuse(422, M.timeRange);
    set('JOUR', day, day === current.JOUR);
  }
  for (const field of ['DEBUT', 'FIN'] as const) {
    const value = request[field];
    if (value === undefined) continue;
    const time = normaliseSlotTime(value);
    if (time === null) return refuse(422, M.timeRange);
    set(field, time, time === current[field]);
  }
  if (request.types !== undefined) {
    const types = [...new Set(request.types)];
    set('types', types, sameTypes(types, current.types));
  }
  for (const field of CLIENT_FIELDS) {
    const value = request[field];
    if (value === undefined) continue;
    const text = value.trim();
    set(field, text, text === current[field]);
  }

  const clientChanged = changed.some((f) => (CLIENT_FIELDS as readonly string[]).includes(f));
  const scheduleChanged = changed.some((f) => (SCHEDULE_FIELDS as readonly string[]).includes(f));
  if (!context.isAdmin && (booking || scheduleChanged || clientChanged)) {
    return refuse(403, M.adminOnly);
  }
  if (booking) {
    if (next.CODE_CLIENT === '') return refuse(422, M.clientRequired);
    next.LIBRE = 1;
    // A contract of a former booking never stays on the new one.
    if (request.CONTRAT === undefined) next.CONTRAT = '';
    if (request.MATRICULE === undefined) next.MATRICULE = '';
    changed.push('LIBRE');
  } else if (clientChanged && current.LIBRE === 0) {
    // Client data belongs to a booking: on a free slot, it comes with LIBRE 1 only.
    return refuse(422, M.clientRequired);
  }

  let statusOrComment = false;
  if (request.RDV_VALIDE !== undefined) {
    if (!isRdvValide(request.RDV_VALIDE)) return refuse(422, M.badStatus);
    const status = rdvValide(request.RDV_VALIDE);
    if (status !== current.RDV_VALIDE) {
      set('RDV_VALIDE', status, false);
      statusOrComment = true;
    }
  }
  const entry =
    request.comment === undefined ? null : commentEntry(context.now, context.user, request.comment);
  if (entry) {
    next.COMMENTAIRE = [...current.COMMENTAIRE, entry];
    changed.push('COMMENTAIRE');
    statusOrComment = true;
  }
  if (statusOrComment) {
    if (next.LIBRE !== 1) return refuse(409, M.notBooked);
    if (!context.isAdmin && !hasKeyData(current)) return refuse(403, M.adminOnly);
  }

  if (next.AGENCE === null) return refuse(422, M.agencyRequired);
  if (next.types.length === 0) return refuse(422, M.typeRequired);
  if (!isValidTimeRange(next.DEBUT, next.FIN)) return refuse(422, M.timeRange);

  const notify =
    !booking &&
    next.LIBRE === 1 &&
    changed.some((f) => (NOTIFIED_FIELDS as readonly string[]).includes(f));
  return { ok: true, action: booking ? 'book' : 'edit', next, changed, notify };
}

/**
 * spec 2 §5.2 "Modifier is visible if the slot has key data or the user is admin; freeing and
 * deleting are admin only" (freeing: a booked slot).
 */
export function slotActions(
  slot: {
    readonly LIBRE?: unknown;
    readonly CODE_CLIENT?: unknown;
    readonly RESERVATION_NUM?: unknown;
  },
  isAdmin: boolean,
): { readonly edit: boolean; readonly free: boolean; readonly delete: boolean } {
  return {
    edit: isAdmin || hasKeyData(slot),
    free: isAdmin && Number(slot.LIBRE) === 1,
    delete: isAdmin,
  };
}
