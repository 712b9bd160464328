import { http } from 'msw';
import type { RequestHandler } from 'msw';
import { createInPageServer } from '@locasuite/mock-api/in-page';
import type { InPageServer } from '@locasuite/mock-api/in-page';

type Opener = () => Promise<InPageServer>;

// In a browser: a fresh in-memory database, migrated and seeded in the page. Vitest replaces
// this with a clone of the run's seeded snapshot (testing/everyStoryRenders.tsx).
let open: Opener = () => createInPageServer();
let opened: Promise<InPageServer> | undefined;

/** Replaces how the page's server is opened (before the first call), e.g. from a snapshot. */
export function setStoryServerOpener(next: Opener): void {
  open = next;
  opened = undefined;
}

/**
 * The mock-api server of this page (`@locasuite/mock-api/in-page`): the server's own handlers
 * over an embedded PGlite filled by the seed generator at `STORY_NOW`, opened once per page
 * (Storybook tab, Vitest file) and shared by its stories.
 */
export function storyServer(): Promise<InPageServer> {
  opened ??= open();
  return opened;
}

/**
 * The handlers every story starts with: each POST of the API goes to the in-page server, which
 * opens the envelope, checks the session and the payload and runs the family's handler exactly as
 * the HTTP server does. A story overrides a call with `parameters.msw` (see `failingCall.ts`).
 */
export function baseHandlers(): RequestHandler[] {
  return [http.post('*/api/*', async ({ request }) => (await storyServer()).fetch(request))];
}
