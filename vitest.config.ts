import { configDefaults, defineConfig } from 'vitest/config';
import StoriesFirstSequencer from './scripts/vitest-sequencer.mjs';

/** The web code's tests: the kit, the tools, the shell and the stories. */
const WEB_TESTS = [
  'ui/src/**/*.test',
  'apps/*/src/**/*.test',
  'stories/**/*.test',
  'tests/web/**/*.test',
];

/**
 * The web code's `.test.ts` files that need a DOM: they run in jsdom with the components'
 * `.test.tsx` files (`web`); every other `.test.ts` is plain code and runs in Node (`web-node`).
 */
const WEB_TESTS_WITH_DOM = [
  'apps/email-visualisation/src/components/sanitizeMail.test.ts', // DOMPurify on the window
  'apps/etat-des-lieux-materiel/src/pdf/openConditionPdf.test.ts', // window.open
  'stories/msw/storyServer.test.ts', // the page's location
  'ui/src/offline/deviceStore.test.ts', // the window's events (pending work)
  'ui/src/offline/offlineReads.test.ts', // React hooks rendered (renderHook)
  'ui/src/whenNetworkQuiet.test.ts', // window.requestIdleCallback
];

/** The web projects' in-page server: one migrated and seeded database, cached between runs. */
const IN_PAGE_SNAPSHOT = 'mock-api/src/inPage/inPageSnapshot.setup.ts';

// One Vitest run for the whole workspace, one project per kind of code.
export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-slowest.mjs'],
    // Without past durations (a fresh clone), the stories' long files first (the script says why).
    sequence: { sequencer: StoriesFirstSequencer },
    projects: [
      {
        test: {
          name: 'core',
          root: './core',
          environment: 'node',
          // The first group (core, web, web-node) on both cores: Vitest gives one to a run on 2
          // by default, and a group's projects must share their number of workers.
          maxWorkers: 2,
          // Core is pure (no globals to leak between files): one module graph for every file.
          isolate: false,
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // One module graph for every file (Fastify, PGlite, Kysely, zod and the catalogue load
          // once): each file opens its own database and server and closes them, none mocks a module.
          isolate: false,
          // Both cores (Vitest gives one to a run on 2 by default): a group of its own, run after
          // the other projects', with the contract project.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          include: ['mock-api/src/**/*.test.ts', 'cli/src/**/*.test.ts'],
          globalSetup: ['mock-api/src/db/testSnapshots.setup.ts'],
          // Cheaper password hashes (the production cost is tested in password.test.ts).
          setupFiles: ['mock-api/src/auth/testPasswordCost.setup.ts'],
          // Limits that only stop a hung test: some tests open, migrate and seed a database from
          // scratch, which takes seconds here and more than a minute on a busy 2-core machine.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          // As the server project: each file starts and closes its own servers.
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['mock-api/src/db/testSnapshots.setup.ts'],
          // Cheaper password hashes (the production cost is tested in password.test.ts).
          setupFiles: ['mock-api/src/auth/testPasswordCost.setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // Servers in their own processes on databases on disk, killed, stopped, loaded: each
          // test starts a whole server (and PGlite) from scratch, which a busy 2-core machine can
          // take minutes to do. The limits only stop a hung test; nothing here measures speed.
          name: 'reliability',
          environment: 'node',
          // With the server and contract projects, on both workers: its tests mostly wait for
          // their servers' processes, which the other files' work fills.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          include: ['tests/reliability/**/*.test.ts'],
          // Their data directories start from the run's migrated database (support/dataDir.ts).
          globalSetup: ['mock-api/src/db/testSnapshots.setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'web',
          // Each file in a VM context of its own on a long-lived worker: jsdom, React and MUI load
          // once per worker instead of once per file (the web project took 450 s in child
          // processes, 400 s so; vitest.web.setup.ts gives the context what jsdom's window lacks).
          pool: 'vmThreads',
          environment: 'jsdom',
          // Both cores (Vitest gives one to a run on 2 by default): the jsdom page tests are the
          // longest group, run first beside core's and the web code's DOM-free files.
          maxWorkers: 2,
          include: [...WEB_TESTS.map((tests) => `${tests}.tsx`), ...WEB_TESTS_WITH_DOM],
          setupFiles: ['./vitest.web.setup.ts'],
          // One migrated and seeded in-page database, cloned by each file that uses it.
          globalSetup: [IN_PAGE_SNAPSHOT],
          // Stories and page tests run the server's handlers (a year of statistics, the plannings'
          // windows): limits that only stop a hung test on a busy 2-core machine.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // The web code's plain rules and helpers: no DOM to build for each file.
          name: 'web-node',
          environment: 'node',
          maxWorkers: 2,
          include: WEB_TESTS.map((tests) => `${tests}.ts`),
          exclude: [...configDefaults.exclude, ...WEB_TESTS_WITH_DOM],
          // A PDF built from the in-page server's seeded record.
          globalSetup: [IN_PAGE_SNAPSHOT],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
