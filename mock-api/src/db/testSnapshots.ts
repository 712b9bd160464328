// `@locasuite/mock-api/testing`: a test file's clone of the run's migrated (or seeded) database.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { DataDirSnapshot } from './dataDirSnapshot';
import { migrateToLatest } from './migrateToLatest';
import { openDatabase, type OpenedDatabase } from './openDatabase';

/**
 * The databases a test file starts from: an empty cluster (to migrate from scratch), migrated, and
 * migrated then seeded.
 */
export type SnapshotKind = 'empty' | 'migrated' | 'seeded';

/** Files of the dumped data directories, made (or found) once per run by `testSnapshots.setup.ts`. */
export type SnapshotFiles = Readonly<Record<SnapshotKind, string>>;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshots: SnapshotFiles | undefined;
  }
}

/** The snapshots, read once per test worker (the files do not change during a run). */
const read = new Map<string, DataDirSnapshot>();

/**
 * The dumped data directory of a migrated (or seeded) database, when the run's global setup made
 * one; undefined otherwise (the caller then migrates and seeds the slow way). Read once and shared:
 * every database opened from it writes its own copy of the files.
 */
export function testSnapshot(kind: SnapshotKind): DataDirSnapshot | undefined {
  const files = inject('databaseSnapshots');
  if (!files) return undefined;
  const file = files[kind];
  let snapshot = read.get(file);
  if (!snapshot) {
    snapshot = new DataDirSnapshot(readFileSync(file));
    read.set(file, snapshot);
  }
  return snapshot;
}

/**
 * A migrated (or seeded) in-memory database for one test file: a clone of the run's snapshot,
 * a few times faster than initialising, migrating and seeding a cluster in every file.
 */
export async function openTestDatabase(kind: SnapshotKind = 'migrated'): Promise<OpenedDatabase> {
  const snapshot = testSnapshot(kind);
  const opened = await openDatabase({ databaseUrl: 'memory://', snapshot });
  if (snapshot === undefined && kind !== 'empty') {
    await migrateToLatest(opened.db);
    if (kind === 'seeded') {
      const { seedDatabase } = await import('../seed/seedDatabase');
      await seedDatabase(opened.db);
    }
  }
  return opened;
}

/**
 * Fills `<dataDir>/pgdata` with a clone of the run's migrated (or seeded) database, as the commands
 * and the server then find it on disk; without the run's snapshot, leaves the directory to them.
 */
export async function fillTestDataDir(
  dataDir: string,
  kind: SnapshotKind = 'migrated',
): Promise<void> {
  const snapshot = testSnapshot(kind);
  if (snapshot === undefined) return;
  const opened = await openDatabase({ dataDir, snapshot, embedded: 'inline' });
  await opened.close();
}
