import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createInPageServer } from './createInPageServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped data directory of the in-page server, migrated and seeded at `STORY_NOW`. */
    inPageSnapshot: string | undefined;
  }
}

/**
 * Vitest global setup of the web project: migrates and seeds one in-page database, dumps it to a
 * file that every test file's in-page server starts from (`openInPageServer`). Removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'locasuite-in-page-'));
  const server = await createInPageServer();
  try {
    const file = join(dir, 'seeded.tar');
    writeFileSync(file, new Uint8Array(await (await server.dumpSnapshot()).arrayBuffer()));
    project.provide('inPageSnapshot', file);
  } finally {
    await server.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
