// Issue 3 budget: the JavaScript loaded for /login and / stays at or under 200 KB gzip.
// Builds the web app from the current sources into a temporary folder (apps/shell/dist, which the
// server may be serving, is left alone) and prints the measure of apps/shell/scripts/measure-bundle.mjs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle, printReport } from '../../apps/shell/scripts/measure-bundle.mjs';

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
    const report = measureBundle(outDir);
    printReport(report);
    if (!report.withinBudget) process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
