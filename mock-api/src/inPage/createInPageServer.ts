import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/pgliteExtensions';
import {
  CALL_MESSAGES,
  createApiClient,
  createCryptoJsEnvelope,
  findCallByPath,
  generalCalls,
  type ApiClient,
  type CallDef,
  type SyncEnvelope,
} from '@locasuite/core';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import { migrateToLatest } from '../db/migrateToLatest';
import { PGLITE_PARSERS, PGliteDialect } from '../db/pgliteDialect';
import type { Database } from '../db/schema';
import { listenTableChanges } from '../db/tableChanges';
import { HANDLER_SETS } from '../families/index';
import { buildHandlerMap } from '../http/buildHandlerMap';
import { createReadCache } from '../http/readCache';
import { createSessionCache } from '../auth/sessions';
import {
  createCallRunner,
  type AnswerBody,
  type CallHeaders,
  type SealedOutcome,
} from '../http/handleCall';
import { createMailService } from '../mail/MailService';
import { seedDatabase } from '../seed/seedDatabase';
import { seedSignerDocuments } from '../seed/seedSignerDocuments';
import { createMemoryFileStore } from './memoryFileStore';
import { STORY_NOW } from './storyNow';

export { STORY_NOW };

/** The documented development key of the envelope (a compatibility layer, not a secret). */
export const IN_PAGE_ENVELOPE_KEY = 'locasuite-dev-envelope-key';

/**
 * How a test makes one call go wrong while the server answers the others: `unreachable` (the
 * network fails, no answer), or an answer of its own, sealed like the server's.
 */
export type CallOverride = 'unreachable' | { readonly status: number; readonly body: AnswerBody };

export interface InPageServerOptions {
  /** The server's clock and the seed's "now" (default `STORY_NOW`). */
  readonly now?: number;
  /**
   * A dumped data directory of a migrated and seeded database (`dumpSnapshot`) to start from;
   * without it the server migrates and seeds an empty in-memory database (a few seconds).
   */
  readonly snapshot?: Blob | undefined;
  /**
   * The server's side of the envelope; default core's crypto-js one (pure JavaScript, for the
   * browser). In Node, the HTTP server's node:crypto envelope seals large answers much faster.
   */
  readonly envelope?: SyncEnvelope;
}

export interface InPageServer {
  /** The envelope both sides use (the development key). */
  readonly envelope: SyncEnvelope;
  /** The fixed clock of this server (epoch milliseconds). */
  readonly now: number;
  /**
   * Answers a request of the API as the HTTP server does: `POST /api/<family>/v1/<call>` with
   * `{ data: <sealed> }`, the answer sealed with its status. For MSW, or a client's `fetch`.
   */
  fetch(request: Request): Promise<Response>;
  /** The transport-free entry point shared with the HTTP server (`http/handleCall.ts`). */
  handleCall(def: CallDef, body: unknown, headers: CallHeaders): Promise<SealedOutcome>;
  /**
   * Core's real client over this server, signed in (once, by the real `user_login` call) as a
   * demo account of the seed (`admin`, `planif`, `tech`: login = password), with a token given
   * as is (`{ token }`, e.g. one the server does not know), or anonymous. `override` may answer a
   * call instead of the server (a failure, for a test of the page's failed states).
   */
  client(
    as?: string | { readonly token: string },
    override?: (def: CallDef) => CallOverride | undefined,
  ): ApiClient;
  /** The session token of a demo account, by the real `user_login` call (cached per login). */
  signIn(login: string): Promise<string>;
  /**
   * The mails this server queued (newest first): what a page test reads a mailed link from
   * (a customer's signature link).
   */
  mails(): Promise<
    readonly { readonly to: string; readonly subject: string; readonly text: string }[]
  >;
  /** The whole data directory, to start another in-page server from (`snapshot`). */
  dumpSnapshot(): Promise<Blob>;
  /**
   * Puts the demo client files of the PDF signer in the memory store (issue 36 seed; idempotent):
   * only the stories and page tests of the signer need them, so they ask. Returns how many.
   */
  seedClientFiles(): Promise<number>;
  close(): Promise<void>;
}

/** Only what the handlers read of the configuration: no file, no network, no provider keys. */
function inPageConfig(): ServerConfig {
  return {
    port: 0,
    host: 'in-page',
    dataDir: 'memory://',
    databaseUrl: 'memory://',
    envelopeKey: IN_PAGE_ENVELOPE_KEY,
    smtpUrl: undefined,
    webRoot: undefined,
    sessionTtlHours: 12,
    logLevel: 'warn',
    trustProxy: false,
    providerEmulation: false,
    anonymousRateLimit: 300,
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    routingUrl: undefined,
    sendinblueApiUrl: undefined,
    sendinblueApiKey: 'locasuite-dev-sendinblue-key',
    mailchimpApiUrl: undefined,
    mailchimpApiKey: 'locasuite-dev-mailchimp-key',
  };
}

