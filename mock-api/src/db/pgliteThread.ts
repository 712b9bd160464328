import { readFile } from 'node:fs/promises';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import {
  DatabaseLostError,
  PGLITE_PARSERS,
  PGLITE_PARSER_OIDS_TO_NUMBER,
  type EmbeddedSql,
  type EmbeddedResult,
} from './pgliteDialect';
import { DataDirSnapshot, type DatabaseSnapshot, type DataDirEntry } from './dataDirSnapshot';

/**
 * The embedded database in its own thread (issue 10: a long query must not stall every other
 * request). PGlite runs its statements synchronously in WebAssembly: on the server's thread, a
 * 90-day read held every other call (a session check, a login, a small write) for a second. Here
 * the server's thread only posts the statement and receives the rows; the database works beside it.
 *
 * Notifications (`listen`) are posted before the answer of the statement that raised them, on the
 * same port, so the server's counts (`tableChanges`) are up to date when the writer resumes, as
 * they were with PGlite in the same thread.
 */
export interface PGliteThreadOptions {
  /** `<dataDir>/pgdata` on disk; absent = in memory. */
  readonly dataDir?: string | undefined;
  /** A dumped data directory to start from (`dumpDataDir`), as a Blob or read once. */
  readonly snapshot?: DatabaseSnapshot | undefined;
  /** Channels to listen to from the start, and what to do with each payload. */
  readonly listen?: Readonly<Record<string, (payload: string) => void>>;
  /**
   * Tests only: told each thread the database runs in, to stop one as a crash would (the server's
   * `StartOptions.onDatabaseThread`).
   */
  readonly onThread?: (thread: Worker) => void;
  /**
   * Told once when the database cannot be reached any more, until the process restarts: in
   * memory after its thread stopped, on disk after `THREAD_RESTARTS.max` restarts within
   * `THREAD_RESTARTS.windowMs` (every statement then fails with `DatabaseLostError`). The server
   * exits then, for its supervisor to start it again.
   */
  readonly onLost?: (error: DatabaseLostError) => void;
}

/**
 * How often a database on disk is opened again in a new thread after its thread stopped: three
 * times within a minute. A fourth stop within that minute (a thread that dies as it opens, or
 * again and again) loses the database until the process restarts.
 */
export const THREAD_RESTARTS = { max: 3, windowMs: 60_000 } as const;

/** PGlite in its thread, or in the caller's (`openPgliteInline`): what `openDatabase` uses. */
export interface EmbeddedPglite extends EmbeddedSql {
  /** The whole data directory as an uncompressed tar (PGlite's `dumpDataDir('none')`). */
  dumpDataDir(): Promise<Blob>;
}

/** What crosses the thread boundary from the database's thread. */
type FromThread =
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly error: ThreadError }
  | { readonly kind: 'notify'; readonly channel: string; readonly payload: string }
  | {
      readonly kind: 'done';
      readonly id: number;
      readonly rows?: unknown[];
      readonly affectedRows?: number;
      readonly bytes?: ArrayBuffer;
      readonly error?: ThreadError;
    };

/** A database error's fields (message, SQLSTATE code, detail…), cloned across the thread. */
type ThreadError = Readonly<Record<string, unknown>> & { readonly message: string };

type ToThread =
  | { readonly op: 'query'; readonly id: number; readonly sql: string; readonly params: unknown[] }
  | { readonly op: 'dump'; readonly id: number }
  | { readonly op: 'close'; readonly id: number };

/** A message to the thread before it is given its number. */
type Request = ToThread extends infer T ? (T extends unknown ? Omit<T, 'id'> : never) : never;

interface WorkerData {
  readonly pglite: string;
  /** PGlite's WebAssembly, compiled once per process and shared by every thread. */
  readonly modules: CompiledModules;
  readonly dataDir: string | undefined;
  readonly snapshot: ThreadSnapshot | undefined;
  readonly channels: readonly string[];
  readonly int8Oids: readonly number[];
}

/**
 * A data directory to start from, as the thread gets it: a tar for PGlite to load (moved across,
 * or shared), or the files of a `DataDirSnapshot` to write straight into an in-memory database.
 */
type ThreadSnapshot =
  | { readonly kind: 'tar'; readonly tar: ArrayBuffer | SharedArrayBuffer }
  | { readonly kind: 'files'; readonly entries: readonly DataDirEntry[] };

