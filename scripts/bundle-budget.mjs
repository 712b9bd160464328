// npm test's JavaScript budget of the login page and home (issue 39 §3: ≤ 170 KB gzip), counted
// as a browser loads them: tests/perf/support/bundleBudget.mjs serves the built web app, opens
// `/login`, then `/` signed in, in Chromium and sums the gzip sizes of every JavaScript answer of
// the 10 s after each opening (idle-time chunks included).
//
//   node scripts/bundle-budget.mjs [distDir]   exits 1 when a load is over the budget
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLoads, printReport } from '../tests/perf/support/bundleBudget.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.argv[2] ?? join(root, 'apps', 'shell', 'dist'));
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(
    `Application web non construite (${relative(process.cwd(), distDir)}) : lancez \`npm run build\`.`,
  );
  process.exit(1);
}
const report = await measureLoads(distDir);
printReport(report);
process.exit(report.withinBudget ? 0 : 1);
