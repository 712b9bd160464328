import {
  INTERVENTION_STATUS,
  TECHNICIAN_FIELDS,
  TECHNICIAN_PLANNING_MESSAGES,
  decideInterventionEdit,
  interventionTechnicians,
  parseWireDateTime,
  parseWireDay,
  readPlanningDisplay,
  slotDurationMs,
  tabletOptionKey,
  technicianFields,
  toWireDateTime,
  unavailabilityTypes,
  usesTablet,
  type InterventionEditRequest,
} from '@locasuite/core';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database, InterventionsTable } from '../db/schema';
import { HttpError } from '../HttpError';
import {
  cachedRead,
  defineHandlers,
  read,
  signedInUser,
  type HandlerContext,
} from '../http/defineHandlers';
import { list } from './answers';
import {
  MAX_KEY,
  agencyFieldData,
  checkStaffNames,
  isIntegerKey,
  setDisplayKey,
  staffListHandler,
} from './records';
import { STATUS_COLORS } from './calendarColorSchemes';
import {
  OTHER_TOKEN,
  calendarSettingsHandlers,
  planningDisplayHandlers,
  readSetting,
  type PlanningScope,
} from './planningSettings';

/**
 * Settings scope of the technician planning (seed README: settings rows), served with the other
 * plannings' by the shared planning-settings handlers (planningSettings.ts).
 */
export const TECHNICIAN_SCOPE = 'planning-technicien' satisfies PlanningScope;
/** The product of the tablet option `use_{product}_tablette` (spec 2 §3.1): after-sales, `sav`. */
export const TABLET_PRODUCT = 'sav';
/** The planning_display key of the page (spec 2 §3.1). */
const DISPLAY_KEY = 'planning-technicien';
/** Where the planning's Agence choice is kept per user (setAgency/getAgency): planning_display. */
const AGENCY_KEY = 'planning-technicien-agence';
const DAY = 86_400_000;
/** The widest range the event lists serve: a 90-day view (spec 2 §9) plus the day added. */
const MAX_RANGE_DAYS = 100;
/** Settings rows of the scope that are not options (served by their own calls). */
const NOT_OPTIONS = new Set(['status_colors', 'day_to_hide', 'types_indisponibilite']);

const M = TECHNICIAN_PLANNING_MESSAGES;
const S = INTERVENTION_STATUS;

type InterventionRow = Selectable<InterventionsTable>;

