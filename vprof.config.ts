import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    root: '/work/main',
    environment: 'jsdom',
    pool: 'vmThreads',
    include: [process.env.PROF_FILE ?? ''],
    setupFiles: ['./vitest.web.setup.ts', ],
    globalSetup: ['mock-api/src/inPage/inPageSnapshot.setup.ts'],
    testTimeout: 300000,
  },
});
