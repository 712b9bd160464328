import { parseWireDateTime } from '../dates';
import {
  DEFAULT_INTERVENTION_MS,
  INTERVENTION_STATUS,
  MAX_TECHNICIANS,
  statusCode,
} from './interventionStatus';
import { TECHNICIAN_PLANNING_MESSAGES as M } from './messages';
import { sameTechnicians } from './technicians';
import { unavailableTechnicians, type TechnicianUnavailability } from './unavailabilityOverlap';

/** An intervention as the status machine sees it (spec 2 §3.1; dates in milliseconds, UTC). */
export interface InterventionState {
  /** `N° RAP COMP`, quoted in the §8 messages. */
  readonly number: string;
  readonly status: string;
  readonly start: number | null;
  readonly end: number | null;
  readonly technicians: readonly string[];
}

/**
 * What an edit asks (spec 2 §7 `set_event` data): `Statut`, `Debut` and `Fin` as wire texts
 * (`MM/DD/YYYY HH:mm:ss`, '' to empty them), the technicians when any `Techniciens_Nom` was sent.
 */
export interface InterventionEditRequest {
  readonly status?: string | number;
  readonly start?: string;
  readonly end?: string;
  readonly technicians?: readonly string[];
}

export interface InterventionEditContext {
  /** spec 2 §6: admin equals 1. */
  readonly isAdmin: boolean;
  /** spec 2 §3.1 option `use_{product}_tablette`: false when it is 0. */
  readonly useTablet: boolean;
  /** The user's slot duration in milliseconds (spec 2 §4.1), null or absent → 2 hours. */
  readonly slotDurationMs?: number | null;
  /** Every unavailability (deleted ones are ignored). */
  readonly unavailabilities: readonly TechnicianUnavailability[];
}

/** The §4.1 transitions: drop (100 → 110), move or resize, send to tablet, cancel, remove. */
export type InterventionAction = 'drop' | 'move' | 'send' | 'cancel' | 'remove' | 'none';

export type InterventionEditResult =
  | {
      readonly ok: true;
      readonly action: InterventionAction;
      readonly next: {
        readonly status: string;
        readonly start: number | null;
        readonly end: number | null;
        readonly technicians: readonly string[];
      };
    }
  | { readonly ok: false; readonly status: 403 | 409 | 422; readonly message: string };

const refuse = (status: 403 | 409 | 422, message: string): InterventionEditResult => ({
  ok: false,
  status,
  message,
});

/**
 * spec 2 §4.1 "If no end is given, the end is the start plus the slot duration, or 2 hours as a
 * fallback" (§9: start plus 2 hours).
 */
export function defaultInterventionEnd(start: number, slotDurationMs?: number | null): number {
  const slot =
    typeof slotDurationMs === 'number' && Number.isFinite(slotDurationMs) && slotDurationMs > 0
      ? slotDurationMs
      : DEFAULT_INTERVENTION_MS;
  return start + slot;
}

/** A slot duration `HH:mm` (spec 2 §9: 01:00, 02:00, 06:00, 12:00) in milliseconds, else null. */
export function slotDurationMs(value: unknown): number | null {
  const m = typeof value === 'string' ? /^(\d{1,2}):(\d{2})$/.exec(value.trim()) : null;
  if (!m) return null;
  const ms = (Number(m[1]) * 60 + Number(m[2])) * 60_000;
  return ms > 0 ? ms : null;
}

/**
 * spec 2 §4.1 "Send to tablet … sets 120, or 130 directly when the option
 * use_{product}_tablette is 0".
 */
export function sentStatus(useTablet: boolean): string {
  return useTablet ? INTERVENTION_STATUS.sent : INTERVENTION_STATUS.pickedUp;
}

/**
 * The status machine of spec 2 §4.1 with the rules of §5.1 and §6, decided on the server for
 * every `set_event`: what the edit becomes, or the refusal (HTTP status and §8 message).
 *
 * - only admins edit (403 « ERREUR : Cette action nécessite un compte administrateur »);
 * - 140 is final (409 « … est terminé n'est donc plus modifiable. »), 99 is gone (409);
 * - `Statut` 99 removes an unscheduled (100) card: 99 with empty dates;
 * - `Statut` 100 cancels the planning (130 or lower): 100 with empty dates;
 * - `Statut` 120 or 130 without dates sends to the tablet, only up to 110: 120, or 130 when
 *   `use_{product}_tablette` is 0;
 * - a `Debut` drops (100 → 110) or moves: another technician list resets to 110, a time-only
 *   move keeps the status; no `Fin` → start + slot duration, else + 2 h; a technician whose
 *   unavailability overlaps the start or the end blocks it (409 « … technicien(s) non
 *   disponible : … »). For a dated edit the status is the server's, whatever `Statut` says;
 * - technicians alone reassign a planned intervention at its current dates (→ 110).
 */
