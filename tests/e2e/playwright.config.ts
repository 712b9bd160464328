import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// Browser tests of the web app in Debian's Chromium, never a downloaded browser. Each worker starts
// its own server on its own copy of the seeded demo database (support/fixtures.ts), so tests run
// side by side in any order, and none puts data back.
//
// One worker per core, at most four (E2E_WORKERS overrides): each worker drives a Chromium that
// shares the machine with its server, so more workers than cores only makes every test slower.
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
  // Every test on its own: tests of one file run side by side too.
  fullyParallel: true,
  workers,
  // A test that fails once is a defect to fix, not to retry.
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['./support/slowestReporter.ts']],
  globalSetup: './global-setup.ts',
  // The screenshot loops (tests titled « screenshot(s) … ») are pictures for people, not checks:
  // `npm run captures` runs them (captures.config.ts), `npm test` does not.
  grepInvert: /\bscreenshots?\b/,
  use: {
    ...devices['Desktop Chrome'],
    locale: 'fr-FR',
    timezoneId: 'UTC',
    // The device asks for reduced motion: dialogs, menus and sections appear at once (motion.ts), so
    // no test waits on an animation or pays for its frames (software rendering, two cores).
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 900 },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // No trace: recording one for every test cost a fifth of the run (two heavy files: 60–64 s
    // with, 46–53 s without), for the rare failure. A failure keeps its screenshot and its page's
    // accessibility snapshot (error-context.md); to look closer, run the test again with
    // `--trace on`.
    trace: 'off',
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
