import { LIVE_PATHS } from '@locasuite/core';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hashToken, resolveSession, type SessionCache } from '../auth/sessions';
import type { Database, UserRow } from '../db/schema';
import { spendTicket, type TicketHolder } from '../live/liveTicket';
import { bearerToken } from './handleCall';

export interface RequestCallersDeps {
  readonly db: Kysely<Database>;
  readonly sessionTtlHours: number;
  readonly now: () => Date;
  /** The embedded database's kept sessions (absent on PostgreSQL). */
  readonly sessions?: SessionCache | undefined;
}

/**
 * Who sent a request, found once per request and shared by the anonymous rate limit (before
 * anything else), the dispatcher's door and the live routes: a request is signed in only once
 * the database has said so (a Bearer token that opens a session, a stream ticket that is valid and
 * unspent); anything else, a made-up token or ticket included, is an anonymous caller.
 */
export interface RequestCallers {
  /**
   * The user behind `Authorization: Bearer`, or null (no header, or a token that opens no
   * session). One lookup per request; the session's sliding expiry is written at most once.
   */
  sessionUser(request: FastifyRequest): Promise<UserRow | null>;
  /**
   * The live stream's `?ticket=`: its holder once the ticket is checked and spent (one stream per
   * ticket, `spendTicket`), or null. Spent at most once per request, whoever asks first.
   */
  streamTicket(request: FastifyRequest): Promise<TicketHolder | null>;
  /** Whether `LOCASUITE_ANONYMOUS_RATE_LIMIT` leaves the request alone: it is signed in. */
  signedIn(request: FastifyRequest): Promise<boolean>;
}

const isStream = (request: FastifyRequest) =>
  request.method === 'GET' && request.url.split('?')[0] === LIVE_PATHS.stream;

export function createRequestCallers(deps: RequestCallersDeps): RequestCallers {
  const users = new WeakMap<FastifyRequest, Promise<UserRow | null>>();
  const tickets = new WeakMap<FastifyRequest, Promise<TicketHolder | null>>();

  function sessionUser(request: FastifyRequest): Promise<UserRow | null> {
    let found = users.get(request);
    if (!found) {
      const token = bearerToken(request.headers.authorization);
      found = token
        ? resolveSession(deps.db, token, {
            ttlHours: deps.sessionTtlHours,
            now: deps.now(),
            cache: deps.sessions,
          })
        : Promise.resolve(null);
      users.set(request, found);
    }
    return found;
  }

  function streamTicket(request: FastifyRequest): Promise<TicketHolder | null> {
    let found = tickets.get(request);
    if (!found) {
      const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
      found =
        isStream(request) && typeof ticket === 'string'
          ? spendTicket(deps.db, ticket, deps.now())
          : Promise.resolve(null);
      tickets.set(request, found);
    }
    return found;
  }

  return {
    sessionUser,
    streamTicket,
    // As the routes read them: a Bearer token first (the stream too), else the stream's ticket.
    async signedIn(request) {
      if (bearerToken(request.headers.authorization)) return (await sessionUser(request)) !== null;
      return (await streamTicket(request)) !== null;
    },
  };
}

/** The holder of a Bearer session as the live stream keeps it (its token hash, for the heartbeat). */
export async function bearerHolder(
  callers: RequestCallers,
  request: FastifyRequest,
): Promise<TicketHolder | null> {
  const token = bearerToken(request.headers.authorization);
  const user = token ? await callers.sessionUser(request) : null;
  return user && token ? { user, tokenHash: hashToken(token) } : null;
}
