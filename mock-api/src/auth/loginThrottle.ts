import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError, MESSAGES } from '../HttpError';

const WINDOW_MS = 15 * 60_000;
export const LOGIN_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 20;

/**
 * The counter a sign-in attempt counts against: the account when the identifier names one (so
 * switching between login and email gives no extra tries), the identifier otherwise.
 */
export function loginSubject(identifier: string, userId: number | undefined): string {
  return userId !== undefined ? `user:${userId}` : `login:${identifier.trim().toLowerCase()}`;
}

const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Refuses a sign-in with 429 while the account (or login) or the IP is locked (state in `login_attempts`, so a
 * restart does not reset it). The message gives the minutes left, rounded up.
 */
export async function assertLoginAllowed(
  db: Kysely<Database>,
  subject: string,
  ip: string,
  now: Date,
): Promise<void> {
  const rows = await db
    .selectFrom('login_attempts')
    .select(['locked_until'])
    .where('key', 'in', [subject, ipKey(ip)])
    .execute();
  const until = Math.max(0, ...rows.map((r) => r.locked_until?.getTime() ?? 0));
  if (until > now.getTime()) {
    throw new HttpError(429, MESSAGES.tooManyAttempts(Math.ceil((until - now.getTime()) / 60_000)));
  }
}

async function countFailure(db: Kysely<Database>, key: string, limit: number, now: Date) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('login_attempts')
      .selectAll()
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirst();
    const fresh = !row || now.getTime() - row.window_start.getTime() >= WINDOW_MS;
    const failures = fresh ? 1 : row.failures + 1;
    const windowStart = fresh ? now : row.window_start;
    const lockedUntil = failures >= limit ? new Date(now.getTime() + WINDOW_MS) : null;
    await trx
      .insertInto('login_attempts')
      .values({ key, failures, window_start: windowStart, locked_until: lockedUntil })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ failures, window_start: windowStart, locked_until: lockedUntil }),
      )
      .execute();
  });
}

/** Counts a failed sign-in against the login and the IP (5 per login, 20 per IP, in 15 minutes). */
export async function recordLoginFailure(
  db: Kysely<Database>,
  subject: string,
  ip: string,
  now: Date,
) {
  await countFailure(db, subject, LOGIN_FAILURE_LIMIT, now);
  await countFailure(db, ipKey(ip), IP_FAILURE_LIMIT, now);
}

/** A successful sign-in clears the login's counter (the IP's stays). */
export async function recordLoginSuccess(db: Kysely<Database>, subject: string) {
  await db.deleteFrom('login_attempts').where('key', '=', subject).execute();
}
