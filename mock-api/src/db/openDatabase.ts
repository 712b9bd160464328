import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseSnapshot } from './dataDirSnapshot';
import { lockDataDir } from './dataDirLock';
import { PGliteDialect, type DatabaseLostError } from './pgliteDialect';
import { openPgliteInline, openPgliteThread, type EmbeddedPglite } from './pgliteThread';
import type { Database } from './schema';
import { countTableChanges, TABLE_CHANGE_CHANNEL, type TableChanges } from './tableChanges';

export interface OpenDatabaseOptions {
  /** `memory://`, `postgres://…`/`postgresql://…`, `file://<dir>`; absent = `<dataDir>/pgdata`. */
  readonly databaseUrl?: string | undefined;
  readonly dataDir?: string | undefined;
  /**
   * PGlite only: start from this dumped data directory (`dumpSnapshot`) instead of an empty
   * cluster. Tests clone one migrated (or seeded) database this way instead of rebuilding it.
   */
  readonly snapshot?: DatabaseSnapshot | undefined;
  /**
   * PGlite only: where its statements run. `thread` (the default, the server): in a worker
   * thread, so that a long statement does not hold the other requests. `inline`: in the caller's
   * thread, for a command that nobody else waits on (no thread to start, no message per statement).
   */
  readonly embedded?: 'thread' | 'inline' | undefined;
  /**
   * PGlite in its thread only: told once when the database cannot be reached any more until the
   * process restarts (`PGliteThreadOptions.onLost`: its thread stopped in memory, or kept stopping
   * on disk).
   */
  readonly onLost?: ((error: DatabaseLostError) => void) | undefined;
  /** PGlite in its thread, tests only: told each thread it runs in (to stop one as a crash would). */
  readonly onThread?: ((thread: Worker) => void) | undefined;
}

export interface OpenedDatabase {
  readonly db: Kysely<Database>;
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs (`memory://`, a directory, or the PostgreSQL host/database). */
  readonly location: string;
  /** PGlite only: the writes this process hears (db/tableChanges.ts). */
  readonly changes?: TableChanges;
  /** PGlite only: the whole data directory as a tar, for `OpenDatabaseOptions.snapshot`. */
  readonly dumpSnapshot?: () => Promise<Blob>;
  close(): Promise<void>;
}

const INT8_OID = 20;

// int8 holds epoch milliseconds and counts: well inside Number's exact range.
const parseInt8 = (value: string) => Number(value);

function describePostgres(url: string): string {
  try {
    const u = new URL(url);
    return `postgres://${u.host}${u.pathname}`;
  } catch {
    return 'postgres';
  }
}

/**
 * Opens the database: PGlite (embedded, files in `<dataDir>/pgdata`, or in memory with
 * `memory://`) or PostgreSQL when `databaseUrl` is a postgres URL. Does not migrate.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const url = options.databaseUrl;
  if (url !== undefined && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as never,
      },
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', location: describePostgres(url), close: () => db.destroy() };
  }
  let dir: string | undefined;
  if (url === 'memory://') dir = undefined;
  else if (url !== undefined && url.startsWith('file://')) dir = url.slice('file://'.length);
  else dir = join(options.dataDir ?? './data', 'pgdata');
  if (dir !== undefined) mkdirSync(dir, { recursive: true });
  const unlock = dir !== undefined ? lockDataDir(dir) : () => {};
  const changes = countTableChanges();
  const open = options.embedded === 'inline' ? openPgliteInline : openPgliteThread;
  let pglite: EmbeddedPglite;
  try {
    pglite = await open({
      dataDir: dir,
      snapshot: options.snapshot,
      listen: { [TABLE_CHANGE_CHANNEL]: changes.heard },
      ...(options.onLost ? { onLost: options.onLost } : {}),
      ...(options.onThread ? { onThread: options.onThread } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    changes,
    location: dir ?? 'memory://',
    dumpSnapshot: () => pglite.dumpDataDir(),
    close: async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}