/**
 * The database thread's program, run as the source of a `new Worker(…, { eval: true })` (a
 * CommonJS script). It is plain text on purpose: a compiled function's text would carry the
 * helpers its compiler or bundler injects (`__name`, `__require`…), which the thread does not have.
 * Its messages are `ToThread` and `FromThread`; the database's errors cross as their fields.
 */
const THREAD_SOURCE = `
'use strict';
const { parentPort: port, workerData: data } = require('node:worker_threads');
const { PGlite, MemoryFS } = require(data.pglite);

// PGlite's data directory (its PGDATA).
const PGDATA = '/pglite/data';

// An in-memory database whose data directory is written from a snapshot's files before PGlite
// looks for it (\`initialSyncFs\`): PGlite then finds a cluster and starts it.
class SnapshotFS extends MemoryFS {
  constructor(entries) {
    super();
    this.entries = entries;
  }

  async initialSyncFs() {
    const FS = this.pg.Module.FS;
    FS.mkdirTree(PGDATA);
    // The archive lists a directory before what it holds.
    for (const entry of this.entries) {
      const path = PGDATA + entry.path;
      if (entry.directory) FS.mkdir(path);
      else FS.writeFile(path, entry.bytes);
      FS.utime(path, entry.modified, entry.modified);
    }
  }
}

function snapshotOptions(snapshot) {
  if (snapshot === undefined) return {};
  if (snapshot.kind === 'files') return { fs: new SnapshotFS(snapshot.entries) };
  // PGlite only reads a tar's bytes (\`arrayBuffer()\`) and type: a Blob would copy 40–70 MB in,
  // then assemble them again in small chunks.
  return { loadDataDir: { type: 'application/x-tar', arrayBuffer: async () => snapshot.tar } };
}

function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

const post = (message, transfer = []) => port.postMessage(message, transfer);
const parsers = {};
for (const oid of data.int8Oids) parsers[oid] = (value) => Number(value);

async function answer(db, message) {
  if (message.op === 'query') {
    const result = await db.query(message.sql, message.params, { rowMode: 'object' });
    const done = { kind: 'done', id: message.id, rows: result.rows };
    if (result.affectedRows !== undefined) done.affectedRows = result.affectedRows;
    post(done);
  } else if (message.op === 'dump') {
    const bytes = await (await db.dumpDataDir('none')).arrayBuffer();
    post({ kind: 'done', id: message.id, bytes }, [bytes]);
  } else {
    if (!db.closed) await db.close();
    post({ kind: 'done', id: message.id });
    port.close();
  }
}

(async () => {
  let db;
  try {
    db = await PGlite.create({
      // btree_gist: the exclusion constraint against double bookings (pgliteExtensions.ts).
      extensions: { btree_gist: require(data.btreeGist).btree_gist },
      ...(data.dataDir !== undefined ? { dataDir: data.dataDir } : {}),
      ...snapshotOptions(data.snapshot),
      // Durability: NodeFS writes through to the files on every write; commits are not deferred.
      relaxedDurability: false,
      parsers,
      pgliteWasmModule: data.modules.pglite,
      initdbWasmModule: data.modules.initdb,
    });
    for (const channel of data.channels) {
      await db.listen(channel, (payload) => post({ kind: 'notify', channel, payload }));
    }
  } catch (error) {
    post({ kind: 'failed', error: errorFields(error) });
    return;
  }
  post({ kind: 'ready' });
  port.on('message', (message) => {
    answer(db, message).catch((error) =>
      post({ kind: 'done', id: message.id, error: errorFields(error) }),
    );
  });
})();
`;

interface CompiledModules {
  readonly pglite: CompiledModule;
  readonly initdb: CompiledModule;
}

let compiled: Promise<CompiledModules> | undefined;

/**
 * A compiled `WebAssembly.Module`, opaque here: only PGlite, in the thread, uses it (the
 * packages that compile this file do not all declare the WebAssembly namespace).
 */
type CompiledModule = object;

/** The global WebAssembly object, typed for the one use made of it. */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledModule> };
  }
).WebAssembly;

