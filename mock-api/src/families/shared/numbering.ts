import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Contracts and contract lines take their ids as the next after the largest (the backend's
 * numbering): whoever writes them (the contracts tool, the condition check's returned equipment)
 * holds this one transaction lock while it reads the largest and inserts, so that two writers never
 * pick the same id. Released at commit.
 */
export async function lockContractNumbering(db: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(38001)`.execute(db);
}
