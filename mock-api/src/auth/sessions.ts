import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import type { TableChanges } from '../db/tableChanges';

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
  /** Sessions already looked up, trusted until a session or a user is written. */
  readonly cache?: SessionCache | undefined;
}

/** The tables a session lookup reads: a write to either forgets every session kept. */
const SESSION_TABLES = ['sessions', 'users'] as const;

interface KeptSession {
  readonly version: string;
  readonly user: UserRow;
  readonly expiresAt: number;
  readonly lastSeenAt: number;
}

/**
 * The sessions this process looked up, by token hash (issue 10: a signed-in call costs no
 * database round trip to know who calls). An entry is used only while `sessions` and `users` are
 * at the version it was read at, so a logout, a revoked or expired session, a changed password or
 * a user's changed rights count from the next call; expiry and the once-a-minute slide are checked
 * on every use, and a session due to slide is read (and written) again.
 */
export interface SessionCache {
  get(tokenHash: string, now: number): UserRow | undefined;
  /** `version`: what `versionNow()` gave before the row was read. */
  keep(tokenHash: string, version: string, session: Omit<KeptSession, 'version'>): void;
  versionNow(): string;
}

/** At most this many sessions kept; past it, the cache starts again empty. */
const MAX_KEPT_SESSIONS = 10_000;

/** The cache of the embedded database's process (`changes` from db/tableChanges.ts). */
export function createSessionCache(changes: TableChanges): SessionCache {
  const kept = new Map<string, KeptSession>();
  const versionNow = () => changes.versionOf(SESSION_TABLES);
  return {
    versionNow,
    get(tokenHash, now) {
      const found = kept.get(tokenHash);
      if (!found) return undefined;
      if (
        found.version !== versionNow() ||
        found.expiresAt <= now ||
        now - found.lastSeenAt >= TOUCH_INTERVAL_MS
      ) {
        kept.delete(tokenHash);
        return undefined;
      }
      return found.user;
    },
    keep(tokenHash, version, session) {
      if (kept.size >= MAX_KEPT_SESSIONS) kept.clear();
      kept.set(tokenHash, { version, ...session });
    },
  };
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
  { ttlHours, now, cache }: SessionOptions,
): Promise<UserRow | null> {
  if (token.length === 0 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const kept = cache?.get(tokenHash, now.getTime());
  if (kept) return kept;
  // Read before the row: a write committed after it makes the kept entry miss next time.
  const version = cache?.versionNow();
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
  const { session_expires_at: _e, session_last_seen_at: _l, session_revoked_at: _r, ...user } = row;
  if (now.getTime() - row.session_last_seen_at.getTime() >= TOUCH_INTERVAL_MS) {
    // Not kept: the next call reads the slid session (and whatever else changed meanwhile).
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: new Date(now.getTime() + ttlHours * HOUR) })
      .where('token_hash', '=', tokenHash)
      .execute();
  } else if (cache && version !== undefined) {
    cache.keep(tokenHash, version, {
      user,
      expiresAt: row.session_expires_at.getTime(),
      lastSeenAt: row.session_last_seen_at.getTime(),
    });
  }
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
