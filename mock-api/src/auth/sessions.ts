import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';

const HOUR = 3_600_000;
/** Sliding expiry is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/** SHA-256 (hex) of a token: only the hash is stored, so a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new session token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface SessionOptions {
  readonly ttlHours: number;
  readonly now: Date;
}

/** Opens a session for a user (spec 1 §4, Session) and returns the token given to the client. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  { ttlHours, now }: SessionOptions,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + ttlHours * HOUR),
    })
    .execute();
  return token;
}

/**
 * The user behind a token, or null when the token is unknown, revoked or expired. One indexed
 * lookup; the expiry slides forward (`ttlHours` from now) at most once a minute.
 */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  { ttlHours, now }: SessionOptions,
): Promise<UserRow | null> {
  if (token.length === 0 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.expires_at as session_expires_at',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.revoked_at as session_revoked_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.session_revoked_at !== null) return null;
  if (row.session_expires_at.getTime() <= now.getTime()) return null;
  if (now.getTime() - row.session_last_seen_at.getTime() >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: new Date(now.getTime() + ttlHours * HOUR) })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  const { session_expires_at: _e, session_last_seen_at: _l, session_revoked_at: _r, ...user } = row;
  return user;
}

/** Revokes the session of a token (logout). Returns whether a live session was revoked. */
export async function revokeSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every session of a user (password change). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
