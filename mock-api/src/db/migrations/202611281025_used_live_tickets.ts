import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * Live stream tickets already spent: a ticket opens one stream, once, whichever server process
 * on the database is asked (live/liveTicket.ts `spendTicket`: one `INSERT … ON CONFLICT DO
 * NOTHING`, the database decides). A row is useless once its ticket expired; the hourly purge
 * deletes those.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE used_live_tickets (
      ticket_id text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX used_live_tickets_expires_at ON used_live_tickets (expires_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP TABLE IF EXISTS used_live_tickets;`);
}
