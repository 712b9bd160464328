import { formatFrenchLongDateTime } from '../dates';
import {
  INTERVENTION_STATUS,
  INTERVENTION_STATUS_LABELS,
  PLANNING_STATUSES,
  STATUS_PROGRESS,
  statusCode,
  statusColor,
} from './interventionStatus';
import { TECHNICIAN_PLANNING_MESSAGES } from './messages';
import { interventionTechnicians } from './technicians';
import { text } from '../text';

/** What the planning draws of an intervention record (spec 2 §3.1), read once from the wire. */
export interface PlanningIntervention {
  readonly id: string;
  /** `N° RAP COMP`, the repair report number. */
  readonly number: string;
  readonly status: string;
  /** Milliseconds (UTC); null for an unscheduled (100) one. */
  readonly start: number | null;
  readonly end: number | null;
  /** `Techniciens_Nom(1..5)` merged and de-duplicated (`Technicien`). */
  readonly technicians: readonly string[];
  readonly company: string;
  readonly theme: string;
  readonly city: string;
  readonly address: string;
  readonly agencyId: string;
  readonly link: string;
  /** The record version the server gave (issue 12), sent back with each edit. */
  readonly version: number | undefined;
  /** The whole record, for the detail dialog. */
  readonly record: Readonly<Record<string, unknown>>;
}

function timestamp(record: Readonly<Record<string, unknown>>, field: string): number | null {
  const value = record[field];
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return value !== '' && Number.isFinite(n) ? n : null;
}

/**
 * spec 2 §3.1: an intervention record as the page uses it. Dates come from `Debut_TIMESTAMP` and
 * `Fin_TIMESTAMP` (milliseconds); an unscheduled one has none.
 */
export function readPlanningIntervention(
  record: Readonly<Record<string, unknown>>,
): PlanningIntervention {
  const address = [text(record.adliv), text(record.compadliv)].filter((p) => p !== '').join(', ');
  const version = record.version;
  return {
    id: text(record.id),
    number: text(record['N° RAP COMP']),
    status: statusCode(record.Statut),
    start: timestamp(record, 'Debut_TIMESTAMP'),
    end: timestamp(record, 'Fin_TIMESTAMP'),
    technicians: interventionTechnicians(record),
    company: text(record.societeliv),
    theme: text(record['Theme devis']),
    city: text(record.villeliv),
    address,
    agencyId: text(record.ID_Agence),
    link: text(record['_LINK MOTEUR']) || text(record.id),
    version: typeof version === 'number' ? version : undefined,
    record,
  };
}

/**
 * spec 2 §5.1: the title of a bar holds the report number and the technicians, so a dragged bar
 * can be checked against its record (« ERREUR : {number} » otherwise).
 */
export function interventionTitle(intervention: PlanningIntervention): string {
  const parts = [intervention.number, intervention.technicians.join(', ')];
  if (intervention.company) parts.push(intervention.company);
  return parts.filter((p) => p !== '').join(' · ');
}

/**
 * spec 2 §2.1: what an unscheduled card shows (report number, technicians, company, theme) and,
 * on hover, the city and the address.
 */
export function interventionCard(intervention: PlanningIntervention): {
  readonly lines: readonly string[];
  readonly hover: string;
} {
  return {
    lines: [
      intervention.number,
      intervention.technicians.join(', '),
      intervention.company,
      intervention.theme,
    ],
    hover: [intervention.city, intervention.address].filter((p) => p !== '').join(' — '),
  };
}

/** spec 2 §4.1 "Progress bar widths: 110 25 percent, 120 50, 130 75, 140 100"; 0 otherwise. */
export function statusProgress(status: unknown): number {
  return STATUS_PROGRESS[statusCode(status)] ?? 0;
}

/** spec 2 §4.1 "The 120 status is hidden from the legend when use_{product}_tablette is 0". */
export function legendStatuses(useTablet: boolean): { status: string; label: string }[] {
  return PLANNING_STATUSES.filter((s) => useTablet || s !== INTERVENTION_STATUS.sent).map((s) => ({
    status: s,
    label: INTERVENTION_STATUS_LABELS[s] ?? s,
  }));
}

