import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { setPasswordCostForTests } from '../auth/password';
import { TEST_PASSWORD_COST } from '../auth/testPasswordCost';
import { seedDatabase } from '../seed/seedDatabase';
import { migrateToLatest } from './migrateToLatest';
import { openDatabase } from './openDatabase';
import {
  freshSnapshotFolder,
  snapshotCache,
  snapshotKey,
  writeSnapshotFile,
} from './testSnapshotCache';
import type { SnapshotFiles } from './testSnapshots';

/** Kept between runs: a snapshot is only rebuilt when its key changes. */
const CACHE = snapshotCache('locasuite-test-snapshots');

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
      const file = join(dir, `${name}.tar`);
      await writeSnapshotFile(file, blob);
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
  return build(freshSnapshotFolder(CACHE, key), now);
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
