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
];

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
    await writeSnapshotFile(join(dir, 'seeded.tar'), await server.dumpSnapshot());
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
