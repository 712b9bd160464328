import { defineConfig } from 'vitest/config';

// One Vitest run for the whole workspace, one project per kind of code.
export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-slowest.mjs'],
    projects: [
      {
        test: {
          name: 'core',
          root: './core',
          environment: 'node',
          // Core is pure (no globals to leak between files): one module graph for every file.
          isolate: false,
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['mock-api/src/**/*.test.ts', 'cli/src/**/*.test.ts'],
          globalSetup: ['mock-api/src/db/testSnapshots.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
          globalSetup: ['mock-api/src/db/testSnapshots.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [
            'ui/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'stories/**/*.test.{ts,tsx}',
          ],
          // One migrated and seeded in-page database per run, cloned by each file that uses it.
          globalSetup: ['mock-api/src/inPage/inPageSnapshot.setup.ts'],
          // Stories and page tests run the server's handlers (a year of statistics, the plannings'
          // windows) on a 2-core machine shared with other work.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
