import { RECORD_MESSAGES } from '@locasuite/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JsonObject, StaffTable } from '../db/schema';
import { HttpError } from '../HttpError';
import { read, type HandlerContext } from '../http/defineHandlers';
import { list } from './answers';

/**
 * Record helpers every family shares (issue 8): ids a column can hold, the staff of a planning,
 * and the refusal of a versioned write that changed nothing. A family module never keeps its own
 * copy of these.
 */

/** The largest key an `integer` column holds (a larger number would make PostgreSQL fail). */
export const MAX_KEY = 2_147_483_647;

/** Whether a number is a key an `integer` column holds (0 … 2³¹ − 1). */
export const isIntegerKey = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= MAX_KEY;

/** The tables whose key is an integer `id` column. */
type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

/**
 * The row of `table` whose `id` is `id` (a number, or its digits as text), else 404 with
 * `notFound` (core's French text naming it). Anything that is not a key an `integer` column holds
 * is not found, never a database error.
 */
export async function rowById<T extends TableWithId>(
  db: Kysely<Database>,
  table: T,
  id: unknown,
  notFound: string,
): Promise<Selectable<Database[T]>> {
  const numeric = typeof id === 'number' || typeof id === 'string' ? Number(id) : NaN;
  const byId = db as unknown as Kysely<Record<string, { id: number }>>;
  const row = isIntegerKey(numeric)
    ? await byId
        .selectFrom(table as string)
        .selectAll()
        .where('id', '=', numeric)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, notFound);
  return row as unknown as Selectable<Database[T]>;
}

/** The two kinds of staff: the technician planning's technicians, the delivery planning's drivers. */
export type StaffKind = StaffTable['kind'];

const UNKNOWN: Readonly<Record<StaffKind, (names: string) => string>> = {
  technicien: RECORD_MESSAGES.unknownTechnician,
  chauffeur: RECORD_MESSAGES.unknownDriver,
};

/** The names of one kind of staff, in id order. */
export async function staffNames(db: Kysely<Database>, kind: StaffKind): Promise<string[]> {
  const rows = await db
    .selectFrom('staff')
    .select('name')
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.name);
}

/** 422 « Technicien inconnu : … » (or « Chauffeur inconnu ») naming every unknown name. */
export async function checkStaffNames(
  db: Kysely<Database>,
  kind: StaffKind,
  names: readonly string[],
): Promise<void> {
  if (names.length === 0) return;
  const known = await staffNames(db, kind);
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length > 0) throw new HttpError(422, UNKNOWN[kind](unknown.join(', ')));
}

/**
 * `get_technicien_liste` of a planning (spec 1 §7, spec 2 §7.1): its staff as
 * `{ NOM_TECHNICIEN, ID_Agence }` rows, in id order.
 */
export function staffListHandler(kind: StaffKind) {
  return read(async (ctx: HandlerContext) => {
    const rows = await ctx.db
      .selectFrom('staff')
      .select(['name', 'agency_id'])
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
    return list(rows.map((r) => ({ NOM_TECHNICIEN: r.name, ID_Agence: r.agency_id ?? '' })));
  });
}

/**
 * The refusal of a versioned write (`UPDATE … WHERE id AND version`) that changed no row: 409
 * « Cette fiche vient d'être modifiée… » when the record still exists (someone saved it since),
 * else its 404.
 */
export async function unwrittenRefusal(
  exists: () => Promise<unknown>,
  missing: () => HttpError,
): Promise<HttpError> {
  return (await exists()) ? new HttpError(409, RECORD_MESSAGES.staleRecord) : missing();
}

/** The version a versioned write (`… RETURNING version`) wrote; no row written → its refusal. */
export async function writtenVersion(
  written: Promise<{ readonly version: number } | undefined>,
  exists: () => Promise<unknown>,
  missing: () => HttpError,
): Promise<number> {
  const row = await written;
  if (row) return row.version;
  throw await unwrittenRefusal(exists, missing);
}

/** Logo_JSON travels as JSON text (spec 1 §3 Agency: Logo_JSON holds Logo_Base64). */
export const logoAsText = (data: JsonObject): JsonObject =>
  typeof data.Logo_JSON === 'object' && data.Logo_JSON !== null
    ? { ...data, Logo_JSON: JSON.stringify(data.Logo_JSON) }
    : data;

/**
 * The agencies as every family lists them (spec 1 §3 Agency), in id order: the whole record with
 * its logo as text, or (`soft`) only `ag_nom` and `ID_Agence`. The columns win over the record's
 * copy: x is the longitude, y the latitude.
 */
export async function agencyFieldData(db: Kysely<Database>, soft: boolean): Promise<JsonObject[]> {
  const rows = await db.selectFrom('agencies').selectAll().orderBy('id').execute();
  return rows.map((a) => {
    const name = typeof a.data.ag_nom === 'string' ? a.data.ag_nom : a.name;
    if (soft) return { ag_nom: name, ID_Agence: a.id };
    return {
      ...logoAsText(a.data),
      map_position_x: a.longitude,
      map_position_y: a.latitude,
      ID_Agence: a.id,
      ag_nom: name,
    };
  });
}

/**
 * Writes one key of a user's `planning_display` (a page's saved display, a planning's choice) in
 * one jsonb update, so two pages saving their own keys at once never overwrite each other.
 * `value` is any JSON value.
 */
export async function setDisplayKey(
  db: Kysely<Database>,
  userId: number,
  key: string,
  value: unknown,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      planning_display: sql<string>`coalesce(planning_display, '{}'::jsonb) || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)`,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}