/**
 * spec 2 §4.1: the colour of a bar. "Events in 140 … are drawn in the colour of 140"; the saved
 * colours (JSON) override the defaults.
 */
export function interventionColor(status: unknown, savedColors?: unknown): string {
  return statusColor(status, savedColors) || statusColor(INTERVENTION_STATUS.waiting);
}

/**
 * spec 2 §3.1 `statutToShow` with the §2.1 toggle "show only cards with status 120": whether an
 * intervention is shown. An empty `statutToShow` shows every status.
 */
export function statusShown(
  status: string,
  statuses: readonly string[],
  only120: boolean,
): boolean {
  if (only120) return status === INTERVENTION_STATUS.sent;
  return statuses.length === 0 || statuses.includes(status);
}

/** spec 2 §2.1 `Recherche...`: a case- and accent-insensitive search over what a bar shows. */
export function matchesSearch(intervention: PlanningIntervention, query: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const wanted = fold(query.trim());
  if (wanted === '') return true;
  return [
    intervention.number,
    intervention.company,
    intervention.theme,
    intervention.city,
    intervention.address,
    ...intervention.technicians,
  ].some((field) => fold(field).includes(wanted));
}

/** spec 2 §5.1 "Technician list filter: substring match on the name" (case-insensitive). */
export function filterTechnicianNames(names: readonly string[], query: string): string[] {
  const wanted = query.trim().toLowerCase();
  return names.filter((n) => wanted === '' || n.toLowerCase().includes(wanted));
}

/**
 * spec 2 §6 "The technicians visible are the user's own list (tech_to_show_planning_technicien)":
 * the known technicians of that comma list, in the technicians' order; every technician when the
 * list names none of them.
 */
export function techniciansToShow(all: readonly string[], saved: unknown): string[] {
  const wanted = new Set(
    text(saved)
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n !== ''),
  );
  const shown = all.filter((n) => wanted.has(n));
  return shown.length > 0 ? shown : [...all];
}

/** spec 2 §2.1: past interventions (ended before `now`) show the report date and hours. */
export function isPastIntervention(intervention: PlanningIntervention, now: number): boolean {
  return intervention.end !== null && intervention.end < now;
}

/**
 * spec 2 §8: « INDISPONIBILITÉ : {technician} » followed by the long-form dates of the
 * unavailability, e.g. « du lundi 23 novembre 2026 à 08:00 au mardi 24 novembre 2026 à 18:00 ».
 */
export function unavailabilityNotice(technician: string, start: number, end: number): string {
  return `${TECHNICIAN_PLANNING_MESSAGES.unavailability(technician)} du ${formatFrenchLongDateTime(start)} au ${formatFrenchLongDateTime(end)}`;
}

/**
 * spec 2 §4.1 "Sending to the tablet (admin, only for status up to 110)" and "Cancel planning
 * (admin, only when status is 130 or lower)": which actions the detail dialog offers.
 */
export function interventionActions(intervention: PlanningIntervention): {
  readonly send: boolean;
  readonly cancel: boolean;
  readonly remove: boolean;
} {
  const s = intervention.status;
  const planned = intervention.start !== null;
  return {
    send: s === INTERVENTION_STATUS.waiting || s === INTERVENTION_STATUS.planned,
    cancel:
      planned &&
      (s === INTERVENTION_STATUS.planned ||
        s === INTERVENTION_STATUS.sent ||
        s === INTERVENTION_STATUS.pickedUp),
    remove: s === INTERVENTION_STATUS.waiting,
  };
}

/**
 * spec 2 §4.1 "Moving or resizing an event in status 120 or 130 first shows a confirmation that
 * the intervention was already sent to the technician(s)".
 */
export function alreadySent(status: string): boolean {
  return status === INTERVENTION_STATUS.sent || status === INTERVENTION_STATUS.pickedUp;
}
