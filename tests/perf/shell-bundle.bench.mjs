// Issue 39 §3 budget: the JavaScript Chromium receives in the 10 s after opening /login, and /
// signed in, stays at or under 170 KB gzip. Builds the web app from the current sources into a
// temporary folder (apps/shell/dist, which the server may be serving, is left alone) and prints
// the measure of support/bundleBudget.mjs (what scripts/bundle-budget.mjs runs for npm test).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLoads, printReport } from './support/bundleBudget.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shell = join(root, 'apps', 'shell');
const outDir = mkdtempSync(join(tmpdir(), 'locasuite-shell-bundle-'));

try {
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: shell, stdio: 'inherit' },
  );
  if (build.status !== 0) {
    console.error('shell-bundle : la construction de apps/shell a échoué.');
    process.exitCode = 1;
  } else {
    console.log('## Budget JavaScript du shell (/login et /)');
    const report = await measureLoads(outDir);
    printReport(report);
    if (!report.withinBudget) process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
