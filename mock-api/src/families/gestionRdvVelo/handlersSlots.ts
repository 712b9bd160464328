import {
  RDV_MESSAGES as M,
  checkWeeklyRecurrence,
  dayTimestamp,
  endOfDayUtc,
  isValidTimeRange,
  recurrenceId,
  startOfDayUtc,
  weeklyOccurrences,
} from '@locasuite/core';
import { sql } from 'kysely';
import { HttpError } from '../../HttpError';
import { cachedRead, read, type FamilyHandlers } from '../../http/defineHandlers';
import { list } from '../answers';
import { agencyFieldData, answerSlots, typeFieldsOf } from './fieldData';
import { appointmentTypes, findAgency, findSlot, slotsOfAgency } from './queries';

const DAY = 86_400_000;
/** The widest range the between-timestamps reads serve (ours: a little over a year). */
const MAX_RANGE_DAYS = 400;
/** Time ranges in one creation (spec 2 §5.2 "several ranges may be added"; ours: 20). */
const MAX_RANGES = 20;

/** What a slot list answer reads: the slots, their agencies, the appointment types (settings). */
const SLOT_TABLES = ['bike_slots', 'bike_agencies', 'settings'] as const;

/** spec 2 §7.2 "start and end day timestamps in milliseconds", §9 day start 00:00, end 23:59:59. */
function dayRange(start: number, end: number) {
  const from = startOfDayUtc(start);
  const to = endOfDayUtc(end);
  if (to < from) throw new HttpError(422, M.rangeReversed);
  if (to - from > MAX_RANGE_DAYS * DAY) throw new HttpError(422, M.rangeTooLong(MAX_RANGE_DAYS));
  return { from, to };
}

/** spec 2 §7.2: the calendar's agencies, appointment types and slots; creating and deleting. */
export const slotHandlers = {
  get_agency_liste: read(async (ctx) => {
    const rows = await ctx.db.selectFrom('bike_agencies').selectAll().orderBy('id').execute();
    return list(rows.map(agencyFieldData));
  }),

  get_rdv_type_liste: read(async (ctx) =>
    list((await appointmentTypes(ctx.db)).map((t) => ({ KEY: t.KEY, LABEL_TECH: t.LABEL_TECH }))),
  ),

  get_dispo: read(async (ctx, { city, agency }) => {
    const found = await findAgency(ctx.db, agency);
    return answerSlots(ctx.db, await slotsOfAgency(ctx.db, found.id, city));
  }),

  get_dispo_by_agency_between_timestamp: cachedRead(
    SLOT_TABLES,
    async (ctx, { city, agency, start, end }) => {
      const days = dayRange(start, end);
      const found = await findAgency(ctx.db, agency);
      return answerSlots(ctx.db, await slotsOfAgency(ctx.db, found.id, city, days));
    },
  ),

  get_dispo_between_timestamp: cachedRead(SLOT_TABLES, async (ctx, { start, end }) => {
    const { from, to } = dayRange(start, end);
    const rows = await ctx.db
      .selectFrom('bike_slots')
      .selectAll()
      .where('day_ts', '>=', from)
      .where('day_ts', '<=', to)
      .orderBy('day_ts')
      .orderBy('agency_id')
      .orderBy('start_time')
      .orderBy('key')
      .execute();
    return answerSlots(ctx.db, rows);
  }),

  get_dispo_by_client: read(async (ctx, { client }) => {
    const rows = await ctx.db
      .selectFrom('bike_slots')
      .selectAll()
      .where(sql<string>`lower(client_code)`, '=', client.trim().toLowerCase())
      .where('client_code', '<>', '')
      .orderBy('day_ts')
      .orderBy('start_time')
      .orderBy('key')
      .execute();
    return answerSlots(ctx.db, rows);
  }),

  set_dispo: async (ctx, { dispo }) => {
    const items = Array.isArray(dispo) ? dispo : [dispo];
    if (items.length > MAX_RANGES) throw new HttpError(422, M.tooManyRanges(MAX_RANGES));
    const types = await appointmentTypes(ctx.db);
    const createdAt = ctx.now().getTime();
    const rows: {
      agency_id: number;
      city: string;
      day_ts: number;
      start_time: string;
      end_time: string;
      types: string;
      weekly: number;
      series_id: string;
    }[] = [];
    for (const item of items) {
      const agency = await findAgency(ctx.db, item.AGENCE);
      const { keys } = typeFieldsOf(item, types);
      if (keys.length === 0) throw new HttpError(422, M.typeRequired);
      if (!isValidTimeRange(item.DEBUT, item.FIN)) throw new HttpError(422, M.timeRange);
      const day = dayTimestamp(item.JOUR);
      let days = [day];
      let series = '';
      if (item.HEBDOMADAIRE === 1) {
        if (item.FIN_HEBDOMADAIRE === undefined) {
          throw new HttpError(422, M.recurrenceEndRequired);
        }
        const recurrence = {
          start: day,
          end: item.FIN_HEBDOMADAIRE,
          interval: item.INTERVALLE_HEBDOMADAIRE ?? 1,
        };
        const refusal = checkWeeklyRecurrence(recurrence);
        if (refusal) throw new HttpError(refusal.status, refusal.message);
        days = weeklyOccurrences(recurrence);
        series = recurrenceId(createdAt, day, item.FIN_HEBDOMADAIRE);
      }
      for (const d of days) {
        rows.push({
          agency_id: agency.id,
          city: agency.city,
          day_ts: d,
          start_time: item.DEBUT,
          end_time: item.FIN,
          types: JSON.stringify(keys),
          weekly: series === '' ? 0 : 1,
          series_id: series,
        });
      }
    }
    const inserted = await ctx.db.insertInto('bike_slots').values(rows).returning('key').execute();
    return { keys: inserted.map((r) => r.key) };
  },

  delete_dispo: async (ctx, { key }) => {
    const row = await findSlot(ctx.db, key);
    await ctx.db.deleteFrom('bike_slots').where('key', '=', row.key).execute();
    return { recordId: row.key };
  },
} satisfies FamilyHandlers<'gestionRdvVelo'>;
