import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerConfig } from './config';
import { purgeExpired } from './auth/purgeExpired';
import { migrateToLatest } from './db/migrateToLatest';
import type { DatabaseSnapshot } from './db/dataDirSnapshot';
import { openDatabase, type OpenedDatabase } from './db/openDatabase';
import type { Database } from './db/schema';
import { createLocalFileStore } from './files/createLocalFileStore';
import { createApp } from './http/createApp';
import type { HandlerSet } from './http/defineHandlers';
import { createLiveHub, createLocalBus, type LiveBus } from './live/liveHub';
import { createPostgresBus } from './live/postgresBus';
import { createMailSender, type MailSender } from './mail/createMailSender';
import { createMailService, type MailService } from './mail/MailService';
import { isDatabaseEmpty, seedDatabase, type SeedDatabaseOptions } from './seed/index';
import { seedConditionPhotos } from './seed/seedConditionPhotos';
import { seedSavFiles } from './seed/seedSavFiles';
import { seedSignerDocuments } from './seed/seedSignerDocuments';
import { sealRegisteredDocuments } from './files/sealRegisteredDocuments';

export interface StartOptions {
  /** Seed an empty database (`true`, or the seed options). Default: no seeding. */
  readonly seed?: boolean | SeedDatabaseOptions;
  /** Close cleanly on SIGINT/SIGTERM and exit. Default true; tests pass false. */
  readonly handleSignals?: boolean;
  /** A mail transport to use instead of `config.smtpUrl` (tests). */
  readonly mailTransport?: Transporter;
  readonly mailIntervalMs?: number;
  readonly now?: () => Date;
  readonly handlers?: readonly HandlerSet[];
  readonly logger?: boolean;
  /** Embedded database only: start from this dumped data directory (tests clone one this way). */
  readonly databaseSnapshot?: DatabaseSnapshot | undefined;
  /** The live streams' heartbeat and session check, 15 s by default (tests shorten it). */
  readonly liveHeartbeatMs?: number;
  /**
   * The embedded database cannot be reached any more (its thread kept stopping, or stopped in
   * memory): every call would answer 503 until a restart. Default: a fatal line on stderr and in
   * the log, then `process.exit(1)`, for the supervisor (systemd `Restart=always`…) to start the
   * server again. Tests that stop the database on purpose pass theirs.
   */
  readonly onDatabaseLost?: (error: Error) => void;
  /**
   * Tests only: told each thread the embedded database runs in, to stop one as a crash of
   * PGlite's WebAssembly would (`tests/reliability/support/serverEntry.ts`).
   */
  readonly onDatabaseThread?: (thread: Worker) => void;
}

/** What the server says, in French then English, when it exits because its database is lost. */
export const DATABASE_LOST_FATAL =
  'Erreur fatale : la base de données embarquée ne répond plus et n’a pas pu être relancée ; ' +
  'le serveur s’arrête (code 1) pour être redémarré. / Fatal: the embedded database thread ' +
  'could not be restarted; exiting.';

export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:8080`. */
  readonly url: string;
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly database: Pick<OpenedDatabase, 'kind' | 'location'>;
  /** The outbox as handlers see it (mails are `pending` with SMTP, `stored` without). */
  readonly mail: MailService;
  close(): Promise<void>;
}

/**
 * Opens the database, applies the migrations, seeds an empty database when asked, starts the mail
 * sender (when SMTP is configured) and listens. Closes Fastify, the sender and the database on
 * SIGINT/SIGTERM, or through `close()`.
 */
export async function startServer(
  config: ServerConfig,
  options: StartOptions = {},
): Promise<RunningServer> {
  const now = options.now ?? (() => new Date());
  let app: FastifyInstance | undefined;
  const databaseLost =
    options.onDatabaseLost ??
    ((error: Error) => {
      app?.log.fatal({ err: error }, DATABASE_LOST_FATAL);
      process.stderr.write(`${DATABASE_LOST_FATAL}\n`);
      process.exit(1);
    });
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    snapshot: options.databaseSnapshot,
    onLost: databaseLost,
    onThread: options.onDatabaseThread,
  });
  let sender: MailSender | undefined;
  let mail: MailService;
  // Several processes on one PostgreSQL hear each other's changes through LISTEN/NOTIFY.
  const bus: LiveBus =
    opened.kind === 'postgres' && config.databaseUrl
      ? createPostgresBus({
          connectionString: config.databaseUrl,
          db: opened.db,
          log: { warn: (object, message) => app?.log.warn(object, message) },
        })
      : createLocalBus();
  const live = createLiveHub({ bus, now });
  try {
    await migrateToLatest(opened.db);
    const files = createLocalFileStore(join(config.dataDir, 'files'));
    if (options.seed && (await isDatabaseEmpty(opened.db))) {
      await seedDatabase(opened.db, options.seed === true ? {} : options.seed);
      await seedConditionPhotos(opened.db, files);
      await seedSignerDocuments(opened.db, files, now());
      await seedSavFiles(opened.db, files, now());
    }
    await sealRegisteredDocuments(opened.db, files);
    const transport =
      options.mailTransport ??
      (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined);
    mail = createMailService(opened.db, transport !== undefined, now);
    app = await createApp(config, {
      db: opened.db,
      changes: opened.changes,
      files,
      mail,
      now,
      ...(options.handlers ? { handlers: options.handlers } : {}),
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
      ...(options.liveHeartbeatMs ? { liveHeartbeatMs: options.liveHeartbeatMs } : {}),
      live,
    });
    if (transport) {
      sender = createMailSender({
        db: opened.db,
        transport,
        files,
        now,
        log: app.log,
        ...(options.mailIntervalMs ? { intervalMs: options.mailIntervalMs } : {}),
      });
      sender.start();
    }
    await live.ready;
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await sender?.stop();
    await app?.close();
    await bus.close();
    await opened.close();
    throw error;
  }
  const started = app;
  const address = started.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  started.log.info(
    { url, database: opened.kind, location: opened.location },
    'LocaSuite API prête',
  );

  const purge = () =>
    purgeExpired(opened.db, now()).catch((error: unknown) =>
      started.log.warn({ err: error }, 'Purge des sessions expirées'),
    );
  void purge();
  const purgeTimer = setInterval(() => void purge(), 60 * 60_000);
  purgeTimer.unref();

  let closing: Promise<void> | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    started.log.info({ signal }, 'Arrêt du serveur');
    void close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  function close(): Promise<void> {
    closing ??= (async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      clearInterval(purgeTimer);
      await started.close();
      await bus.close();
      await sender?.stop();
      await opened.close();
    })();
    return closing;
  }
  if (options.handleSignals !== false) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  return {
    url,
    app: started,
    db: opened.db,
    database: { kind: opened.kind, location: opened.location },
    mail,
    close,
  };
}
