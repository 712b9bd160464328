// Measures the JavaScript a browser loads for /login and / (issue 3 budget: ≤ 200 KB gzip): the
// entry chunk named by dist/index.html plus every chunk it imports statically, transitively.
// Lazy tool chunks (dynamic import()) are listed apart. Run after `vite build`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const BUDGET_GZIP_BYTES = 200 * 1024;

const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"']+\.js)["']/g;

function staticImports(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]);
}

function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

function brotliSize(buffer) {
  return brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

function sizes(file, buffer) {
  return { file, raw: buffer.length, gzip: gzipSize(buffer), br: brotliSize(buffer) };
}

/** Sums raw and gzip sizes of the entry chunk and its static imports in `distDir`. */
export function measureBundle(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1].replace(/^\//, ''));
  if (entries.length === 0) throw new Error('dist/index.html names no module script.');

  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = posix.normalize(queue.shift());
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const spec of staticImports(code)) {
      if (/^https?:/.test(spec)) continue;
      queue.push(spec.startsWith('/') ? spec.slice(1) : posix.join(posix.dirname(file), spec));
    }
  }

  const initial = [...seen].map((file) => sizes(file, readFileSync(join(distDir, file))));
  const assetsDir = join(distDir, 'assets');
  const lazy = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js') && !seen.has(`assets/${name}`))
    .map((name) => sizes(`assets/${name}`, readFileSync(join(assetsDir, name))));
  const total = initial.reduce(
    (sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, br: sum.br + f.br }),
    { raw: 0, gzip: 0, br: 0 },
  );
  return {
    initial,
    lazy,
    total,
    budget: BUDGET_GZIP_BYTES,
    withinBudget: total.gzip <= BUDGET_GZIP_BYTES,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const line = (f) =>
  `  ${f.file.padEnd(44)} ${kb(f.raw).padStart(11)}  gzip ${kb(f.gzip).padStart(10)}  br ${kb(f.br).padStart(10)}`;

/** Prints the measure (KiB = 1024 bytes; gzip level 9, brotli quality 11, as the build emits them). */
export function printReport(report, out = console.log) {
  out('JavaScript chargé pour /login et / (chunk d’entrée + imports statiques) :');
  for (const f of report.initial) out(line(f));
  out(line({ file: 'TOTAL', ...report.total }));
  out(
    `  budget gzip ${kb(report.budget)} : ${report.withinBudget ? 'respecté' : 'DÉPASSÉ'} (${(
      (report.total.gzip / report.budget) *
      100
    ).toFixed(1)} %)`,
  );
  if (report.lazy.length) {
    out('Chunks chargés à la demande (outils) :');
    for (const f of report.lazy) out(line(f));
  }
}

const here = dirname(fileURLToPath(import.meta.url));
if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? join(here, '..', 'dist'));
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(
      `Application web non construite (${relative(process.cwd(), distDir)}) : lancez \`npm run build\`.`,
    );
    process.exit(1);
  }
  const report = measureBundle(distDir);
  printReport(report);
  process.exit(report.withinBudget ? 0 : 1);
}
