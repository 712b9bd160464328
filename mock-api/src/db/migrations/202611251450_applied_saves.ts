import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * Saves applied once (issue 15): a write that carries a client-generated `saveId` records it with
 * its answer in the same transaction, so a replay after a dropped answer (a device syncing again)
 * changes nothing and gets the first answer back. Keyed by user: a key is the device's, under the
 * session that sent it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE applied_saves (
      user_id integer NOT NULL,
      save_id text NOT NULL,
      call text NOT NULL,
      answer jsonb,
      applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, save_id)
    );
    CREATE INDEX applied_saves_applied_at ON applied_saves (applied_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP TABLE IF EXISTS applied_saves;`);
}