/**
 * PGlite's two WebAssembly modules, compiled once: a thread given a compiled module instantiates
 * it without compiling 9 MB of code again (a module crosses threads without being copied).
 */
function compiledModules(pgliteEntry: string): Promise<CompiledModules> {
  compiled ??= (async () => {
    const dir = dirname(pgliteEntry);
    const [pglite, initdb] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map(async (file) =>
        wasm.compile(await readFile(join(dir, file))),
      ),
    );
    return { pglite: pglite!, initdb: initdb! };
  })();
  // A failure is not kept: the next opening tries again (and PGlite reports what is missing).
  compiled.catch(() => {
    compiled = undefined;
  });
  return compiled;
}

function toError(fields: ThreadError): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}

/**
 * A snapshot as it crosses to the thread: a `DataDirSnapshot`'s files (in memory) or its shared tar
 * (on disk, where PGlite writes the files itself) cross without a copy; a Blob's bytes are moved.
 */
async function threadSnapshot(
  snapshot: DatabaseSnapshot | undefined,
  dataDir: string | undefined,
): Promise<ThreadSnapshot | undefined> {
  if (snapshot === undefined) return undefined;
  if (!(snapshot instanceof DataDirSnapshot)) {
    return { kind: 'tar', tar: await snapshot.arrayBuffer() };
  }
  return dataDir === undefined
    ? { kind: 'files', entries: snapshot.entries }
    : { kind: 'tar', tar: snapshot.tar.buffer as SharedArrayBuffer };
}

/**
 * Starts PGlite in a worker thread; resolves once the database is open (or rejects, as PGlite).
 *
 * Should the thread stop under it (a crash of PGlite's WebAssembly), the statements in flight
 * fail with `DatabaseLostError`; a database on disk is then opened again in a new thread (Postgres
 * recovers its files as after a power cut) and the next statements go there, at most
 * `THREAD_RESTARTS.max` times a minute, while one in memory is gone. A database that cannot be
 * reached any more fails every statement the same way and is told to `onLost`.
 */
