// npm run captures: builds what is stale, then runs the browser tests' screenshot loops.
import { bin, buildIfStale, step } from './workspace.mjs';

if (!(await buildIfStale())) process.exit(1);
const ok = await step('Captures d’écran (Playwright, Chromium)', bin('playwright'), [
  'test',
  '-c',
  'tests/e2e/captures.config.ts',
  ...process.argv.slice(2),
]);
process.exit(ok ? 0 : 1);
