import {
  BASE_DATE_FIELDS,
  STATISTIC_FIND_MESSAGES as M,
  endOfDayUtc,
  parseStatisticDefinition,
  parseWireDay,
  startOfDayUtc,
  type StatisticBase,
  type StatisticType,
} from '@locasuite/core';
import type { JsonObject } from '../db/schema';
import { HttpError } from '../HttpError';
import { list } from './answers';
import { logoAsText } from './records';
import { defineHandlers, read, type HandlerContext } from '../http/defineHandlers';

type FindRequest = Record<string, unknown>;
type Row = { key: string; fields: JsonObject };
interface DateSpan {
  from: number;
  to: number;
}

/** The date field of the contrat base: a rental line's departure day. */
export const CONTRAT_DATE_FIELD = 'CLD_DATE_DEPART';

const month = (ts: number) => new Date(ts).toISOString().slice(0, 7);

/**
 * A date criterion of a find request (spec 1 §7 "'from...to'"): `MM/DD/YYYY...MM/DD/YYYY`, or one
 * day `MM/DD/YYYY`; whole days, both included. Anything else is refused in French.
 */
export function parseDateCriterion(field: string, value: unknown): DateSpan {
  const text = typeof value === 'string' ? value.trim() : '';
  const [first, second, extra] = text.split('...');
  const from = parseWireDay(first ?? '');
  const to = second === undefined ? from : parseWireDay(second);
  if (!from || !to || extra !== undefined) {
    throw new HttpError(422, M.badDateCriterion(field, text));
  }
  if (from.getTime() > to.getTime()) {
    throw new HttpError(422, M.dateCriterionReversed(field));
  }
  return { from: startOfDayUtc(from), to: endOfDayUtc(to) };
}

/** Splits a find request into its date span and the other fields, compared as text. */
function splitRequest(request: FindRequest, dateField: string) {
  let span: DateSpan | null = null;
  const equals: [string, string][] = [];
  for (const [field, value] of Object.entries(request)) {
    if (field === dateField) span = parseDateCriterion(field, value);
    else if (value === null || typeof value === 'object') {
      throw new HttpError(422, M.notASimpleValue(field));
    } else equals.push([field, String(value)]);
  }
  return { span, equals };
}

const matches = (fields: JsonObject, equals: readonly [string, string][]) =>
  equals.every(([field, value]) => String(fields[field] ?? '') === value);

/**
 * Runs a list of find requests (one OR'd request per entry, fields AND'ed, as the backend's find
 * does): the date criterion is an indexed range in SQL, the other criteria equalities on the
 * record's fields. A row matched by several requests is returned once.
 */
async function find(
  requests: readonly FindRequest[],
  dateField: string,
  load: (span: DateSpan | null) => Promise<Row[]>,
): Promise<JsonObject[]> {
  if (requests.length === 0) throw new HttpError(422, M.noFilter);
  const parsed = requests.map((r) => splitRequest(r, dateField));
  const found = new Map<string, JsonObject>();
  for (const { span, equals } of parsed) {
    for (const row of await load(span)) {
      if (!found.has(row.key) && matches(row.fields, equals)) found.set(row.key, row.fields);
    }
  }
  return [...found.values()];
}

async function engineRows(ctx: HandlerContext, span: DateSpan | null): Promise<Row[]> {
  let query = ctx.db.selectFrom('engine_reports').select(['id', 'data']).orderBy('report_ts');
  if (span) query = query.where('report_ts', '>=', span.from).where('report_ts', '<=', span.to);
  return (await query.execute()).map((r) => ({ key: String(r.id), fields: r.data }));
}

async function paymentRows(ctx: HandlerContext, span: DateSpan | null): Promise<Row[]> {
  let query = ctx.db.selectFrom('payments').select(['id', 'data']).orderBy('paid_ts');
  if (span) query = query.where('paid_ts', '>=', span.from).where('paid_ts', '<=', span.to);
  return (await query.execute()).map((r) => ({ key: String(r.id), fields: r.data }));
}

/** The contrat base: live rental lines with their contract's fields, then the archived lines. */
async function contractRows(ctx: HandlerContext, span: DateSpan | null): Promise<Row[]> {
  let live = ctx.db
    .selectFrom('contract_lines as l')
    .innerJoin('contracts as c', 'c.id', 'l.contract_id')
    .leftJoin('agencies as a', 'a.id', 'l.agency_id')
    .select(['l.id', 'l.start_ts', 'l.data as line', 'c.data as contract', 'a.name as agency'])
    .orderBy('l.start_ts');
  let archive = ctx.db
    .selectFrom('contract_line_archive')
    .select(['id', 'data'])
    .orderBy('start_ts');
  if (span) {
    live = live.where('l.start_ts', '>=', span.from).where('l.start_ts', '<=', span.to);
    archive = archive.where('start_ts', '>=', span.from).where('start_ts', '<=', span.to);
  }
  const [liveRows, archived] = await Promise.all([live.execute(), archive.execute()]);
  return [
    ...archived.map((r) => ({ key: `A${r.id}`, fields: r.data })),
    ...liveRows.map((r) => ({
      key: `L${r.id}`,
      fields: {
        ...r.line,
        CLD_MOIS_DEPART: month(r.start_ts),
        CL_SUIVI_PAR: r.contract.CL_SUIVI_PAR ?? '',
        CL_CLIENT_RAISON_SOCIALE: r.contract.CL_CLIENT_RAISON_SOCIALE ?? '',
        AGENCE: r.agency ?? '',
      },
    })),
  ];
}

/** spec 1 §7 Statistics (`/api/statistique/v1`). */
export const statistiqueHandlers = defineHandlers('statistique', {
  getMoteurData: read(async (ctx, { data }) =>
    list(await find(data, BASE_DATE_FIELDS.moteur, (span) => engineRows(ctx, span))),
  ),

  getReglementData: read(async (ctx, { data }) =>
    list(await find(data, BASE_DATE_FIELDS.reglement, (span) => paymentRows(ctx, span))),
  ),

  getContratData: read(async (ctx, { data }) =>
    list(await find(data, CONTRAT_DATE_FIELD, (span) => contractRows(ctx, span))),
  ),

  getClientListe: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('clients')
      .select('data')
      .orderBy('company_name')
      .execute();
    return list(rows.map((r) => r.data));
  }),

  getAgencyListe: read(async (ctx) => {
    const rows = await ctx.db.selectFrom('agencies').select('data').orderBy('id').execute();
    return list(rows.map((r) => logoAsText(r.data)));
  }),

  getStatistiqueListe: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('statistic_definitions')
      .select('data')
      .orderBy('id')
      .execute();
    // A stored definition the screens cannot use is left out rather than breaking the page.
    return list(
      rows.flatMap((r) => {
        const definition = parseStatisticDefinition(r.data);
        if (!definition) return [];
        return [
          {
            ...r.data,
            BASE: definition.base as StatisticBase,
            LABEL: definition.label,
            STATS_KEYS: String(r.data.STATS_KEYS),
            STATS_TYPE: definition.type as StatisticType,
          },
        ];
      }),
    );
  }),
});
