import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { setPasswordCostForTests } from '../auth/password';
import { TEST_PASSWORD_COST } from '../auth/testPasswordCost';
import {
  freshSnapshotFolder,
  snapshotCache,
  snapshotKey,
  writeSnapshotFile,
} from '../db/testSnapshotCache';
import { STORY_NOW } from './storyNow';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped data directory of the in-page server, migrated and seeded at `STORY_NOW`. */
    inPageSnapshot: string | undefined;
  }
}

/**
 * Kept between runs, beside the server's snapshots (`testSnapshots.setup.ts`) but in a folder of
 * its own: each setup removes the other keys of its folder.
 */
const CACHE = snapshotCache('locasuite-in-page-snapshots');

/**
 * Besides the sources, the dependencies and the day (`snapshotKey`), what the seeded database
 * holds: the seed's "now" (`STORY_NOW`, the clock of every in-page server) and the scrypt cost of
 * the demo accounts' hashes.
 */
const CONTENT = [
  `in-page seed at ${new Date(STORY_NOW).toISOString()}`,
  `password cost ${JSON.stringify(TEST_PASSWORD_COST)}`,
  'checkpointed, shared_buffers 32MB, max_connections 10',
];

/**
 * The dump again, from a database that wrote its log to the data files and asks for a test
 * database's memory (as the server's snapshots, `testSnapshots.setup.ts`): each test file's clone
 * then starts without replaying the seed's log and with 32 MB of shared buffers instead of 128 MB
 * (1.55 s of CPU to start a clone, then 1.0 to 1.25 s).
 */
async function lighterDump(dump: Blob): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLITE_EXTENSIONS } = await import('../db/pgliteExtensions');
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: dump });
  try {
    await pglite.exec("alter system set shared_buffers = '32MB'");
    await pglite.exec('alter system set max_connections = 10');
    await pglite.exec('checkpoint');
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

async function snapshot(): Promise<string> {
  const key = snapshotKey(Date.now(), CONTENT);
  const file = join(CACHE, key, 'seeded.tar');
  if (existsSync(file)) return file;
  const dir = freshSnapshotFolder(CACHE, key);
  // Loaded only to build: the server's modules take seconds to load on a busy machine.
  const { createInPageServer } = await import('./createInPageServer');
  // The demo accounts hashed at the tests' cost (as in the server's snapshots), whichever setup
  // ran first in this process: sign-ins in page tests are cheaper, and the content is the same.
  setPasswordCostForTests(TEST_PASSWORD_COST);
  const server = await createInPageServer({ now: STORY_NOW });
  try {
    await writeSnapshotFile(
      join(dir, 'seeded.tar'),
      await lighterDump(await server.dumpSnapshot()),
    );
  } finally {
    await server.close();
  }
  return file;
}

// The web and web-node projects both list this setup: one look-up (or build) per run.
const KEY = Symbol.for('locasuite.inPageSnapshot');
const registry = globalThis as { [KEY]?: Promise<string> };

/**
 * Vitest global setup of the web projects: one migrated and seeded in-page database, dumped to a
 * file that every test file's in-page server starts from (`openInPageServer`). Built once and kept
 * in `node_modules/.cache/locasuite-in-page-snapshots/<key>/` until a source, a dependency, the day
 * or what the seed is made at changes.
 */
export default async function setup(project: TestProject): Promise<void> {
  registry[KEY] ??= snapshot();
  project.provide('inPageSnapshot', await registry[KEY]);
}
