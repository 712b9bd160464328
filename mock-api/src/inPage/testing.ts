// `@locasuite/mock-api/in-page/testing`: the in-page server of a Vitest file (Node only).
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createInPageServer, type InPageServer } from './createInPageServer';
import type {} from './inPageSnapshot.setup';

let opened: Promise<InPageServer> | undefined;

/**
 * The in-page server of this test file: a clone of the run's migrated and seeded database
 * (`inPageSnapshot.setup.ts`), opened once per file and shared by its tests; without the setup,
 * migrated and seeded here.
 */
export function openInPageServer(): Promise<InPageServer> {
  if (!opened) {
    const file = inject('inPageSnapshot');
    opened = createInPageServer({
      snapshot: file ? new Blob([readFileSync(file)]) : undefined,
    });
  }
  return opened;
}
