// Shared helpers of the root scripts: run a step, tell whether a build output is stale, build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  'storybook-static',
  'test-results',
  '.git',
]);

/** Seconds since `start` (a `performance.now()` value), one decimal. */
export const elapsed = (start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/**
 * Runs a command with inherited output; resolves to its exit code (1 when it could not start or
 * was killed by a signal).
 */
export function runCommand(command, args, { cwd = root, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Impossible de lancer ${command} : ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A command installed in the root node_modules/.bin (no npx round trip). */
export const bin = (name) => join(root, 'node_modules/.bin', name);

/** Runs one named step, prints its outcome and duration; resolves to true when it passed. */
export async function step(label, command, args, options) {
  console.log(`\n▶ ${label}`);
  const start = performance.now();
  const code = await runCommand(command, args, options);
  if (code === 0) {
    console.log(`✔ ${label} (${elapsed(start)})`);
    return true;
  }
  console.error(`✖ ${label} a échoué (code ${code}, ${elapsed(start)})`);
  return false;
}

/** The newest modification time (ms) of the files under `paths` (missing paths are ignored). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const info = statSync(path);
    if (info.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (!SKIPPED_DIRS.has(entry)) visit(join(path, entry));
      }
    } else if (info.mtimeMs > newest) {
      newest = info.mtimeMs;
    }
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

/** True when `output` is missing or older than one of the files under `inputs`. */
export function isStale(output, inputs) {
  const target = join(root, output);
  if (!existsSync(target)) return true;
  return statSync(target).mtimeMs < newestMtime(inputs);
}

/** Every `apps/*` folder (the shell and the tools). */
export function appFolders() {
  const apps = join(root, 'apps');
  if (!existsSync(apps)) return [];
  return readdirSync(apps)
    .filter((name) => statSync(join(apps, name)).isDirectory())
    .map((name) => `apps/${name}`);
}

export const CLI_BUNDLE = 'cli/dist/index.js';
export const CLI_INPUTS = [
  'cli/src',
  'cli/tsup.config.ts',
  'cli/package.json',
  'mock-api/src',
  'core/src',
];
export const WEB_INDEX = 'apps/shell/dist/index.html';
export const hasWebApp = () =>
  ['vite.config.ts', 'vite.config.mts', 'vite.config.js'].some((f) =>
    existsSync(join(root, 'apps/shell', f)),
  );
export const webInputs = () => [
  ...appFolders().flatMap((app) => [
    `${app}/src`,
    `${app}/index.html`,
    `${app}/public`,
    `${app}/vite.config.ts`,
    `${app}/package.json`,
  ]),
  'ui/src',
  'core/src',
];

/** Bundles the CLI (tsup) into cli/dist/index.js. */
export const buildCli = () =>
  step('Construction de la commande locasuite (tsup)', bin('tsup'), [], { cwd: join(root, 'cli') });

/** Builds the web app (vite) into apps/shell/dist. */
export const buildWeb = () =>
  step("Construction de l'application web (vite build)", bin('vite'), ['build'], {
    cwd: join(root, 'apps/shell'),
  });

/** Builds what is missing or older than its sources; resolves to false when a build failed. */
export async function buildIfStale() {
  if (isStale(CLI_BUNDLE, CLI_INPUTS)) {
    if (!(await buildCli())) return false;
  } else {
    console.log(`✔ ${relative(root, join(root, CLI_BUNDLE))} est à jour`);
  }
  if (!hasWebApp()) return true;
  if (isStale(WEB_INDEX, webInputs())) return buildWeb();
  console.log(`✔ ${WEB_INDEX} est à jour`);
  return true;
}
