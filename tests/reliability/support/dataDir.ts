import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, migrateToLatest, openDatabase } from '@locasuite/mock-api';
import { fillTestDataDir } from '@locasuite/mock-api/testing';

/**
 * A new data directory holding a migrated database with one account, written before a server
 * starts on it (PGlite allows one process). The database is a copy of the run's migrated snapshot
 * (`testSnapshots.setup.ts`): initialising a cluster and running every migration took seconds of
 * each test here, and the migrations have their own tests. Without the run's snapshot, migrates
 * from scratch.
 */
export async function dataDirWithAccount(name: string, login: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), `locasuite-${name}-`));
  await fillTestDataDir(dataDir, 'migrated');
  const setup = await openDatabase({ dataDir, embedded: 'inline' });
  try {
    await migrateToLatest(setup.db);
    await createUser(setup.db, { login, password: 'motdepasse1' });
  } finally {
    await setup.close();
  }
  return dataDir;
}
