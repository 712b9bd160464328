// Type-checks every package with its own tsconfig (core without DOM or Node types), one tsc per core
// (four at most): on the 2-core machine 169 s instead of 261 s one after the other.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { appFolders, elapsed, root } from './workspace.mjs';

const tsc = join(root, 'node_modules/typescript/bin/tsc');
// tests/ may hold several projects (tests/tsconfig.json, tests/e2e/tsconfig.json, …).
const testProjects = ['tests', ...readdirSync(join(root, 'tests')).map((name) => `tests/${name}`)];
const projects = [
  'core',
  'mock-api',
  'cli',
  'ui',
  ...appFolders(),
  'stories',
  ...testProjects,
].filter((dir) => existsSync(join(root, dir, 'tsconfig.json')));

function check(dir) {
  return new Promise((resolve) => {
    const start = performance.now();
    let output = '';
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', `${dir}/tsconfig.json`], {
      cwd: root,
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ dir, ok: code === 0, output, time: elapsed(start) }));
  });
}

const queue = [...projects];
const results = [];
const workers = Array.from(
  { length: Math.max(1, Math.min(4, availableParallelism())) },
  async () => {
    for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
      const result = await check(dir);
      results.push(result);
      const out = result.output
        .split('\n')
        .filter((l) => l.trim() !== '' && !l.startsWith('npm warn'))
        .join('\n');
      console.log(`${result.ok ? '✔' : '✖'} ${dir} (${result.time})`);
      if (!result.ok && out) console.log(out);
    }
  },
);
await Promise.all(workers);
const failed = results.filter((r) => !r.ok).map((r) => r.dir);
if (failed.length > 0) {
  console.error(`typecheck failed in ${failed.join(', ')}`);
  process.exit(1);
}
