import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDatabase } from '../seed/seedDatabase';
import { migrateToLatest } from './migrateToLatest';
import { openDatabase } from './openDatabase';
import type { SnapshotFiles } from './testSnapshots';

interface Shared {
  files: Promise<SnapshotFiles>;
  users: number;
  dir: string;
}

// The server and contract projects both list this setup: build the snapshots once per run.
const KEY = Symbol.for('locasuite.testSnapshots');
const registry = globalThis as { [KEY]?: Shared };

async function build(dir: string): Promise<SnapshotFiles> {
  const opened = await openDatabase({ databaseUrl: 'memory://' });
  try {
    const dump = async (name: string) => {
      const file = join(dir, `${name}.tar`);
      const blob = await opened.dumpSnapshot?.();
      if (!blob) throw new Error('The embedded database cannot dump its data directory.');
      writeFileSync(file, new Uint8Array(await blob.arrayBuffer()));
      return file;
    };
    await migrateToLatest(opened.db);
    const migrated = await dump('migrated');
    await seedDatabase(opened.db);
    const seeded = await dump('seeded');
    return { migrated, seeded };
  } finally {
    await opened.close();
  }
}

/**
 * Vitest global setup: one migrated and one seeded embedded database, dumped to files that every
 * test file clones (`openTestDatabase`, `startTestServer`). Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  let shared = registry[KEY];
  if (!shared) {
    const dir = mkdtempSync(join(tmpdir(), 'locasuite-snapshots-'));
    shared = { files: build(dir), users: 0, dir };
    registry[KEY] = shared;
  }
  shared.users += 1;
  const current = shared;
  project.provide('databaseSnapshots', await current.files);
  return () => {
    current.users -= 1;
    if (current.users === 0) {
      rmSync(current.dir, { recursive: true, force: true });
      delete registry[KEY];
    }
  };
}
