import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LIVE_LIMITS } from '@locasuite/core';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';

const TICKET = /^(\d{1,12})\.(\d{13})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/;

const mac = (tokenHash: string, body: string) =>
  createHmac('sha256', tokenHash).update(`locasuite-live:${body}`).digest('base64url');

/**
 * A stream ticket for one session: `<user>.<expiry>.<nonce>.<HMAC keyed by the session's token
 * hash>`. It names no token and no hash, opens only the live stream, for one minute, and dies
 * with its session (logout, expiry); any server process on the same database can check it.
 */
export function createTicket(userId: number, tokenHash: string, now: Date): string {
  const body = `${userId}.${now.getTime() + LIVE_LIMITS.ticketTtlMs}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${mac(tokenHash, body)}`;
}

/**
 * Whether `ticket` has a ticket's shape and an expiry within its lifetime, without the database
 * (its MAC needs the session's row: `openTicket`). The anonymous rate limit leaves such a stream
 * request alone, as it does a request carrying a Bearer token: a page's EventSource reconnects
 * with a ticket, and an office of planners behind one address must not use up the minute's
 * anonymous calls.
 */
export function ticketLooksValid(ticket: unknown, now: Date): boolean {
  return readTicket(ticket, now) !== null;
}

/** A ticket's parts (user, expiry, nonce, MAC) when it has a ticket's shape and is unexpired. */
function readTicket(ticket: unknown, now: Date): RegExpExecArray | null {
  const match = typeof ticket === 'string' ? TICKET.exec(ticket) : null;
  if (!match) return null;
  const expiresAt = Number(match[2]);
  return expiresAt > now.getTime() && expiresAt <= now.getTime() + LIVE_LIMITS.ticketTtlMs
    ? match
    : null;
}

export interface TicketHolder {
  readonly user: UserRow;
  readonly tokenHash: string;
}

/** The live session a ticket was made for, or null (unreadable, expired, session ended). */
export async function openTicket(
  db: Kysely<Database>,
  ticket: string,
  now: Date,
): Promise<TicketHolder | null> {
  const match = readTicket(ticket, now);
  if (!match) return null;
  const [, user, expiry, nonce, given] = match;
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.token_hash as session_token_hash')
    .where('sessions.user_id', '=', Number(user))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .limit(200)
    .execute();
  const body = `${user}.${expiry}.${nonce}`;
  const givenBytes = Buffer.from(given!, 'utf8');
  for (const row of rows) {
    const expected = Buffer.from(mac(row.session_token_hash, body), 'utf8');
    if (expected.length === givenBytes.length && timingSafeEqual(expected, givenBytes)) {
      const { session_token_hash: tokenHash, ...found } = row;
      return { user: found, tokenHash };
    }
  }
  return null;
}

/** The user of a live session by its token hash, or null once it is revoked or expired. */
export async function sessionUser(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<UserRow | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row ?? null;
}
