// Type-checks every package with its own tsconfig (core without DOM or Node types).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = ['core', 'mock-api', 'cli', 'ui', 'apps/shell', 'stories', 'tests'];
let failed = false;
for (const dir of projects) {
  if (!existsSync(`${dir}/tsconfig.json`)) continue;
  const r = spawnSync('npx', ['tsc', '--noEmit', '-p', `${dir}/tsconfig.json`], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`typecheck failed in ${dir}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
