import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * Clients get a record version (as contracts, lines and reports have): `edit_client` takes the
 * version the person saw and refuses a stale one (409), so two people editing one client never
 * overwrite each other in silence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `ALTER TABLE clients ADD COLUMN version integer NOT NULL DEFAULT 1;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `ALTER TABLE clients DROP COLUMN IF EXISTS version;`);
}
