import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LIVE_LIMITS } from '@locasuite/core';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';

const TICKET = /^(\d{1,12})\.(\d{13})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/;

const mac = (tokenHash: string, body: string) =>
  createHmac('sha256', tokenHash).update(`locasuite-live:${body}`).digest('base64url');

/**
 * A stream ticket for one session: `<user>.<expiry>.<nonce>.<HMAC keyed by the session's token
 * hash>`. It names no token and no hash, opens only the live stream, once, within one minute, and
 * dies with its session (logout, expiry); any server process on the same database can check it
 * (`spendTicket`).
 */
export function createTicket(userId: number, tokenHash: string, now: Date): string {
  const body = `${userId}.${now.getTime() + LIVE_LIMITS.ticketTtlMs}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${mac(tokenHash, body)}`;
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

/**
 * The live session a ticket was made for, or null (unreadable, expired, session ended), whether
 * or not it was spent: the stream opens with `spendTicket`.
 */
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

/**
 * Opens one stream with a ticket: its holder when the ticket is valid (`openTicket`) and was never
 * spent, or null. Spending it is one `INSERT … ON CONFLICT DO NOTHING` into `used_live_tickets`,
 * so of two requests with one ticket, on one server process or two on the same database, the
 * database lets one through. A page takes a new ticket for every (re)connection.
 */
export async function spendTicket(
  db: Kysely<Database>,
  ticket: string,
  now: Date,
): Promise<TicketHolder | null> {
  const holder = await openTicket(db, ticket, now);
  if (!holder) return null;
  const [user, expiry, nonce] = ticket.split('.');
  const spent = await db
    .insertInto('used_live_tickets')
    .values({ ticket_id: `${user}.${nonce}`, expires_at: new Date(Number(expiry)) })
    .onConflict((oc) => oc.column('ticket_id').doNothing())
    .returning('ticket_id')
    .execute();
  return spent.length === 1 ? holder : null;
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