/** spec 2 §7 event ranges: `start`/`end` `MM/DD/YYYY`, the end day included. */
function dayRange(start: string, end: string): { from: number; to: number } {
  const from = parseWireDay(start);
  if (!from) throw new HttpError(422, 'Le champ « start » doit être une date réelle (MM/JJ/AAAA).');
  const last = parseWireDay(end);
  if (!last) throw new HttpError(422, 'Le champ « end » doit être une date réelle (MM/JJ/AAAA).');
  const to = last.getTime() + DAY;
  if (to <= from.getTime()) {
    throw new HttpError(422, 'La période demandée est invalide : la fin doit suivre le début.');
  }
  if (to - from.getTime() > MAX_RANGE_DAYS * DAY) {
    throw new HttpError(
      422,
      `La période demandée est trop longue : ${MAX_RANGE_DAYS} jours au plus.`,
    );
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
function interventionFieldData(row: InterventionRow) {
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
function recordKey(key: string, what: string): number | null {
  const trimmed = key.trim();
  if (trimmed === '') return null;
  const id = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || !Number.isSafeInteger(id) || id <= 0 || id > MAX_KEY) {
    throw new HttpError(404, `${what} introuvable : ${trimmed}.`);
  }
  return id;
}

/** DEBUT and FIN of an unavailability or a comment, in milliseconds. */
function period(data: { DEBUT: string; FIN: string }, allowEqual: boolean) {
  const start = parseWireDateTime(data.DEBUT);
  if (!start) throw new HttpError(422, 'Le champ « data.DEBUT » doit être une date réelle.');
  const end = parseWireDateTime(data.FIN);
  if (!end) throw new HttpError(422, 'Le champ « data.FIN » doit être une date réelle.');
  if (allowEqual ? end < start : end <= start) {
    throw new HttpError(422, 'La fin doit suivre le début.');
  }
  return { start: start.getTime(), end: end.getTime() };
}

/** The session's own account: `username` must name it (getTechToShow, setAgency, getAgency). */
function ownAccount(ctx: HandlerContext, username: string) {
  const user = signedInUser(ctx);
  const name = username.trim().toLowerCase();
  if (name !== user.login.toLowerCase() && name !== (user.email ?? '').toLowerCase()) {
    throw new HttpError(403, 'Ce compte n’est pas celui de la session.');
  }
  return user;
}

/** The two dated notes of a technician: unavailabilities and comments (state 1 active, 0 deleted). */
type NoteTable = 'technician_unavailabilities' | 'technician_comments';
type NoteColumns = Omit<Database['technician_comments'], 'comment'>;

/** The active notes of a table, oldest first, with the wire fields both lists share. */
async function activeNotes<T extends NoteTable>(db: Kysely<Database>, table: T) {
  const rows = (await db
    .selectFrom(table as NoteTable)
    .selectAll()
    .where('state', '=', 1)
    .orderBy('start_ts')
    .orderBy('key')
    .execute()) as (Selectable<Database[T]> & Selectable<NoteColumns>)[];
  return rows.map((r) => ({
    row: r,
    wire: {
      'Clé primaire': r.key,
      DEBUT: toWireDateTime(r.start_ts),
      FIN: toWireDateTime(r.end_ts),
      DEBUT_TIMESTAMP: r.start_ts,
      FIN_TIMESTAMP: r.end_ts,
      TECHNICIEN: r.technician,
    },
  }));
}

/**
 * The columns both notes share, from a save's `data`: the period checked (`allowEqual`: a comment
 * may end when it starts), the technician known, the state (1 unless given).
 */
async function noteColumns(
  ctx: HandlerContext,
  data: { DEBUT: string; FIN: string; TECHNICIEN: string; state?: unknown },
  allowEqual: boolean,
) {
  const { start, end } = period(data, allowEqual);
  await checkStaffNames(ctx.db, 'technicien', [data.TECHNICIEN]);
  return {
    technician: data.TECHNICIEN,
    start_ts: start,
    end_ts: end,
    state: Number(data.state ?? 1),
  };
}

/** Creates a note (`id` null) or rewrites it; 404 in French when it does not exist. */
async function saveNote<T extends NoteTable>(
  ctx: HandlerContext,
  table: T,
  id: number | null,
  values: Omit<Insertable<Database[T]>, 'key'>,
  notFound: string,
): Promise<{ recordId: number }> {
  const db = ctx.db as unknown as Kysely<Record<NoteTable, Database['technician_comments']>>;
  const fields = values as unknown as Insertable<Database['technician_comments']>;
  if (id === null) {
    const row = await db
      .insertInto(table as NoteTable)
      .values(fields)
      .returning('key')
      .executeTakeFirstOrThrow();
    return { recordId: row.key };
  }
  const updated = await db
    .updateTable(table as NoteTable)
    .set({ ...fields, updated_at: ctx.now() })
    .where('key', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new HttpError(404, `${notFound} : ${id}.`);
  return { recordId: id };
}

async function findIntervention(db: Kysely<Database>, id: string | number) {
  const numeric = Number(id);
  const row = isIntegerKey(numeric)
    ? await db.selectFrom('interventions').selectAll().where('id', '=', numeric).executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, `Intervention introuvable : ${String(id)}.`);
  return row;
}

/** The `Techniciens_Nom(i)` fields sent, as a list; undefined when none was sent. */
function requestedTechnicians(data: Readonly<Record<string, unknown>>): string[] | undefined {
  if (!TECHNICIAN_FIELDS.some((field) => field in data)) return undefined;
  return interventionTechnicians(data);
}

/**
 * spec 2 §7.1 Technician planning (`/api/planningTechnicien/v1`). Every `set_event` goes through
 * core's `decideInterventionEdit` (spec 2 §4.1), and its write is one UPDATE conditional on the
 * version read: of concurrent edits of one intervention exactly one is written, the others
 * answer 409 (issue 12). Reads are marked `read()`; every write runs in the dispatcher's
 * transaction. Admin-only calls are refused before these run (catalogue `access`, with
 * the §8 message for this family).
 */
export const planningTechnicienHandlers = defineHandlers('planningTechnicien', {
  get_events_liste: cachedRead(['interventions'], async (ctx, { start, end }) => {
    const { from, to } = dayRange(start, end);
    // Unscheduled (100) ones have no dates: they are always listed, for the bottom panel.
    const rows = await ctx.db
      .selectFrom('interventions')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('status', '=', S.waiting),
          eb.and([
            eb('status', 'in', [S.planned, S.sent, S.pickedUp]),
            eb('start_ts', '<', to),
            eb('end_ts', '>', from),
          ]),
        ]),
      )
      .orderBy('start_ts')
      .orderBy('id')
      .execute();
    return list(rows.map(interventionFieldData));
  }),

  get_old_events_liste: read(async (ctx, { start, end }) => {
    const { from, to } = dayRange(start, end);
    const rows = await ctx.db
      .selectFrom('interventions')
      .selectAll()
      .where('status', '=', S.finished)
      .where('start_ts', '<', to)
      .where('end_ts', '>', from)
      .orderBy('start_ts')
      .orderBy('id')
      .execute();
    return list(rows.map(interventionFieldData));
  }),

  get_event_info_by_event_link: read(async (ctx, { link }) => {
    const row = await findIntervention(ctx.db, link);
    const lines = Array.isArray(row.data.lignes)
      ? (row.data.lignes as Record<string, unknown>[])
      : [];
    return list(
      lines.map((line) => ({
        ...line,
        'SAV REF PRODUIT': String(line['SAV REF PRODUIT'] ?? ''),
        'SAV DESIGNATION': String(line['SAV DESIGNATION'] ?? ''),
        'SAV QTE PROD': (line['SAV QTE PROD'] as number | string | undefined) ?? '',
        'DATE RAPPORT': row.data['DATE RAPPORT'] ?? '',
        'Heure Arriv(1)': row.data['Heure Arriv'] ?? '',
        'Heure dep(1)': row.data['Heure dep'] ?? '',
      })),
    );
  }),

  set_event: async (ctx, { id, data, version }) => {
    const user = signedInUser(ctx);
    const row = await findIntervention(ctx.db, id);
    if (version !== undefined && version !== row.version) throw new HttpError(409, M.staleVersion);
    const request: InterventionEditRequest = {
      ...(data.Statut !== undefined ? { status: data.Statut } : {}),
      ...(data.Debut !== undefined ? { start: data.Debut } : {}),
      ...(data.Fin !== undefined ? { end: data.Fin } : {}),
      ...(requestedTechnicians(data) ? { technicians: requestedTechnicians(data) } : {}),
    };
    if (request.technicians) await checkStaffNames(ctx.db, 'technicien', request.technicians);
    const names = request.technicians ?? interventionTechnicians(row.data);
    const unavailabilities =
      names.length === 0
        ? []
        : await ctx.db
            .selectFrom('technician_unavailabilities')
            .select(['technician', 'start_ts', 'end_ts', 'state'])
            .where('technician', 'in', names)
            .where('state', '=', 1)
            .execute();
    const display = readPlanningDisplay(user.planning_display, DISPLAY_KEY);
    const decision = decideInterventionEdit(
      {
        number: row.report_number,
        status: row.status,
        start: row.start_ts,
        end: row.end_ts,
        technicians: interventionTechnicians(row.data),
      },
      request,
      {
        isAdmin: user.admin,
        useTablet: usesTablet(
          await readSetting(ctx.db, tabletOptionKey(TABLET_PRODUCT), TECHNICIAN_SCOPE),
        ),
        slotDurationMs: slotDurationMs(display.selectedslotduration),
        unavailabilities: unavailabilities.map((u) => ({
          technician: u.technician,
          start: u.start_ts,
          end: u.end_ts,
          state: u.state,
        })),
      },
    );
    if (!decision.ok) throw new HttpError(decision.status, decision.message);
    const next = decision.next;
    const fields = {
      Statut: next.status,
      Debut: next.start === null ? '' : toWireDateTime(next.start),
      Fin: next.end === null ? '' : toWireDateTime(next.end),
      Debut_TIMESTAMP: next.start ?? '',
      Fin_TIMESTAMP: next.end ?? '',
      ...technicianFields(next.technicians),
    };
    // Decided in the database: only the version read is overwritten, so of two edits made on the
    // same version the second finds none and answers 409.
    const updated = await ctx.db
      .updateTable('interventions')
      .set({
        status: next.status,
        start_ts: next.start,
        end_ts: next.end,
        data: sql<string>`data || ${JSON.stringify(fields)}::jsonb`,
        version: sql<number>`version + 1`,
      })
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .returning('version')
      .executeTakeFirst();
    if (!updated) throw new HttpError(409, M.staleVersion);
    return { recordId: row.id, version: updated.version };
  },

  get_technicien_liste: staffListHandler('technicien'),

  get_technicien_available_liste: read(async (ctx) => {
    const notes = await activeNotes(ctx.db, 'technician_unavailabilities');
    return list(notes.map(({ row, wire }) => ({ ...wire, TYPE: row.type, state: row.state })));
  }),

  set_technicien_available_liste_by_key: async (ctx, { key, data }) => {
    const id = recordKey(key, 'Indisponibilité');
    const note = await noteColumns(ctx, data, false);
    const types = unavailabilityTypes(
      await readSetting(ctx.db, 'types_indisponibilite', TECHNICIAN_SCOPE),
    );
    if (!types.some((t) => t.TYPE === data.TYPE)) {
      throw new HttpError(
        422,
        `Type d’indisponibilité inconnu : ${data.TYPE} (${types.map((t) => t.TYPE).join(', ')}).`,
      );
    }
    const values = { ...note, type: data.TYPE };
    return saveNote(ctx, 'technician_unavailabilities', id, values, 'Indisponibilité introuvable');
  },

  get_commentaires_liste: read(async (ctx) => {
    const notes = await activeNotes(ctx.db, 'technician_comments');
    return list(
      notes.map(({ row, wire }) => ({ ...wire, COMMENTAIRE: row.comment, state: row.state })),
    );
  }),

  set_commentaire_by_key: async (ctx, { key, data }) => {
    const id = recordKey(key, 'Commentaire');
    const values = { ...(await noteColumns(ctx, data, true)), comment: data.COMMENTAIRE };
    return saveNote(ctx, 'technician_comments', id, values, 'Commentaire introuvable');
  },

  getIndisponibilityType: read(async (ctx) => {
    const stored = await readSetting(ctx.db, 'types_indisponibilite', TECHNICIAN_SCOPE);
    return list(unavailabilityTypes(stored));
  }),

  get_calendar_settings: read(async (ctx) => {
    const multi = await readSetting(ctx.db, 'multie-technicien', TECHNICIAN_SCOPE);
    return list([{ Params: { 'multie-technicien': String(multi ?? '0').trim() === '1' } }]);
  }),

  get_planning_technicien_options: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('scope', '=', TECHNICIAN_SCOPE)
      .orderBy('key')
      .execute();
    return list(
      rows.filter((r) => !NOT_OPTIONS.has(r.key)).map((r) => ({ Key: r.key, Value: r.value })),
    );
  }),

  ...calendarSettingsHandlers(TECHNICIAN_SCOPE, STATUS_COLORS),

  // spec 2 §7 "The agency list response is at data.data.data".
  get_agency: read(async (ctx) => ({ data: list(await agencyFieldData(ctx.db, false)) })),

  get_agency_soft: read(async (ctx) => ({ data: list(await agencyFieldData(ctx.db, true)) })),

  setTechToShow: async (ctx, { token, liste }) => {
    const user = signedInUser(ctx);
    if (token !== ctx.token) throw new HttpError(403, OTHER_TOKEN);
    const names = [
      ...new Set(
        liste
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n !== ''),
      ),
    ];
    await checkStaffNames(ctx.db, 'technicien', names);
    await ctx.db
      .updateTable('users')
      .set({ tech_to_show_planning_technicien: names.join(','), updated_at: ctx.now() })
      .where('id', '=', user.id)
      .execute();
    return { recordId: user.id };
  },

  getTechToShow: read(async (ctx, { username }) => {
    // The session proves who asks; `username` must name that account (the password the old
    // payload carries is not checked again).
    const user = ownAccount(ctx, username);
    return list([{ tech_to_show_planning_technicien: user.tech_to_show_planning_technicien }]);
  }),

  setAgency: async (ctx, { username, agencyId }) => {
    const user = ownAccount(ctx, username);
    // An empty agencyId clears the choice (the page's clearable Agence filter, spec 2 §2.1).
    let chosen = '';
    if (agencyId !== '') {
      const id = Number(agencyId);
      const agency = isIntegerKey(id)
        ? await ctx.db.selectFrom('agencies').select('id').where('id', '=', id).executeTakeFirst()
        : undefined;
      if (!agency) throw new HttpError(422, `Agence inconnue : ${String(agencyId)}.`);
      chosen = String(agency.id);
    }
    // The planning's own choice, beside the person's display (planning_display), not their home
    // agency (users.agency_id, user_id_agence).
    await setDisplayKey(ctx.db, user.id, AGENCY_KEY, chosen, ctx.now());
    return { recordId: user.id };
  },

  getAgency: read(async (ctx, { username }) => {
    const user = ownAccount(ctx, username);
    const saved = (user.planning_display as Record<string, unknown> | null)?.[AGENCY_KEY];
    const id = typeof saved === 'string' && /^\d+$/.test(saved) ? Number(saved) : '';
    return list([{ ID_Agence: id }]);
  }),

  ...planningDisplayHandlers(),
});
