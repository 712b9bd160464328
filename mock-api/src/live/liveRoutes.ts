import {
  CALL_MESSAGES,
  FAMILIES,
  FAMILY_KEYS,
  LIVE_LIMITS,
  LIVE_MESSAGES,
  LIVE_PATHS,
  SESSION_MESSAGES,
  familyOpenTo,
  frenchIssues,
  livePresencePayload,
  parseAllowedApplications,
  type FamilyKey,
} from '@locasuite/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hashToken } from '../auth/sessions';
import type { Database, UserRow } from '../db/schema';
import { HttpError } from '../HttpError';
import { bearerHolder, type RequestCallers } from '../http/requestCallers';
import type { LiveHub, LiveStream } from './liveHub';
import { createTicket, sessionUser } from './liveTicket';

/** Presence calls per user and 10 seconds (a drag renews every 10 s; a loop stops here). */
const PRESENCE_BURST = 20;
const PRESENCE_WINDOW_MS = 10_000;

export interface LiveRouteDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  readonly hub: LiveHub;
  /** Who sent a request (the session or the spent ticket), looked up once per request. */
  readonly callers: RequestCallers;
  /** Heartbeat period (tests shorten it). */
  readonly heartbeatMs?: number;
}

/** The families whose changes a user may hear: the ones they may call, the general one aside. */
export function liveFamiliesOf(user: UserRow): Set<FamilyKey> {
  const apps = parseAllowedApplications(user.web_application_to_show);
  return new Set(
    FAMILY_KEYS.filter((key) => key !== 'general' && familyOpenTo(apps, FAMILIES[key])),
  );
}

/** What people call a user on screen. */
export const personName = (user: UserRow) => user.display_name || user.email || user.login;

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

const plain = (reply: FastifyReply, status: number, body: object) =>
  reply.code(status).header('cache-control', 'no-store').send(body);

/**
 * The live channel's three routes (mock-api/README.md « Live channel »), in plain JSON like the
 * other GET exceptions: `POST /api/live/ticket` (session → one-minute stream ticket), `GET
 * /api/live` (server-sent events: `change`, `presence`, `resync`, `refused`, a comment every 15 s)
 * and `POST /api/live/presence`. Refusals are `{ code, message }` in French, never a 500.
 */
export function registerLive(app: FastifyInstance, deps: LiveRouteDeps): void {
  const { db, now, hub, callers } = deps;
  const heartbeatMs = deps.heartbeatMs ?? LIVE_LIMITS.heartbeatMs;
  const presenceCounts = new Map<number, { start: number; count: number }>();

  async function signedIn(request: FastifyRequest): Promise<UserRow> {
    const user = await callers.sessionUser(request);
    if (!user) throw new HttpError(401, SESSION_MESSAGES.session);
    return user;
  }

  const errorHandler = (
    error: Error & { statusCode?: number },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const status =
      error instanceof HttpError
        ? error.status
        : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
    if (status === 500) request.log.error({ err: error }, 'Live channel failed');
    const message =
      error instanceof HttpError
        ? error.message
        : status === 413
          ? CALL_MESSAGES.tooLarge(4096)
          : status < 500
            ? CALL_MESSAGES.unreadable
            : CALL_MESSAGES.internal;
    return plain(reply, status, { code: status, message });
  };

  app.post(LIVE_PATHS.ticket, { errorHandler, bodyLimit: 1024 }, async (request, reply) => {
    const token = bearer(request);
    const user = await signedIn(request);
    const ticket = createTicket(user.id, hashToken(token!), now());
    return plain(reply, 200, {
      code: 0,
      data: {
        ticket,
        expiresAt: new Date(now().getTime() + LIVE_LIMITS.ticketTtlMs).toISOString(),
      },
    });
  });

  app.post(LIVE_PATHS.presence, { errorHandler, bodyLimit: 4096 }, async (request, reply) => {
    const user = await signedIn(request);
    let body: unknown = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body) as unknown;
      } catch {
        throw new HttpError(400, CALL_MESSAGES.unreadable);
      }
    }
    const parsed = livePresencePayload.safeParse(body ?? {});
    if (!parsed.success) throw new HttpError(422, frenchIssues(parsed.error));
    const family = FAMILIES[parsed.data.family];
    if (!liveFamiliesOf(user).has(family.key))
      throw new HttpError(403, CALL_MESSAGES.appNotAllowed(family.label));
    const at = now().getTime();
    const count = presenceCounts.get(user.id);
    if (!count || at - count.start >= PRESENCE_WINDOW_MS) {
      presenceCounts.set(user.id, { start: at, count: 1 });
      if (presenceCounts.size > 10_000) presenceCounts.clear();
    } else if (++count.count > PRESENCE_BURST) {
      throw new HttpError(429, LIVE_MESSAGES.tooManyPresences);
    }
    hub.publishPresence(
      {
        family: family.key,
        subject: parsed.data.subject,
        user: personName(user),
        state: parsed.data.state,
      },
      user.id,
    );
    return plain(reply, 200, { code: 0 });
  });

  app.get(LIVE_PATHS.stream, { errorHandler }, async (request, reply) => {
    // A Bearer token (tools other than browsers), else the ticket, spent by this request.
    const holder = bearer(request)
      ? await bearerHolder(callers, request)
      : await callers.streamTicket(request);
    if (!holder) throw new HttpError(401, SESSION_MESSAGES.session);
    const { tokenHash } = holder;

    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Reverse proxies (nginx) must pass events on at once.
      'x-accel-buffering': 'no',
    });
    let ended = false;
    const write = (text: string) => {
      if (!ended && !raw.destroyed) raw.write(text);
    };
    const stream: LiveStream = {
      userId: holder.user.id,
      families: liveFamiliesOf(holder.user),
      send(event, data) {
        write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      end() {
        if (ended) return;
        ended = true;
        raw.end();
      },
    };
    const remove = hub.add(stream);
    write(': connecté\n\n');
    for (const presence of hub.presencesFor(stream)) stream.send('presence', presence);

    const heartbeat = setInterval(() => {
      write(': ping\n\n');
      // The session may have ended (logout, expiry) or its tools changed since the stream opened.
      sessionUser(db, tokenHash, now()).then(
        (user) => {
          if (!user) {
            stream.send('refused', { message: SESSION_MESSAGES.session });
            stream.end();
          } else {
            stream.families = liveFamiliesOf(user);
          }
        },
        (error: unknown) => request.log.warn({ err: error }, 'Live session check failed'),
      );
    }, heartbeatMs);
    heartbeat.unref();
    raw.on('close', () => {
      ended = true;
      clearInterval(heartbeat);
      remove();
    });
  });
}
