import type { SetupWorker } from 'msw/browser';
import { mswLoader as addonMswLoader } from 'msw-storybook-addon/csf3';
import { baseHandlers } from '../msw/storyServer';
import { runMswSetup } from '../msw/mswRuntime';

/**
 * Starts MSW once (a service worker in Storybook, a Node interceptor in Vitest) with the suite's
 * base handlers; a story adds its own with `parameters.msw`.
 */
export const mswLoader = addonMswLoader(
  // The addon types a browser worker but only calls `use` and `resetHandlers`, which both have.
  () => runMswSetup(baseHandlers()) as Promise<SetupWorker>,
);
