import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// Browser tests of the web app against a real server on a fresh in-memory database with demo data
// (started by global-setup.ts on a free port). Debian's Chromium, never a downloaded browser.
//
// One worker per core, at most four (E2E_WORKERS overrides): each worker drives a Chromium that
// shares the machine with the server, so more workers than cores only makes every test slower.
// Timeouts are the same everywhere and sized for a busy two-core machine; a test waits on real
// conditions (an answer, an element's state), so a fast machine never waits them out.
const workers = Number(process.env.E2E_WORKERS) || Math.max(1, Math.min(4, availableParallelism()));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  // A whole journey (a departure and its checks, a screenshot loop) took up to 113 s under a full
  // run on a loaded 2-core machine (load 11): the limit that stops a hung test is twice that.
  timeout: 240_000,
  // A tool's first screen waits on its lazy chunks and first answers: with two full suites on two
  // cores (load 26) that took 20 s once, so expectations wait up to 45 s for their condition.
  expect: { timeout: 45_000 },
  // Files run side by side; the tests of one file run in order, since several of them change a
  // setting of the shared demo data and put it back.
  fullyParallel: false,
  workers,
  // One more try for a test that failed: on a loaded 2-core machine (load 12 with two browsers
  // and the server) a drag or a 5-second banner was missed once in a run. A test that fails
  // twice fails the run; one that passed on its second try is listed as « flaky » in the report.
  retries: 1,
  forbidOnly: true,
  reporter: [['list'], ['./support/slowestReporter.ts']],
  globalSetup: './global-setup.ts',
  // Issue 8: the screenshot loops (tests titled « screenshot(s) … ») are pictures for people, not
  // checks: their own project, which `npm test` still runs (`--project captures` alone).
  projects: [
    { name: 'browser', grepInvert: /\bscreenshots?\b/ },
    { name: 'captures', grep: /\bscreenshots?\b/ },
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'UTC',
    viewport: { width: 1366, height: 900 },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
