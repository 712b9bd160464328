import type { RequestHandler } from 'msw';

/** What the Storybook MSW loader needs from a worker (browser) or a server (Vitest). */
export interface MswInstance {
  use(...handlers: RequestHandler[]): void;
  resetHandlers(...handlers: RequestHandler[]): void;
}

export type MswSetup = (initialHandlers: RequestHandler[]) => Promise<MswInstance>;

async function startBrowserWorker(initialHandlers: RequestHandler[]): Promise<MswInstance> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...initialHandlers);
  await worker.start({
    quiet: true,
    // Relative, so that a Storybook published under a sub-path still finds its worker.
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
  });
  return worker;
}

let setup: MswSetup = startBrowserWorker;

/** Replaces the browser worker, e.g. by `setupServer` from `msw/node` when stories run in Vitest. */
export function setMswSetup(next: MswSetup): void {
  setup = next;
}

export function runMswSetup(initialHandlers: RequestHandler[]): Promise<MswInstance> {
  return setup(initialHandlers);
}
