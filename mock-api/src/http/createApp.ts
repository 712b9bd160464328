import { CALL_MESSAGES } from '@locasuite/core';
import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import { DatabaseLostError } from '../db/pgliteDialect';
import type { Database } from '../db/schema';
import { createNodeEnvelope, type NodeEnvelope } from '../envelope/nodeEnvelope';
import { HANDLER_SETS } from '../families/index';
import { createLocalFileStore } from '../files/createLocalFileStore';
import type { FileStore } from '../files/FileStore';
import { HttpError } from '../HttpError';
import { createMailService, type MailService } from '../mail/MailService';
import { registerMailProviders } from '../mail/providers';
import { createLiveHub, createLocalBus, type LiveHub } from '../live/liveHub';
import { liveChangeOf } from '../live/liveChange';
import { registerLive } from '../live/liveRoutes';
import { buildHandlerMap } from './buildHandlerMap';
import type { HandlerSet } from './defineHandlers';
import { createSessionCache } from '../auth/sessions';
import type { TableChanges } from '../db/tableChanges';
import { createReadCache } from './readCache';
import { createDispatcher } from './dispatch';
import { createPictureThread } from '../images/pictureThread';
import { HEALTH_PATH, registerHealth } from './health';
import { createRequestCallers } from './requestCallers';
import { registerWebApp } from './webApp';

/**
 * Photos and PDFs travel as data URLs inside the JSON: the largest body is 25 MB (the calls that
 * carry files); every other call has its own, smaller limit (core `CallDef.bodyLimit`).
 */
export const BODY_LIMIT = 25 * 1024 * 1024;

/** A CSP source for a configured URL (`https://{s}.tile.openstreetmap.org/…` → `https://*.tile.openstreetmap.org`). */
export function cspSource(url: string): string | null {
  const match = /^(https?:\/\/)([^/?#]+)/.exec(url);
  if (!match) return null;
  const host = match[2]!.replace(/^\{[^}]*\}\./, '*.');
  return /[{}]/.test(host) ? null : `${match[1]}${host}`;
}

/** Node's answer to a request it cannot read (headers or address over 16 KB, bad syntax), in French. */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    code: status,
    message: tooLarge ? CALL_MESSAGES.headersTooLarge : CALL_MESSAGES.unreadable,
  });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export interface AppDeps {
  readonly db: Kysely<Database>;
  /** Default: a local file store in `<dataDir>/files`. */
  readonly files?: FileStore;
  /** Default: the outbox, `stored` without SMTP. */
  readonly mail?: MailService;
  readonly now?: () => Date;
  /** Default: every family module (`families/index.ts`). */
  readonly handlers?: readonly HandlerSet[];
  readonly envelope?: NodeEnvelope;
  /** Pass `false` to silence the request log (tests). */
  readonly logger?: boolean;
  /** The live channel's hub. Default: one for this process alone (no fan-out). */
  readonly live?: LiveHub;
  /** The live streams' heartbeat and session check, 15 s by default (tests shorten it). */
  readonly liveHeartbeatMs?: number;
  /**
   * The embedded database's writes as this process hears them (`OpenedDatabase.changes`): kept
   * answers and sessions are then checked without a query. Absent on PostgreSQL.
   */
  readonly changes?: TableChanges | undefined;
}

/**
 * Builds the Fastify application (not listening): the API dispatcher on `POST /api/*` (and the
 * GET/multipart exceptions), security headers, and the web app. For tests and `startServer`.
 */
