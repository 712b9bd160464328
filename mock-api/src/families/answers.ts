import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { JsonText } from '../http/readCache';

/**
 * The backend's list answer (spec 1 §7, ARCHITECTURE.md "answer shapes"): `{ data: [{ fieldData }] }`,
 * one entry per record. Every family answers its lists through this one helper.
 */
export const list = <T>(records: readonly T[]) => ({
  data: records.map((fieldData) => ({ fieldData })),
});

/**
 * The same list answer built by the database (issue 10): `rows` selects one `jsonb` column `f`
 * per record and its rank `n` in the answer (`row_number() over (order by …)`); PostgreSQL aggregates them into the answer's text, which goes out as it
 * is (no row becomes a JS object on the way).
 */
export async function listText(db: Kysely<Database>, rows: RawBuilder<unknown>): Promise<JsonText> {
  const { rows: out } = await sql<{ t: string }>`
    select json_build_object('data', coalesce(json_agg(json_build_object('fieldData', r.f) order by r.n), '[]'))::text as t
    from (${rows}) r`.execute(db);
  return new JsonText(out[0]?.t ?? '{"data":[]}');
}