/**
 * The console as the handlers' logger: a warning or a crash of a handler shows in the test output
 * or the browser console (a story that makes the server fail is a bug to fix).
 */
function consoleLogger(): FastifyBaseLogger {
  const quiet = () => undefined;
  const logger = {
    level: 'warn',
    fatal: (...args: unknown[]) => console.error('[in-page server]', ...args),
    error: (...args: unknown[]) => console.error('[in-page server]', ...args),
    warn: (...args: unknown[]) => console.warn('[in-page server]', ...args),
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * The mock-api server in the page (issue 8 item 5): an embedded PGlite in memory (PGlite's wasm
 * build in a browser, the same package in Node), migrated and filled by the seed generator at a
 * fixed `now`, answering every call of the catalogue through the same runner, handlers and
 * envelope as the HTTP server. Stories reach it through MSW; page tests through the client's
 * `fetch`. Multipart and GET calls (files) are not served here.
 */
export async function createInPageServer(options: InPageServerOptions = {}): Promise<InPageServer> {
  const now = options.now ?? STORY_NOW;
  const clock = () => new Date(now);
  const pglite = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    ...(options.snapshot !== undefined ? { loadDataDir: options.snapshot } : {}),
    parsers: PGLITE_PARSERS,
  });
  const changes = await listenTableChanges(pglite);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  if (options.snapshot === undefined) {
    await migrateToLatest(db);
    await seedDatabase(db, { now });
  }
  const envelope = options.envelope ?? createCryptoJsEnvelope(IN_PAGE_ENVELOPE_KEY);
  const files = createMemoryFileStore(clock);
  const runner = createCallRunner(
    {
      db,
      config: inPageConfig(),
      files,
      mail: createMailService(db, false, clock),
      readCache: createReadCache({ changes }),
      sessions: createSessionCache(changes),
      now: clock,
    },
    buildHandlerMap(HANDLER_SETS),
    envelope,
  );
  // The page's own address: the links the server writes (signature requests) open here.
  const pageOrigin = (globalThis as { location?: { origin?: string } }).location?.origin;
  const caller = { ip: '127.0.0.1', origin: pageOrigin ?? '', log: consoleLogger() };

  const handleCall = (def: CallDef, body: unknown, headers: CallHeaders) =>
    runner.handleCall(def, body, headers, caller);

  async function fetchCall(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const def = findCallByPath(path);
    if (request.method !== 'POST' || !def || def.transport === 'get') {
      return json(runner.seal({ code: 404, message: CALL_MESSAGES.unknownCall(path) }), 404);
    }
    if (def.transport === 'multipart') {
      return json({ code: 501, message: CALL_MESSAGES.notAvailable(def.name) }, 501);
    }
    let body: unknown;
    try {
      body = await request.text();
    } catch {
      body = undefined;
    }
    const outcome = await handleCall(def, body, {
      authorization: request.headers.get('authorization') ?? undefined,
    });
    if (outcome.binary) {
      const { body: bytes, contentType, filename } = outcome.binary;
      return new Response(bytes.slice(), {
        status: 200,
        headers: {
          'content-type': contentType ?? 'application/octet-stream',
          'cache-control': 'no-store',
          ...(filename
            ? { 'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(filename)}` }
            : {}),
        },
      });
    }
    return json(outcome.body, outcome.status);
  }

  const origin = 'http://in-page.locasuite';
  const clientWith = (
    getToken: () => Promise<string | null> | string | null,
    override?: (def: CallDef) => CallOverride | undefined,
  ) =>
    createApiClient({
      baseUrl: origin,
      envelope,
      getToken,
      fetch: async (url, init) => {
        const def = findCallByPath(new URL(url).pathname);
        const instead = def ? override?.(def) : undefined;
        if (instead === 'unreachable') throw new TypeError('Failed to fetch');
        if (instead) return json(runner.seal(instead.body), instead.status);
        return fetchCall(new Request(url, init));
      },
    });
  const tokens = new Map<string, Promise<string>>();
  const signIn = (login: string) => {
    let token = tokens.get(login);
    if (!token) {
      // Demo accounts: login = password (seed/demoAccounts.ts).
      token = clientWith(() => null)
        .call(generalCalls.user_login, { email: login, password: login })
        .then((answer) => answer.id);
      tokens.set(login, token);
      token.catch(() => tokens.delete(login));
    }
    return token;
  };

  return {
    envelope,
    now,
    fetch: fetchCall,
    handleCall,
    signIn,
    client: (as, override) =>
      clientWith(
        () => (as === undefined ? null : typeof as === 'string' ? signIn(as) : as.token),
        override,
      ),
    mails: async () =>
      (
        await db
          .selectFrom('outbox')
          .select(['to_address', 'subject', 'text_body'])
          .orderBy('id', 'desc')
          .execute()
      ).map((m) => ({ to: m.to_address, subject: m.subject, text: m.text_body })),
    dumpSnapshot: () => pglite.dumpDataDir('none'),
    seedClientFiles: () => seedSignerDocuments(db, files, clock()),
    close: () => db.destroy(),
  };
}