export async function openPgliteThread(options: PGliteThreadOptions = {}): Promise<EmbeddedPglite> {
  const snapshot = await threadSnapshot(options.snapshot, options.dataDir);
  const listeners = options.listen ?? {};
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const common = {
    pglite,
    btreeGist: createRequire(import.meta.url).resolve('@electric-sql/pglite/contrib/btree_gist'),
    modules: await compiledModules(pglite),
    dataDir: options.dataDir,
    channels: Object.keys(listeners),
    int8Oids: PGLITE_PARSER_OIDS_TO_NUMBER,
  };

  const pending = new Map<
    number,
    { resolve: (message: FromThread & { kind: 'done' }) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let closed = false;
  let closing = false;
  let lost: DatabaseLostError | undefined;
  let generation = 0;
  let current!: { readonly worker: Worker; readonly ready: Promise<void> };
  /** When the last restarts happened (ms), within `THREAD_RESTARTS.windowMs`. */
  const restarts: number[] = [];
  const rejectPending = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  // The database cannot be reached again until the server restarts.
  const loseForGood = (cause: unknown) => {
    if (lost) return;
    lost = new DatabaseLostError(false, { cause });
    closed = true;
    rejectPending(lost);
    options.onLost?.(lost);
  };
  // On disk: a new thread opens the files as the last one left them, within the restart budget.
  const restart = (cause: unknown) => {
    const at = Date.now();
    while (restarts.length > 0 && at - restarts[0]! >= THREAD_RESTARTS.windowMs) restarts.shift();
    if (restarts.length >= THREAD_RESTARTS.max) return loseForGood(cause);
    restarts.push(at);
    rejectPending(new DatabaseLostError(true, { cause }));
    generation += 1;
    // Its failure to open goes through `stopped` or its `failed` message, like any stop.
    startThread(false).catch(() => undefined);
  };

  // One thread: the first with the snapshot (written into the data directory or memory), a later
  // one with the data directory as the last left it.
  const startThread = (first: boolean): Promise<void> => {
    const workerData: WorkerData = { ...common, snapshot: first ? snapshot : undefined };
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData,
      ...(first && snapshot?.kind === 'tar' && snapshot.tar instanceof ArrayBuffer
        ? { transferList: [snapshot.tar] }
        : {}),
    });
    let isOpen = false;
    let opened!: () => void;
    let failed!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      opened = () => {
        isOpen = true;
        resolve();
      };
      failed = reject;
    });
    // Awaited by the statements; never an unhandled rejection here.
    ready.catch(() => undefined);
    current = { worker, ready };
    const isCurrent = () => current.worker === worker;

    // The thread keeps the process alive only while an answer is awaited: a command that is done
    // exits without closing, a server keeps its own handles.
    const settle = () => {
      if (pending.size === 0) worker.unref();
    };
    const stopped = (cause: unknown) => {
      failed(cause instanceof Error ? cause : new Error(String(cause)));
      if (!isCurrent() || closed || closing) return;
      if (first && !isOpen) {
        // The opening fails, as PGlite's would.
        closed = true;
      } else if (options.dataDir === undefined) {
        // In memory, the data went with the thread.
        loseForGood(cause);
      } else {
        // A thread that stopped, or a new one that stopped before opening the database: another
        // one, within the budget (no endless loop of threads dying as they open it).
        restart(cause);
      }
    };

    worker.on('message', (message: FromThread) => {
      if (!isCurrent()) return;
      if (message.kind === 'notify') listeners[message.channel]?.(message.payload);
      else if (message.kind === 'ready') {
        opened();
        settle();
      } else if (message.kind === 'failed') {
        const error = toError(message.error);
        failed(error);
        if (first) closed = true;
        else if (!closing && !closed) restart(error);
        void worker.terminate();
      } else {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        settle();
        if (!waiting) return;
        if (message.error) waiting.reject(toError(message.error));
        else waiting.resolve(message);
      }
    });
    worker.on('error', (error) => stopped(error));
    worker.on('exit', (code) =>
      stopped(new Error(`La base embarquée s’est arrêtée (code ${code}).`)),
    );
    options.onThread?.(worker);
    return ready;
  };

  const send = async (message: Request): Promise<FromThread & { kind: 'done' }> => {
    if (lost) throw lost;
    // Closed (the server stopping): its thread answers no more; a statement asked now would wait
    // for ever.
    if (closed) throw new DatabaseLostError(false);
    // A thread opening again after a crash: the statement waits for it.
    const { worker, ready } = current;
    await ready.catch(() => undefined);
    if (lost) throw lost;
    if (current.worker !== worker) return send(message);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...message, id } as ToThread);
    });
  };

  const opening = startThread(true);
  await opening;
  return {
    waitReady: opening,
    get closed() {
      return closed;
    },
    get generation() {
      return generation;
    },
    async query<R>(sql: string, params: unknown[] = []): Promise<EmbeddedResult<R>> {
      const answer = await send({ op: 'query', sql, params });
      return {
        rows: (answer.rows ?? []) as R[],
        ...(answer.affectedRows !== undefined ? { affectedRows: answer.affectedRows } : {}),
      };
    },
    async dumpDataDir() {
      const answer = await send({ op: 'dump' });
      return new Blob([answer.bytes ?? new ArrayBuffer(0)]);
    },
    async close() {
      if (closed) return;
      closing = true;
      try {
        await send({ op: 'close' });
      } finally {
        closed = true;
        await current.worker.terminate();
      }
    },
  };
}

/**
 * PGlite in the caller's thread, for a command that nobody else waits on (`locasuite seed`,
 * `user`…): no thread to start, no message per statement.
 */
export async function openPgliteInline(options: PGliteThreadOptions = {}): Promise<EmbeddedPglite> {
  const pglite = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot !== undefined
      ? {
          loadDataDir:
            options.snapshot instanceof DataDirSnapshot
              ? options.snapshot.asBlob()
              : options.snapshot,
        }
      : {}),
    // Durability: NodeFS writes through to the files on every write; commits are not deferred.
    relaxedDurability: false,
    parsers: PGLITE_PARSERS,
  });
  try {
    for (const [channel, listener] of Object.entries(options.listen ?? {})) {
      await pglite.listen(channel, listener);
    }
  } catch (error) {
    await pglite.close();
    throw error;
  }
  return {
    waitReady: pglite.waitReady,
    get closed() {
      return pglite.closed;
    },
    query: (sql, params, queryOptions) => pglite.query(sql, params, queryOptions),
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: () => pglite.close(),
  };
}