export async function createApp(config: ServerConfig, deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const envelope = deps.envelope ?? createNodeEnvelope(config.envelopeKey);
  const files = deps.files ?? createLocalFileStore(join(config.dataDir, 'files'));
  const mail = deps.mail ?? createMailService(deps.db, config.smtpUrl !== undefined, now);
  const handlers = buildHandlerMap(deps.handlers ?? HANDLER_SETS);
  const sources = (url: string | undefined) => {
    const source = url === undefined ? null : cspSource(url);
    return source === null ? [] : [source];
  };

  const app = Fastify({
    logger:
      deps.logger === false || config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: BODY_LIMIT,
    // A hop count or the proxies' addresses; never `true` (config.ts refuses it).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : [...(config.trustProxy || [])],
    clientErrorHandler: answerClientError,
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        // MUI (emotion) injects <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Map tiles and routing come from configured hosts (DECISIONS.md), and only from them.
        'img-src': ["'self'", 'data:', 'blob:', ...sources(config.mapTileUrl)],
        'connect-src': ["'self'", ...sources(config.routingUrl)],
        'font-src': ["'self'", 'data:'],
        'worker-src': ["'self'", 'blob:'],
        'frame-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        // Intranets serve plain http: do not rewrite asset URLs to https.
        'upgrade-insecure-requests': null,
      },
    },
    hsts: false,
  });
  await app.register(multipart, { limits: { fileSize: BODY_LIMIT, files: 20 } });
  const sessions = deps.changes ? createSessionCache(deps.changes) : undefined;
  const callers = createRequestCallers({
    db: deps.db,
    sessionTtlHours: config.sessionTtlHours,
    now,
    sessions,
  });
  // Anonymous callers of the API only: a request is signed in once the database said so (its
  // Bearer token opens a session, the live stream's ticket is valid and unspent); a made-up token
  // or ticket is counted like no token. The web app's files and the health check are not counted.
  await app.register(rateLimit, {
    global: true,
    max: config.anonymousRateLimit,
    timeWindow: 60_000,
    allowList: async (request) =>
      !/^\/(api|providers)\//.test(request.url) ||
      request.url.split('?')[0] === HEALTH_PATH ||
      (await callers.signedIn(request)),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, CALL_MESSAGES.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });

  const live = deps.live ?? createLiveHub({ bus: createLocalBus(), now });
  // Drawn signatures are decoded in a thread of their own, never on the requests' thread.
  const pictures = createPictureThread();
  app.addHook('onClose', async () => pictures.close());
  const dispatcher = createDispatcher(
    {
      db: deps.db,
      config,
      files,
      mail,
      pictures,
      now,
      readCache: createReadCache({
        changes: deps.changes,
        hash: (text) => createHash('sha1').update(text).digest('base64url'),
      }),
      sessions,
    },
    handlers,
    envelope,
    callers,
    (def, payload) => {
      const change = liveChangeOf(def, payload, now());
      if (change) live.publishChange(change);
    },
  );
  // Open streams would keep `close()` waiting: end them first.
  app.addHook('preClose', async () => live.close());
  // Error and not-found handlers first: Fastify binds them to the routes declared after.
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return dispatcher.sendSealed(reply, 404, {
        code: 404,
        message: CALL_MESSAGES.unknownCall(request.url.split('?')[0] ?? ''),
      });
    }
    // A path with a dot (`/.env`, `/wp-login.php`) names a file, and this one does not exist:
    // only the app's own history routes get index.html.
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/\/[^/?#]*\./.test(request.url.split('?')[0] ?? '')
    ) {
      return webFallback(reply);
    }
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({ code: 404, message: CALL_MESSAGES.notFound });
  });

  app.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    const status =
      error instanceof DatabaseLostError
        ? error.statusCode
        : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
    if (status >= 500) request.log.error({ err: error }, 'Request failed');
    const message =
      error instanceof HttpError || error instanceof DatabaseLostError
        ? error.message
        : status === 413
          ? CALL_MESSAGES.tooLarge(BODY_LIMIT)
          : status >= 400 && status < 500
            ? CALL_MESSAGES.unreadable
            : CALL_MESSAGES.internal;
    if (request.url.startsWith('/api/')) return dispatcher.refuse(request, reply, status, message);
    return reply.code(status).send({ code: status, message });
  });

  const webFallback = await registerWebApp(app, config.webRoot);
  registerMailProviders(app, { db: deps.db, config });
  registerHealth(app, { db: deps.db });
  registerLive(app, {
    db: deps.db,
    now,
    hub: live,
    callers,
    ...(deps.liveHeartbeatMs ? { heartbeatMs: deps.liveHeartbeatMs } : {}),
  });
  app.post('/api/*', { preParsing: dispatcher.door }, (request, reply) =>
    dispatcher.post(request, reply),
  );
  app.get('/api/*', (request, reply) => dispatcher.get(request, reply));

  return app;
}
