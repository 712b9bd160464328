import { join } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { createNodeEnvelope, type NodeEnvelope } from '../envelope/nodeEnvelope';
import { HANDLER_SETS } from '../families/index';
import { createLocalFileStore } from '../files/createLocalFileStore';
import type { FileStore } from '../files/FileStore';
import { MESSAGES } from '../HttpError';
import { createMailService, type MailService } from '../mail/MailService';
import { registerMailProviders } from '../mail/providers';
import { buildHandlerMap } from './buildHandlerMap';
import type { HandlerSet } from './defineHandlers';
import { createDispatcher } from './dispatch';
import { registerWebApp } from './webApp';

/** Photos and PDFs travel as data URLs inside the JSON: allow 25 MB bodies. */
export const BODY_LIMIT = 25 * 1024 * 1024;

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

  const app = Fastify({
    logger:
      deps.logger === false || config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: BODY_LIMIT,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
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
        // Map tiles and routing come from configurable hosts (DECISIONS.md).
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", 'https:'],
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

  const dispatcher = createDispatcher(
    { db: deps.db, config, files, mail, now },
    handlers,
    envelope,
  );
  // Error and not-found handlers first: Fastify binds them to the routes declared after.
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return dispatcher.sendSealed(reply, 404, {
        code: 404,
        message: MESSAGES.unknownCall(request.url.split('?')[0] ?? ''),
      });
    }
    if (request.method === 'GET' || request.method === 'HEAD') return webFallback(reply);
    return reply.code(404).send();
  });

  app.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error({ err: error }, 'Request failed');
    const message =
      status === 413
        ? 'Requête trop volumineuse : 25 Mo au plus.'
        : status >= 400 && status < 500
          ? MESSAGES.unreadable
          : MESSAGES.internal;
    if (request.url.startsWith('/api/'))
      return dispatcher.sendSealed(reply, status, { code: status, message });
    return reply.code(status).send({ code: status, message });
  });

  const webFallback = await registerWebApp(app, config.webRoot);
  registerMailProviders(app, { db: deps.db, config });
  app.post('/api/*', (request, reply) => dispatcher.post(request, reply));
  app.get('/api/*', (request, reply) => dispatcher.get(request, reply));

  return app;
}
