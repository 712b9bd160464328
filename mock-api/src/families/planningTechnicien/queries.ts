import {
  TECHNICIAN_FIELDS,
  TECHNICIAN_PLANNING_MESSAGES as M,
  interventionTechnicians,
  parseWireDay,
  toWireDateTime,
} from '@locasuite/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, InterventionsTable } from '../../db/schema';
import { HttpError } from '../../HttpError';
import { signedInUser, type HandlerContext } from '../../http/defineHandlers';
import { MAX_KEY, rowById } from '../records';
import type { PlanningScope } from '../planningSettings';

/**
 * Settings scope of the technician planning (seed README: settings rows), served with the other
 * plannings' by the shared planning-settings handlers (planningSettings.ts).
 */
export const TECHNICIAN_SCOPE = 'planning-technicien' satisfies PlanningScope;
/** The product of the tablet option `use_{product}_tablette` (spec 2 §3.1): after-sales, `sav`. */
export const TABLET_PRODUCT = 'sav';
/** The planning_display key of the page (spec 2 §3.1). */
export const DISPLAY_KEY = 'planning-technicien';
/** Where the planning's Agence choice is kept per user (setAgency/getAgency): planning_display. */
export const AGENCY_KEY = 'planning-technicien-agence';
const DAY = 86_400_000;
/** The widest range the event lists serve: a 90-day view (spec 2 §9) plus the day added. */
const MAX_RANGE_DAYS = 100;
/** Settings rows of the scope that are not options (served by their own calls). */
export const NOT_OPTIONS = new Set(['status_colors', 'day_to_hide', 'types_indisponibilite']);

type InterventionRow = Selectable<InterventionsTable>;

/** spec 2 §7 event ranges: `start`/`end` `MM/DD/YYYY`, the end day included. */
export function dayRange(start: string, end: string): { from: number; to: number } {
  const from = parseWireDay(start);
  if (!from) throw new HttpError(422, M.notADay('start'));
  const last = parseWireDay(end);
  if (!last) throw new HttpError(422, M.notADay('end'));
  const to = last.getTime() + DAY;
  if (to <= from.getTime()) {
    throw new HttpError(422, M.rangeReversed);
  }
  if (to - from.getTime() > MAX_RANGE_DAYS * DAY) {
    throw new HttpError(422, M.rangeTooLong(MAX_RANGE_DAYS));
  }
  return { from: from.getTime(), to };
}

const idOf = (value: unknown, otherwise: string | number): string | number =>
  typeof value === 'string' || typeof value === 'number' ? value : otherwise;

/**
 * The fields of spec 2 §3.1 Intervention that the record's JSON holds (the others come from the
 * columns). The lists answer these only: the stored record carries the whole after-sales form
 * (some fifty fields, the detail lines apart), twice what the planning reads, and 5,000
 * interventions in a week must reach the page quickly (issue 12 Performance).
 */
const INTERVENTION_FIELDS = [
  'Theme devis',
  'societeliv',
  'adliv',
  'compadliv',
  'villeliv',
  'Telephone',
  ...TECHNICIAN_FIELDS,
  'TYPE MACHINE',
  'N° serie constr.',
  'MARQUE MACHINE',
  'N° MATR INT',
  'Message_Interne',
] as const;

/** spec 2 §3.1 Intervention record, its dates and technicians from the columns (the truth). */
export function interventionFieldData(row: InterventionRow) {
  const data = row.data;
  const fields: Record<string, unknown> = {};
  for (const field of INTERVENTION_FIELDS) {
    if (data[field] !== undefined) fields[field] = data[field];
  }
  return {
    ...fields,
    id: row.id,
    'N° RAP COMP': row.report_number,
    '_LINK MOTEUR': idOf(data['_LINK MOTEUR'], row.id),
    Statut: row.status,
    Debut: row.start_ts === null ? '' : toWireDateTime(row.start_ts),
    Fin: row.end_ts === null ? '' : toWireDateTime(row.end_ts),
    Debut_TIMESTAMP: row.start_ts ?? '',
    Fin_TIMESTAMP: row.end_ts ?? '',
    ID_Agence: row.agency_id ?? idOf(data.ID_Agence, ''),
    version: row.version,
  };
}

/** A key of an existing record: digits only; '' means a new record. */
export function recordKey(key: string, what: string): number | null {
  const trimmed = key.trim();
  if (trimmed === '') return null;
  const id = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || !Number.isSafeInteger(id) || id <= 0 || id > MAX_KEY) {
    throw new HttpError(404, M.notFound(what, trimmed));
  }
  return id;
}

/** The session's own account: `username` must name it (getTechToShow, setAgency, getAgency). */
export function ownAccount(ctx: HandlerContext, username: string) {
  const user = signedInUser(ctx);
  const name = username.trim().toLowerCase();
  if (name !== user.login.toLowerCase() && name !== (user.email ?? '').toLowerCase()) {
    throw new HttpError(403, M.otherAccount);
  }
  return user;
}

/** An intervention by its id, else 404 in French. */
export const findIntervention = (db: Kysely<Database>, id: string | number) =>
  rowById(db, 'interventions', id, M.notFound('Intervention', String(id)));

/** The `Techniciens_Nom(i)` fields sent, as a list; undefined when none was sent. */
export function requestedTechnicians(
  data: Readonly<Record<string, unknown>>,
): string[] | undefined {
  if (!TECHNICIAN_FIELDS.some((field) => field in data)) return undefined;
  return interventionTechnicians(data);
}
