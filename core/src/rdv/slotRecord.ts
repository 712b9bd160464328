import { formatFrenchDateTime, type DateInput } from '../dates';

/**
 * spec 2 §3.2 RDV_VALIDE: 0 none, 1 ✅, 2 ⚠️, 3 ❌; "0 when missing or not a number". A number
 * outside 0–3 counts as missing.
 */
export const RDV_VALIDE_LABELS = { 0: '', 1: '✅', 2: '⚠️', 3: '❌' } as const;
export type RdvValide = keyof typeof RDV_VALIDE_LABELS;

export function rdvValide(value: unknown): RdvValide {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN);
  return n === 1 || n === 2 || n === 3 ? n : 0;
}

/** Whether a RDV_VALIDE value is one the edit may set (spec 2 §4.2 "choosing 1, 2 or 3"; 0 clears). */
export function isRdvValide(value: unknown): boolean {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN);
  return n === 0 || n === 1 || n === 2 || n === 3;
}

/**
 * DECISIONS.md: stored `LIBRE` 1 = booked, 0 = free; screens say `Réservé : Oui/Non`.
 */
export function isBookedSlot(slot: { readonly LIBRE?: unknown }): boolean {
  return Number(slot.LIBRE) === 1;
}

/** The label of LIBRE on screens (DECISIONS.md). */
export function bookedLabel(slot: { readonly LIBRE?: unknown }): 'Oui' | 'Non' {
  return isBookedSlot(slot) ? 'Oui' : 'Non';
}

const filled = (value: unknown) =>
  value !== null && value !== undefined && String(value).trim() !== '';

/**
 * spec 2 §5.2, §6 "booked slots where the slot carries key data" / "where keys are shown": a
 * client code or a reservation number. Ordinary staff edit status and comment of those only.
 */
export function hasKeyData(slot: {
  readonly CODE_CLIENT?: unknown;
  readonly RESERVATION_NUM?: unknown;
}): boolean {
  return filled(slot.CODE_CLIENT) || filled(slot.RESERVATION_NUM);
}

/**
 * spec 2 §4.2 "Freeing clears the reservation number, comment, names, mail, phone, client code,
 * bike type and RDV_VALIDE", and LIBRE goes back to 0 (DECISIONS.md). The values a freed slot has.
 */
export const FREED_SLOT_FIELDS = {
  RESERVATION_NUM: '',
  COMMENTAIRE: [] as readonly CommentEntry[],
  NOM: '',
  PRENOM: '',
  MAIL: '',
  NUMERO: '',
  CODE_CLIENT: '',
  VELO_TYPE: '',
  RDV_VALIDE: 0,
  LIBRE: 0,
} as const;

/** spec 2 §3.2 COMMENTAIRE: "a list of entries with date formatted DD/MM/YYYY HH:mm, user, msg". */
export interface CommentEntry {
  readonly date: string;
  readonly user: string;
  readonly msg: string;
}

/**
 * The history entry of a new comment, or null: spec 2 §5.2 "A comment is added to the history
 * only if not empty". `now` comes from the caller.
 */
export function commentEntry(now: DateInput, user: string, msg: string): CommentEntry | null {
  const text = msg.trim();
  if (text === '') return null;
  return { date: formatFrenchDateTime(now), user, msg: text };
}

/** A stored COMMENTAIRE as a list of entries (anything else reads as an empty history). */
export function commentHistory(value: unknown): CommentEntry[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    .map((e) => ({
      date: String(e.date ?? ''),
      user: String(e.user ?? ''),
      msg: String(e.msg ?? ''),
    }));
}

/** spec 2 §3.2 "TYPE_ID(1..n) (one field per appointment type key)": the keys set to 1. */
export function slotTypeKeys(
  slot: Readonly<Record<string, unknown>>,
  types: readonly { readonly KEY: string }[],
): string[] {
  return types.filter((t) => Number(slot[t.KEY]) === 1 || slot[t.KEY] === true).map((t) => t.KEY);
}

/** The TYPE_ID fields of a slot on the wire: 1 for its types, 0 for the others. */
export function slotTypeFields(
  keys: readonly string[],
  types: readonly { readonly KEY: string }[],
): Record<string, 0 | 1> {
  return Object.fromEntries(types.map((t) => [t.KEY, keys.includes(t.KEY) ? 1 : 0]));
}

/**
 * The map link of an agency (spec 2 §3.2 AGENCE_MAP_LINK) from its GPS `lat,lng`: a map search
 * any phone opens; '' without coordinates.
 */
export function agencyMapLink(gps: string | null | undefined): string {
  const m =
    typeof gps === 'string'
      ? /^\s*(-?\d+(?:\.\d+)?)\s*[,|;]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(gps)
      : null;
  if (!m) return '';
  return `https://www.google.com/maps/search/?api=1&query=${m[1]},${m[2]}`;
}

/**
 * The contracts a booking may name (spec 2 §5.2 "Aucun contrat en cours pour le client
 * séléctionné"): reserved and running rentals, the ones a bike is picked up or returned for.
 */
export const OPEN_CONTRACT_STATES: readonly string[] = ['Réservé', 'En cours'];
