import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseLostError, PGliteDialect } from './pgliteDialect';
import { openPgliteThread, THREAD_RESTARTS } from './pgliteThread';
import type { EmbeddedPglite } from './pgliteThread';
import { testSnapshot } from './testSnapshots';

// PGlite's thread stopped as a crash of its WebAssembly would stop it (`terminate`), under a
// database on disk and one in memory.
const dirs: string[] = [];

// A database on disk created once, from the run's empty cluster (PGlite's initdb takes seconds):
// each test opens a copy of it.
let template = '';
beforeAll(async () => {
  template = mkdtempSync(join(tmpdir(), 'locasuite-thread-template-'));
  const db = await openPgliteThread({ dataDir: template, snapshot: testSnapshot('empty') });
  await db.query('create table t (v int)');
  await db.query('insert into t values (1)');
  await db.close();
});
afterAll(() => rmSync(template, { recursive: true, force: true }));

/** A new directory holding a copy of the template's database (`t` holding 1). */
function copyOfTemplate(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-thread-'));
  dirs.push(dataDir);
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
const opened: EmbeddedPglite[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function open(onDisk: boolean) {
  const threads: Worker[] = [];
  const lost: DatabaseLostError[] = [];
  const dataDir = onDisk ? copyOfTemplate() : undefined;
  const db = await openPgliteThread({
    dataDir,
    onThread: (thread) => threads.push(thread),
    onLost: (error) => lost.push(error),
  });
  opened.push(db);
  if (!onDisk) {
    await db.query('create table t (v int)');
    await db.query('insert into t values (1)');
  }
  /** Stops the database's thread now, and waits until the server has seen it stop. */
  const crash = async () => {
    const before = db.generation ?? 0;
    await threads.at(-1)!.terminate();
    await vi.waitFor(() => expect(db.generation !== before || db.closed).toBe(true));
  };
  return { db, threads, crash, lost };
}

const values = async (db: EmbeddedPglite) =>
  (await db.query<{ v: number }>('select v from t order by v')).rows.map((r) => r.v);

describe('openPgliteThread when its thread stops', () => {
  it('on disk: opens the database again in a new thread, with what was committed', async () => {
    const { db, threads, crash, lost } = await open(true);
    await crash();
    expect(await values(db)).toEqual([1]);
    await db.query('insert into t values (2)');
    expect(await values(db)).toEqual([1, 2]);
    expect(threads).toHaveLength(2);
    expect(db.closed).toBe(false);
    expect(lost).toEqual([]);
  });

  it('on disk: the statement in flight fails with DatabaseLostError, the next one is answered', async () => {
    const { db, threads } = await open(true);
    const inFlight = db.query('select pg_sleep(2)');
    await threads[0]!.terminate();
    const error = await inFlight.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseLostError);
    expect((error as DatabaseLostError).restarting).toBe(true);
    expect((error as DatabaseLostError).statusCode).toBe(503);
    expect(await values(db)).toEqual([1]);
  });

  it('on disk: a transaction begun before does not go on in the new thread', async () => {
    const { db, crash } = await open(true);
    const kysely = new Kysely<Record<string, never>>({ dialect: new PGliteDialect(db) });
    const outcome = kysely
      .transaction()
      .execute(async (trx) => {
        await sql`insert into t values (2)`.execute(trx);
        await crash();
        // Would be committed alone, outside the transaction, if it reached the new thread.
        await sql`insert into t values (3)`.execute(trx);
      })
      .catch((e: unknown) => e);
    expect(await outcome).toBeInstanceOf(DatabaseLostError);
    expect(await values(db)).toEqual([1]);
    // The connection is usable again, in and out of transactions.
    await kysely.transaction().execute(async (trx) => {
      await sql`insert into t values (4)`.execute(trx);
    });
    expect(await values(db)).toEqual([1, 4]);
  });

  it('on disk: new threads that stop as they open are tried three times, then the database is lost and told once', async () => {
    const threads: Worker[] = [];
    const lost: DatabaseLostError[] = [];
    const dataDir = copyOfTemplate();
    const db = await openPgliteThread({
      dataDir,
      onThread: (thread) => {
        threads.push(thread);
        // The database cannot be opened again: each new thread stops at once.
        if (threads.length > 1) void thread.terminate();
      },
      onLost: (error) => lost.push(error),
    });
    opened.push(db);
    await threads[0]!.terminate();
    await vi.waitFor(() => expect(db.closed).toBe(true));
    const error = await db.query('select 1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseLostError);
    expect((error as DatabaseLostError).restarting).toBe(false);
    expect(threads).toHaveLength(1 + THREAD_RESTARTS.max);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.restarting).toBe(false);
  });

  it('on disk: a thread that keeps stopping is restarted three times within a minute, not a fourth', async () => {
    const lost: DatabaseLostError[] = [];
    const threads: Worker[] = [];
    const db = await openPgliteThread({
      dataDir: copyOfTemplate(),
      onThread: (thread) => threads.push(thread),
      onLost: (error) => lost.push(error),
    });
    opened.push(db);
    for (let i = 1; i <= THREAD_RESTARTS.max; i++) {
      await threads.at(-1)!.terminate();
      await vi.waitFor(() => expect(db.generation).toBe(i));
      // Each new thread opened the database and answers.
      expect(await values(db)).toEqual([1]);
    }
    expect(lost).toEqual([]);
    await threads.at(-1)!.terminate();
    await vi.waitFor(() => expect(db.closed).toBe(true));
    expect(threads).toHaveLength(1 + THREAD_RESTARTS.max);
    expect(lost).toHaveLength(1);
    expect(await db.query('select 1').catch((e: unknown) => e)).toBeInstanceOf(DatabaseLostError);
  });

  it('closed: a statement asked afterwards fails with DatabaseLostError instead of waiting', async () => {
    const { db } = await open(true);
    await db.close();
    const error = await db.query('select 1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseLostError);
    expect((error as DatabaseLostError).statusCode).toBe(503);
  });

  it('in memory: nothing to open again, every statement fails with DatabaseLostError', async () => {
    const { db, crash, lost } = await open(false);
    await crash();
    expect(db.closed).toBe(true);
    expect(lost).toHaveLength(1);
    const error = await db.query('select 1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseLostError);
    expect((error as DatabaseLostError).restarting).toBe(false);
    expect((error as Error).message).toBe(
      'La base de données du serveur s’est arrêtée : le serveur doit être redémarré.',
    );
  });
});
