// Issue 3 budget: the JavaScript loaded for /login and / stays at or under 200 KB gzip.
// Builds the web app when dist is missing, then prints the measure of apps/shell/scripts/measure-bundle.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundle, printReport } from '../../apps/shell/scripts/measure-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shell = join(root, 'apps', 'shell');
const dist = join(shell, 'dist');

if (!existsSync(join(dist, 'index.html'))) {
  const build = spawnSync('npx', ['vite', 'build'], { cwd: shell, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('shell-bundle: la construction de apps/shell a échoué.');
    process.exit(1);
  }
}
console.log('## Budget JavaScript du shell (/login et /)');
const report = measureBundle(dist);
printReport(report);
if (!report.withinBudget) process.exitCode = 1;
