import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * Sign-in matches login and email case-insensitively: make them unique that way too, and indexed.
 * Expired sessions are purged by date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE UNIQUE INDEX users_login_lower_idx ON users (lower(login));
    CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email));
    CREATE INDEX sessions_expires_idx ON sessions (expires_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX IF EXISTS sessions_expires_idx;
    DROP INDEX IF EXISTS users_email_lower_idx;
    DROP INDEX IF EXISTS users_login_lower_idx;
  `,
  );
}
