import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/** Outbox retries: when a pending mail is next due (backoff after a failure, lease while sending). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
    CREATE INDEX outbox_due_idx ON outbox(status, next_attempt_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX IF EXISTS outbox_due_idx;
    ALTER TABLE outbox DROP COLUMN IF EXISTS next_attempt_at;
  `,
  );
}
