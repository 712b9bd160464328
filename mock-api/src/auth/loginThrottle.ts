import { SESSION_MESSAGES } from '@locasuite/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../HttpError';

const WINDOW_MS = 15 * 60_000;
/** Password checks per account (or unknown login) in 15 minutes. */
export const LOGIN_FAILURE_LIMIT = 5;
/**
 * Failed sign-ins per client address in 15 minutes. High on purpose: an office behind one NAT (or
 * a proxy without LOCASUITE_TRUST_PROXY) is one address, and a bad script there must not lock
 * everybody out; the per-account limit is what protects each password (README, Sécurité).
 */
export const IP_FAILURE_LIMIT = 100;

/**
 * The counter a sign-in attempt counts against: the account when the identifier names one (so
 * switching between login and email gives no extra tries), the identifier otherwise.
 */
export function loginSubject(identifier: string, userId: number | undefined): string {
  return userId !== undefined ? `user:${userId}` : `login:${identifier.trim().toLowerCase()}`;
}

const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Counts one attempt against `key` before any password is checked, in one statement, so parallel
 * attempts are counted one after the other by the database (PGlite and PostgreSQL alike): the
 * counter restarts when its 15-minute window is over; the attempt that reaches `limit` locks the
 * key for 15 minutes (a success clears it). Returns false, counting nothing, while the key is locked.
 */
async function takeAttempt(
  db: Kysely<Database>,
  key: string,
  limit: number,
  now: Date,
): Promise<boolean> {
  const windowFloor = new Date(now.getTime() - WINDOW_MS);
  const lockEnd = new Date(now.getTime() + WINDOW_MS);
  const fresh = sql`a.window_start <= ${windowFloor}::timestamptz`;
  const next = sql`(CASE WHEN ${fresh} THEN 1 ELSE a.failures + 1 END)`;
  const { rows } = await sql<{ failures: number }>`
    INSERT INTO login_attempts AS a (key, failures, window_start, locked_until)
    VALUES (
      ${key}::text, 1, ${now}::timestamptz,
      CASE WHEN 1 >= ${limit}::int THEN ${lockEnd}::timestamptz END
    )
    ON CONFLICT (key) DO UPDATE SET
      failures = ${next},
      window_start = CASE WHEN ${fresh} THEN ${now}::timestamptz ELSE a.window_start END,
      locked_until = CASE WHEN ${next} >= ${limit}::int THEN ${lockEnd}::timestamptz END
    WHERE a.locked_until IS NULL OR a.locked_until <= ${now}::timestamptz
    RETURNING a.failures`.execute(db);
  return rows.length > 0;
}

/** Gives back an attempt that checked no password, or that succeeded (IP counter). */
async function giveBack(db: Kysely<Database>, key: string, limit: number): Promise<void> {
  await sql`
    UPDATE login_attempts SET
      failures = greatest(failures - 1, 0),
      locked_until = CASE WHEN failures - 1 >= ${limit}::int THEN locked_until END
    WHERE key = ${key}::text`.execute(db);
}

async function refuse(db: Kysely<Database>, keys: string[], now: Date): Promise<never> {
  const rows = await db
    .selectFrom('login_attempts')
    .select(['locked_until'])
    .where('key', 'in', keys)
    .execute();
  const until = Math.max(
    now.getTime() + 60_000,
    ...rows.map((r) => r.locked_until?.getTime() ?? 0),
  );
  throw new HttpError(
    429,
    SESSION_MESSAGES.tooManyAttempts(Math.ceil((until - now.getTime()) / 60_000)),
  );
}

/**
 * Counts a sign-in attempt against the account (or login) and the client address before the
 * password is checked: 429 while either is locked (5 per account, 100 per address, in 15 minutes;
 * the state lives in `login_attempts`, so a restart does not reset it). The message gives the
 * minutes left, rounded up. However many attempts arrive at once, an account gets at most 5
 * password checks per window.
 */
export async function takeLoginAttempt(
  db: Kysely<Database>,
  subject: string,
  ip: string,
  now: Date,
): Promise<void> {
  if (!(await takeAttempt(db, subject, LOGIN_FAILURE_LIMIT, now))) {
    await refuse(db, [subject], now);
  }
  if (!(await takeAttempt(db, ipKey(ip), IP_FAILURE_LIMIT, now))) {
    await giveBack(db, subject, LOGIN_FAILURE_LIMIT);
    await refuse(db, [ipKey(ip)], now);
  }
}

/** A successful sign-in clears the account's counter and does not count against the address. */
export async function recordLoginSuccess(db: Kysely<Database>, subject: string, ip: string) {
  await db.deleteFrom('login_attempts').where('key', '=', subject).execute();
  await giveBack(db, ipKey(ip), IP_FAILURE_LIMIT);
}
