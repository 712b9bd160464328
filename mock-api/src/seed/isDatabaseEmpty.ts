import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { BUSINESS_TABLES } from './seedTables';

/** True when no business table holds a row (user accounts alone do not count). */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const probes = BUSINESS_TABLES.map((t) => sql`EXISTS (SELECT 1 FROM ${sql.table(t)})`);
  const { rows } = await sql<{
    used: boolean;
  }>`SELECT (${sql.join(probes, sql` OR `)}) AS used`.execute(db);
  return rows[0]?.used !== true;
}
