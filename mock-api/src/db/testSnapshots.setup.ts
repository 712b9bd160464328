import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { setPasswordCostForTests } from '../auth/password';
import { TEST_PASSWORD_COST } from '../auth/testPasswordCost';
import { seedDatabase } from '../seed/seedDatabase';
import { migrateToLatest } from './migrateToLatest';
import { openDatabase } from './openDatabase';
import type { SnapshotFiles } from './testSnapshots';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Kept between runs: a snapshot is only rebuilt when its key changes. */
const CACHE = join(ROOT, 'node_modules', '.cache', 'locasuite-test-snapshots');

/** Every source file the migrations and the seed can depend on (tests excepted), sorted. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files.sort();
}

/**
 * What the snapshots are made of: the server's and core's sources (migrations, seed, the
 * registries they read), the locked dependency versions (PGlite's among them) and the seed's UTC day
 * (`generateSeed` gives the same data all day). Any change gives another key, so a stale snapshot
 * is never used.
 */
function snapshotKey(now: number): string {
  const hash = createHash('sha256');
  hash.update(`day ${new Date(now).toISOString().slice(0, 10)}\n`);
  for (const file of [
    join(ROOT, 'package-lock.json'),
    ...sourceFiles(join(ROOT, 'core', 'src')),
    ...sourceFiles(join(ROOT, 'mock-api', 'src')),
  ]) {
    hash.update(`${relative(ROOT, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Dumps one new in-memory database, migrates it and dumps it again, then seeds it and dumps it a
 * third time. The demo
 * accounts' passwords are hashed at the tests' cost, as the tests' own hashes are.
 */
async function build(dir: string, now: number): Promise<SnapshotFiles> {
  setPasswordCostForTests(TEST_PASSWORD_COST);
  const opened = await openDatabase({ databaseUrl: 'memory://', embedded: 'inline' });
  try {
    // A test database is small (the seeded one holds about 17 MB): 32 MB of shared buffers instead
    // of PostgreSQL's 128 MB, and a few connections (PGlite has one), start each clone a third
    // faster. They take effect in the clones (PGlite reads them when it starts).
    await sql`alter system set shared_buffers = '32MB'`.execute(opened.db);
    await sql`alter system set max_connections = 10`.execute(opened.db);
    const dump = async (name: string) => {
      // Written to the data files first: a clone then starts without replaying the log.
      await sql`checkpoint`.execute(opened.db);
      const blob = await opened.dumpSnapshot?.();
      if (!blob) throw new Error('The embedded database cannot dump its data directory.');
      // Written then renamed: a run started meanwhile never reads half a file.
      const file = join(dir, `${name}.tar`);
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
      renameSync(partial, file);
      return file;
    };
    const empty = await dump('empty');
    await migrateToLatest(opened.db);
    const migrated = await dump('migrated');
    await seedDatabase(opened.db, { now });
    const seeded = await dump('seeded');
    return { empty, migrated, seeded };
  } finally {
    await opened.close();
  }
}

async function snapshots(): Promise<SnapshotFiles> {
  const now = Date.now();
  const key = snapshotKey(now);
  const dir = join(CACHE, key);
  const files: SnapshotFiles = {
    empty: join(dir, 'empty.tar'),
    migrated: join(dir, 'migrated.tar'),
    seeded: join(dir, 'seeded.tar'),
  };
  if (Object.values(files).every((file) => existsSync(file))) return files;
  // Other keys' snapshots are stale: only the current one is kept.
  if (existsSync(CACHE)) {
    for (const other of readdirSync(CACHE)) {
      if (other !== key) rmSync(join(CACHE, other), { recursive: true, force: true });
    }
  }
  mkdirSync(dir, { recursive: true });
  return build(dir, now);
}

// The server and contract projects both list this setup: one look-up (or build) per run.
const KEY = Symbol.for('locasuite.testSnapshots');
const registry = globalThis as { [KEY]?: Promise<SnapshotFiles> };

/**
 * Vitest global setup: an empty, a migrated and a seeded embedded database, dumped to files that
 * every test file clones (`openTestDatabase`, `startTestServer`). Built once and kept in
 * `node_modules/.cache/locasuite-test-snapshots/<key>/` until a source, a dependency or the day
 * changes (`snapshotKey`).
 */
export default async function setup(project: TestProject): Promise<void> {
  registry[KEY] ??= snapshots();
  project.provide('databaseSnapshots', await registry[KEY]);
}
