import { AVAILABILITY_PLANNING_MESSAGES as M, parseStateColors } from '@locasuite/core';
import { createUser } from '../auth/users';
import { HttpError } from '../HttpError';
import { sql } from 'kysely';
import { list, listText } from './answers';
import { cachedRead, defineHandlers, read } from '../http/defineHandlers';
import { AVAILABILITY_COLORS } from './calendarColorSchemes';
import {
  AVAILABILITY_SCOPE,
  calendarSettingsHandlers,
  eventTypesHandlers,
  planningDisplayHandlers,
  readSetting,
} from './planningSettings';

/**
 * The answer's `fieldData` of a rental line, built by the database (issue 10): the listed fields of
 * the stored line (`event_fields`, computed when the line is written; absent ones stay absent) and
 * the line's columns. The answer goes out as the text PostgreSQL wrote, never turned into JS
 * objects on the way.
 */
const RENTAL_EVENT_SQL = sql.raw(`l.event_fields || jsonb_build_object(
  'CLD_ID_CONTRAT_LOC_DATA', l.id,
  'CLD_STATE', coalesce(l.state, ''),
  'CLD_CONTRAT_STATE', coalesce(c.state, ''),
  'CLD_DATE_DEPART_TIMESTAMP', l.start_ts,
  'CLD_DATE_RETOUR_TIMESTAMP', l.end_ts,
  'CLD_DATE_LIVRAISON_DEPART', coalesce(to_jsonb(l.delivery_start_ts), '""'::jsonb),
  'CLD_DATE_LIVRAISON_RETOUR', coalesce(to_jsonb(l.delivery_end_ts), '""'::jsonb))`);

/** The widest window one call may ask for, in days (a 90-day view plus margins). */
const MAX_WINDOW_DAYS = 400;
const MAX_WINDOW_MS = MAX_WINDOW_DAYS * 86_400_000;
/** Delivery legs extend a rental by a few hours on each side (spec 1 §4). */
const DELIVERY_MARGIN_MS = 2 * 86_400_000;

function checkWindow(start: number, end: number): void {
  if (!(end > start)) {
    throw new HttpError(422, M.rangeReversed);
  }
  if (end - start > MAX_WINDOW_MS) {
    throw new HttpError(422, M.rangeTooLong(MAX_WINDOW_DAYS));
  }
}

/** spec 1 §7 Availability planning (`/api/planningDisponibilite/v1`). */
export const planningDisponibiliteHandlers = defineHandlers('planningDisponibilite', {
  get_parc: cachedRead(['fleet'], async (ctx) => {
    const rows = await ctx.db
      .selectFrom('fleet')
      .select(['id', 'matricule', 'agency_id', 'data'])
      .orderBy('id')
      .execute();
    return list(
      rows.map((r) => ({ ...r.data, ID: r.id, MATRICULE: r.matricule, ID_AGENCE: r.agency_id })),
    );
  }),

  get_events: cachedRead(['contract_lines', 'contracts'], async (ctx, { start, end }) => {
    checkWindow(start, end);
    // The window index (start_ts < end AND end_ts > start, widened by the delivery legs), then
    // the exact rule on the delivery dates.
    return listText(
      ctx.db,
      sql`select ${RENTAL_EVENT_SQL} as f, row_number() over (order by l.start_ts, l.id) as n
        from contract_lines l left join contracts c on c.id = l.contract_id
        where l.start_ts < ${end + DELIVERY_MARGIN_MS} and l.end_ts > ${start - DELIVERY_MARGIN_MS}
          and coalesce(l.delivery_start_ts, l.start_ts) < ${end}
          and coalesce(l.delivery_end_ts, l.end_ts) > ${start}`,
    );
  }),

  get_events_reserved: cachedRead(['reservations'], async (ctx, { start, end }) => {
    checkWindow(start, end);
    return listText(
      ctx.db,
      sql`select data || jsonb_build_object(
            'R_LIEN', id,
            'CLD_STATE', coalesce(state, ''),
            'R_DATE_DEPART_TIMESTAMP', start_ts,
            'R_DATE_RETOUR_TIMESTAMP', end_ts) as f,
          row_number() over (order by start_ts, id) as n
        from reservations where start_ts < ${end} and end_ts > ${start}`,
    );
  }),

  get_events_sav: cachedRead(['interventions'], async (ctx, { start, end }) => {
    checkWindow(start, end);
    return listText(
      ctx.db,
      sql`select data || jsonb_build_object(
            'id', id,
            'Debut_TIMESTAMP', coalesce(to_jsonb(start_ts), '""'::jsonb),
            'Fin_TIMESTAMP', coalesce(to_jsonb(end_ts), '""'::jsonb)) as f,
          row_number() over (order by start_ts, id) as n
        from interventions where start_ts < ${end} and end_ts > ${start}`,
    );
  }),

  get_contrat_state: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('contract_states')
      .select(['state', 'color'])
      .orderBy('state')
      .execute();
    return list(rows);
  }),

  get_state_colors: read(async (ctx) => {
    const colors = parseStateColors(await readSetting(ctx.db, 'state_colors', AVAILABILITY_SCOPE));
    return list([...colors].map(([state, color]) => ({ state, color })));
  }),

  ...calendarSettingsHandlers(AVAILABILITY_SCOPE, AVAILABILITY_COLORS),
  ...eventTypesHandlers(AVAILABILITY_SCOPE),
  ...planningDisplayHandlers(),

  user_registration: async (ctx, { user }) => {
    const created = await createUser(ctx.db, {
      login: user.email,
      email: user.email,
      password: user.password,
      applications: user.web_application_to_show ?? '',
      admin: String(user.admin ?? '0') === '1',
    });
    return { id: created.id };
  },
});
