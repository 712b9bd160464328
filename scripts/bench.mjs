// npm run bench: runs every tests/perf/*.bench.{mjs,ts} (TypeScript through tsx) and prints their
// reports. Benchmarks are measures, not tests: they run apart from npm test.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { elapsed, root, step } from './workspace.mjs';

const dir = join(root, 'tests/perf');
const files = readdirSync(dir)
  .filter((f) => /\.bench\.(mjs|ts)$/.test(f))
  .sort();
const only = process.argv.slice(2);
const selected = only.length > 0 ? files.filter((f) => only.some((o) => f.includes(o))) : files;
if (selected.length === 0) {
  console.error('Aucun benchmark trouvé dans tests/perf.');
  process.exit(1);
}
const start = performance.now();
const failed = [];
for (const file of selected) {
  const args = file.endsWith('.ts') ? ['--import', 'tsx', join(dir, file)] : [join(dir, file)];
  if (!(await step(`Benchmark ${file}`, process.execPath, args))) failed.push(file);
}
console.log(
  `\n${selected.length - failed.length}/${selected.length} benchmarks terminés en ${elapsed(start)}.`,
);
if (failed.length > 0) {
  console.error(`En échec : ${failed.join(', ')}`);
  process.exit(1);
}
