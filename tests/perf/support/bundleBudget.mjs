// The JavaScript budget of the login page and home (issue 39 §3: ≤ 170 KB gzip), counted as a
// browser loads them: the built web app (apps/shell/dist, or the folder given) is served by the
// API server in a process of its own, Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium)
// opens `/login` in a new profile, then `/` signed in (as the admin, who sees every tile) in
// another new profile, and every JavaScript answer the page receives in the 10 s after each
// opening counts: the entry and its imports, and the chunks fetched when idle (prefetches,
// preloads). Each file counts at its gzip size (level 9, as the build precompresses it),
// KB = 1,000 bytes. The service worker's own precache fetches are not the page's and do not count.
// `scripts/bundle-budget.mjs` runs it for `npm test`, `shell-bundle.bench.mjs` for `npm run bench`.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export const BUDGET_GZIP_BYTES = 170_000;
export const WINDOW_MS = 10_000;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const DEMO_LOGIN = { user: 'admin', password: 'admin' };

/** Starts the API server serving `webRoot` on a free port (seeded demo accounts, memory database). */
export function startAppServer(webRoot) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'tests/perf/support/scaledServerEntry.ts')],
    {
      cwd: root,
      env: { ...process.env, BENCH_SCALE: '0.1', PORT: '0', LOCASUITE_WEB_ROOT: webRoot },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const close = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((done, fail) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /LISTENING (\S+)/.exec(output)?.[1];
      if (url) done({ url, close });
    });
    child.once('exit', (code) => fail(new Error(`Le serveur s’est arrêté (code ${code}).`)));
  });
}

/**
 * Opens `path` in `page` and gathers every JavaScript answer for `windowMs` from the navigation:
 * file, raw and gzip sizes, and when it arrived.
 */
async function jsLoadedBy(page, origin, path, windowMs) {
  const files = new Map();
  const pending = [];
  const started = Date.now();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (url.origin !== origin || !(/\.m?js$/.test(url.pathname) || /javascript/.test(type))) return;
    const at = Date.now() - started;
    pending.push(
      response.body().then(
        (body) => {
          if (at <= windowMs && !files.has(url.pathname)) {
            files.set(url.pathname, {
              file: url.pathname,
              at,
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
            });
          }
        },
        () => {
          // A body the page dropped (navigated away) was not loaded: not counted.
        },
      ),
    );
  });
  await page.goto(origin + path);
  await page.waitForTimeout(Math.max(0, windowMs - (Date.now() - started)));
  await Promise.all(pending);
  const list = [...files.values()].sort((a, b) => a.at - b.at);
  return { path, files: list, gzip: list.reduce((sum, f) => sum + f.gzip, 0) };
}

/** The two loads: `/login` in a new profile, then `/` signed in in another new profile. */
export async function measureLoads(distDir, { windowMs = WINDOW_MS } = {}) {
  const server = await startAppServer(distDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const origin = new URL(server.url).origin;
    const options = { locale: 'fr-FR', viewport: { width: 1366, height: 900 } };
    const anonymous = await browser.newContext(options);
    const loginPage = await anonymous.newPage();
    const login = await jsLoadedBy(loginPage, origin, '/login', windowMs);
    await loginPage.getByLabel("Nom d'utilisateur ou adresse email").fill(DEMO_LOGIN.user);
    await loginPage.getByLabel('Mot de passe').fill(DEMO_LOGIN.password);
    await loginPage.getByRole('button', { name: 'Se connecter' }).click();
    await loginPage.waitForURL(`${origin}/`);
    const storageState = await anonymous.storageState();
    await anonymous.close();

    const signedIn = await browser.newContext({ ...options, storageState });
    const home = await jsLoadedBy(await signedIn.newPage(), origin, '/', windowMs);
    await signedIn.close();
    return {
      loads: [login, home],
      budget: BUDGET_GZIP_BYTES,
      withinBudget: login.gzip <= BUDGET_GZIP_BYTES && home.gzip <= BUDGET_GZIP_BYTES,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Prints each load's files (in the order they arrived), its total and the verdict. */
export function printReport(report, out = console.log) {
  for (const load of report.loads) {
    out(`JavaScript reçu par le navigateur dans les 10 s après l’ouverture de ${load.path} :`);
    for (const f of load.files) {
      out(
        `  ${f.file.padEnd(48)} ${`${f.at} ms`.padStart(8)} ${kb(f.raw).padStart(10)}  gzip ${kb(f.gzip).padStart(9)}`,
      );
    }
    out(
      `  TOTAL ${load.path.padEnd(42)} ${String(load.files.length).padStart(3)} fichiers      gzip ${kb(load.gzip).padStart(9)} (${((load.gzip / report.budget) * 100).toFixed(1)} % du budget)`,
    );
  }
  out(
    `Budget gzip ${kb(report.budget)} par chargement : ${report.withinBudget ? 'respecté' : 'DÉPASSÉ'}`,
  );
}