export function decideInterventionEdit(
  current: InterventionState,
  request: InterventionEditRequest,
  context: InterventionEditContext,
): InterventionEditResult {
  const number = current.number;
  if (!context.isAdmin) return refuse(403, M.adminOnly);
  const from = statusCode(current.status);
  if (from === INTERVENTION_STATUS.removed) return refuse(409, M.removed(number));
  if (from === INTERVENTION_STATUS.finished) return refuse(409, M.finished(number));
  const asked = request.status === undefined ? '' : statusCode(request.status);
  const technicians = request.technicians ?? current.technicians;
  if (technicians.length > MAX_TECHNICIANS) {
    return refuse(422, `Une intervention a ${MAX_TECHNICIANS} techniciens au plus.`);
  }

  if (asked === INTERVENTION_STATUS.removed) {
    if (from !== INTERVENTION_STATUS.waiting) return refuse(409, M.notRemovable(number));
    return {
      ok: true,
      action: 'remove',
      next: { status: INTERVENTION_STATUS.removed, start: null, end: null, technicians },
    };
  }
  if (asked === INTERVENTION_STATUS.waiting) {
    // 140 and 99 are refused above: every status left is 130 or lower.
    return {
      ok: true,
      action: 'cancel',
      next: { status: INTERVENTION_STATUS.waiting, start: null, end: null, technicians },
    };
  }

  const dated = typeof request.start === 'string' && request.start.trim() !== '';
  const reassigned =
    request.technicians !== undefined && !sameTechnicians(request.technicians, current.technicians);
  if (!dated && request.start === '' && asked !== INTERVENTION_STATUS.waiting) {
    // Empty dates belong to a cancel (Statut 100) or a removal (Statut 99) only.
    return refuse(409, M.badTransition(number, from, asked === '' ? from : asked));
  }

  if (dated || (reassigned && current.start !== null && asked !== INTERVENTION_STATUS.sent)) {
    let start: number;
    let end: number;
    if (dated) {
      const parsedStart = parseWireDateTime(request.start);
      if (!parsedStart) {
        return refuse(
          422,
          'Le champ « data.Debut » doit être une date réelle (MM/JJ/AAAA HH:mm:ss).',
        );
      }
      start = parsedStart.getTime();
      if (typeof request.end === 'string' && request.end.trim() !== '') {
        const parsedEnd = parseWireDateTime(request.end);
        if (!parsedEnd) {
          return refuse(
            422,
            'Le champ « data.Fin » doit être une date réelle (MM/JJ/AAAA HH:mm:ss).',
          );
        }
        end = parsedEnd.getTime();
      } else {
        end = defaultInterventionEnd(start, context.slotDurationMs);
      }
    } else {
      start = current.start as number;
      end = current.end ?? defaultInterventionEnd(start, context.slotDurationMs);
    }
    if (end <= start) return refuse(422, M.endBeforeStart(number));
    if (technicians.length === 0) return refuse(422, M.noTechnician(number));
    const blocked = unavailableTechnicians(technicians, start, end, context.unavailabilities);
    if (blocked.length > 0) return refuse(409, M.unavailable(number, blocked));
    if (from === INTERVENTION_STATUS.waiting) {
      return {
        ok: true,
        action: 'drop',
        next: { status: INTERVENTION_STATUS.planned, start, end, technicians },
      };
    }
    return {
      ok: true,
      action: 'move',
      next: { status: reassigned ? INTERVENTION_STATUS.planned : from, start, end, technicians },
    };
  }

  if (asked === INTERVENTION_STATUS.sent || asked === INTERVENTION_STATUS.pickedUp) {
    if (from !== INTERVENTION_STATUS.waiting && from !== INTERVENTION_STATUS.planned) {
      return refuse(409, M.notSendable(number));
    }
    return {
      ok: true,
      action: 'send',
      next: {
        status: sentStatus(context.useTablet),
        start: current.start,
        end: current.end,
        technicians,
      },
    };
  }

  if (asked === '' || asked === from) {
    if (reassigned) {
      // An unscheduled card has no dates to keep: it is dropped with a Debut.
      return refuse(409, M.badTransition(number, from, from));
    }
    return {
      ok: true,
      action: 'none',
      next: { status: from, start: current.start, end: current.end, technicians },
    };
  }
  return refuse(409, M.badTransition(number, from, asked));
}
