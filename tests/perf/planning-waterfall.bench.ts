// Issue 39 §2: the availability planning on a running server seeded at `BENCH_SCALE` (4 by
// default: 1,280 fleet rows; 42 for the national fleet), as the planner returning to it sees it:
// one cold load (nothing cached), then, once the service worker it registered is active,
// `BENCH_RUNS` − 1 warm ones: navigation → first bars painted, their median, the main thread's CPU
// time to the first bars (Chromium's TaskDuration, less sensitive to the machine's other work than
// the elapsed time), and the waterfall of the cold load and of the last warm one: the document
// (whether the worker answered it), every request before the first bars (start → end in ms from
// the navigation, bytes or « cache », whether the worker or its static routes took it), the
// shell's `ls:` marks and the long tasks. Between two loads the worker is stopped, as Chromium
// does after 30 s idle (`BENCH_SW=running` keeps it); `BENCH_RETURN=browser` starts the browser
// again on its profile for each load. `BENCH_COMPARE=<folder>` (a copy of `apps/shell/dist`) loads
// that build in turn with this one, each on its own server, and gives the ratio of the medians;
// `BENCH_VERBOSE=1` lists the files read from the precache too. The stored session and the tools
// the planner may open are on the device, as after a sign-in. Needs the built web app
// (`npm run build`; `BENCH_WEB_ROOT` for another build). `npm run bench -- planning-waterfall`.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOKEN_STORAGE_KEY } from '@locasuite/core';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { call, median, startBenchServer, webRoot } from './support/benchServer';

const scale = Number(process.env.BENCH_SCALE ?? 4);
const runs = Math.max(2, Number(process.env.BENCH_RUNS ?? 7));
const root = process.env.BENCH_WEB_ROOT ?? webRoot;
/** Another build (a copy of `apps/shell/dist`), loaded in turn with this one on its own server. */
const compare = process.env.BENCH_COMPARE;
/** Keep the service worker running between loads (by default it is stopped, as after 30 s idle). */
const swRunning = process.env.BENCH_SW === 'running';
/** Each warm load in a browser started again on the same profile (`BENCH_RETURN=browser`). */
const reopen = process.env.BENCH_RETURN === 'browser';
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
};
/** List the app's files read from the precache too (`BENCH_VERBOSE=1`). */
const verbose = process.env.BENCH_VERBOSE === '1';
/** The key the shell keeps the signed-in user's tools under (apps/shell tokenStore). */
const OPENED_APPS_KEY = 'locasuite.openedApps';

interface Load {
  readonly firstBars: number;
  /** The main thread's CPU time up to the first bars (Chromium's TaskDuration, in ms). */
  cpu?: number;
  readonly controlled: boolean;
  readonly requests: readonly string[];
  readonly longTasks: readonly string[];
}

if (!existsSync(join(root, 'index.html'))) {
  console.error("L'application web n'est pas construite : lancez `npm run build` d'abord.");
  process.exit(1);
}
if (compare && !existsSync(join(compare, 'index.html'))) {
  console.error(`BENCH_COMPARE : aucune application construite dans ${compare} (index.html).`);
  process.exit(1);
}

/** In the page before its own code: the stored session, the long tasks, the first bar painted. */
const pageProbe = ([tokenKey, token, appsKey]: readonly [string, string, string]) => {
  window.localStorage.setItem(tokenKey, token);
  if (!window.localStorage.getItem(appsKey)) {
    window.localStorage.setItem(appsKey, JSON.stringify(['planning-disponibilite']));
  }
  const w = window as unknown as { __firstBar?: number | null; __long: string[] };
  w.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__long.push(`${Math.round(e.startTime)}+${Math.round(e.duration)}`);
    }
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (w.__firstBar === undefined && document.querySelector('.ls-bar')) {
      observer.disconnect();
      w.__firstBar = null;
      requestAnimationFrame(() => requestAnimationFrame(() => (w.__firstBar = performance.now())));
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
};

/** One build on a server of its own, in a browser context of its own (its own service worker). */
interface Target {
  readonly name: string;
  readonly loads: Load[];
  readonly goto: () => Promise<void>;
  readonly close: () => Promise<void>;
}

async function openTarget(browser: Browser, webRootOfBuild: string, name: string): Promise<Target> {
  const { server, close } = await startBenchServer(scale, `waterfall-${name}`, webRootOfBuild);
  const login = (await call(server, '/api/v1/user_login', {
    email: 'planif',
    password: 'planif',
  })) as unknown as { id: string };
  const options = {
    viewport: { width: 1366, height: 900 },
    locale: 'fr-FR',
    timezoneId: 'UTC',
  };
  const init = [TOKEN_STORAGE_KEY, login.id, OPENED_APPS_KEY] as const;
  // BENCH_RETURN=browser: each load in a browser started again on the same profile (the worker and
  // its caches on disk, nothing in memory), as a planner opening the browser in the morning.
  const profile = reopen ? mkdtempSync(join(tmpdir(), `locasuite-waterfall-${name}-`)) : '';
  let context: BrowserContext | undefined;
  let page: Page;
  let cdp: CDPSession;
  const open = async () => {
    context = reopen
      ? await chromium.launchPersistentContext(profile, { ...launchOptions, ...options })
      : await browser.newContext(options);
    await context.addInitScript(pageProbe, init);
    page = context.pages()[0] ?? (await context.newPage());
    cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await cdp.send('ServiceWorker.enable');
  };
  await open();
  const taskMs = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
      ?.value ?? 0) * 1000;
  const loads: Load[] = [];
  return {
    name,
    loads,
    close: async () => {
      await context?.close();
      await close();
      if (profile) rmSync(profile, { recursive: true, force: true });
    },
    async goto() {
      // A planner comes back later than Chromium keeps an idle worker running (30 s): the
      // navigation starts it again, unless BENCH_SW=running.
      if (loads.length > 0 && reopen) {
        await context!.close();
        await open();
      } else if (loads.length > 0 && !swRunning) await cdp.send('ServiceWorker.stopAllWorkers');
      await page.goto(`${server.url}/planning-disponibilite`);
      await page.waitForFunction(
        () => typeof (window as unknown as { __firstBar?: unknown }).__firstBar === 'number',
        null,
        { timeout: 120_000 },
      );
      // A string, so that tsx's helpers (__name) do not leak into the page.
      const load = await page.evaluate<Load>(`(() => {
        const first = window.__firstBar;
        const row = (start, end, size, name) => String(Math.round(start)).padStart(6) + ' → ' +
          String(Math.round(end)).padStart(5) + '  ' + String(size).padStart(7) + '  ' + name;
        const nav = performance.getEntriesByType('navigation')[0];
        const document = nav ? [
          row(nav.startTime, nav.responseEnd, nav.transferSize === 0 ? 'cache' : nav.transferSize,
            'document (service worker ' + (nav.workerStart > 0
              ? 'démarré ' + Math.round(nav.workerStart) + ', réponse ' + Math.round(nav.responseStart)
              : 'aucun') + ', DOMContentLoaded ' + Math.round(nav.domContentLoadedEventEnd) + ')'),
        ] : [];
        const requests = performance.getEntriesByType('resource')
          .filter((e) => e.startTime < first)
          .map((e) => row(e.startTime, e.responseEnd,
            e.transferSize === 0 ? 'cache' : e.transferSize,
            e.name.replace(location.origin, '') +
              (e.workerMatchedSourceType ? ' (route statique : ' + e.workerMatchedSourceType + ')'
                : e.workerStart > 0 ? ' (par le service worker, ' + Math.round(e.workerStart) + ')' : '')));
        const marks = performance.getEntriesByType('mark').filter((e) => e.startTime < first)
          .map((e) => row(e.startTime, e.startTime, 'repère', e.name));
        return { firstBars: first, controlled: !!navigator.serviceWorker.controller,
          requests: [...document, ...requests, ...marks].sort((a, b) => parseInt(a) - parseInt(b)),
          longTasks: window.__long.slice() };
      })()`);
      // Chromium counts it again from each navigation.
      load.cpu = await taskMs();
      loads.push(load);
      // A returning planner's device has the service worker: it is registered once the page's
      // requests are over and then stores the whole app, which on this busy machine can outlast
      // a few loads (those would be neither cold nor warm). Wait for it to be active, then let it
      // finish storing.
      if (loads.length === 1) {
        await page.evaluate('navigator.serviceWorker.ready.then(() => null)');
      }
      await page.waitForTimeout(2000);
    },
  };
}

const started = performance.now();
const browser = await chromium.launch(launchOptions);
const targets: Target[] = [];
let seeded = 0;
try {
  targets.push(await openTarget(browser, root, 'this'));
  if (compare) targets.push(await openTarget(browser, compare, 'compare'));
  seeded = performance.now() - started;
  // In turn (A B, B A, …), so that both builds share the machine's moments.
  for (let run = 0; run < runs; run++) {
    for (const target of run % 2 === 0 ? targets : [...targets].reverse()) await target.goto();
  }
} finally {
  for (const target of targets) await target.close();
  await browser.close();
}
const fmt = (ms: number) => `${Math.round(ms)} ms`;
console.log(
  `[planning-waterfall] planning de disponibilité à l'échelle ${scale} (serveurs prêts en ${fmt(seeded)}; ${reopen ? 'navigateur relancé sur le même profil à chaque chargement' : `service worker ${swRunning ? 'gardé en marche' : 'arrêté'} entre deux chargements`} ; charge ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
for (const { name, loads } of targets) {
  const warm = loads.slice(1).map((l) => l.firstBars);
  const warmCpu = loads.slice(1).map((l) => l.cpu ?? 0);
  console.log(`  ${name === 'this' ? root : `${compare} (BENCH_COMPARE)`} :`);
  console.log(
    `    chargement à froid : premières barres ${fmt(loads[0]!.firstBars)} (CPU du fil principal ${fmt(loads[0]!.cpu ?? 0)})`,
  );
  console.log(
    `    chargements suivants : ${warm.map(fmt).join(', ')} (médiane ${fmt(median(warm))}, cible ≤ ${scale >= 42 ? '1 200' : '1 000'} ms)`,
  );
  console.log(
    `    CPU du fil principal jusqu'aux premières barres : ${warmCpu.map(fmt).join(', ')} (médiane ${fmt(median(warmCpu))}; ce que coûte la page, sans l'attente des autres travaux de la machine)`,
  );
}
if (targets.length === 2) {
  const [mineWarm, theirsWarm] = targets.map((t) => t.loads.slice(1));
  const ratio = (pick: (l: Load) => number) =>
    (median(mineWarm!.map(pick)) / median(theirsWarm!.map(pick))).toFixed(2);
  console.log(
    `  rapport des médianes (cette construction / la comparée) : premières barres ${ratio((l) => l.firstBars)}, CPU ${ratio((l) => l.cpu ?? 0)}`,
  );
}
const [mine, theirs] = targets;
const shown: [string, Load][] = [
  ['à froid', mine!.loads[0]!],
  ['dernier chargement', mine!.loads.at(-1)!],
];
// The compared build's last load too: the same moments, side by side.
if (theirs) shown.push(['dernier chargement de la construction comparée', theirs.loads.at(-1)!]);
for (const [name, load] of shown) {
  console.log(
    `  cascade, ${name} (${fmt(load.firstBars)}, service worker ${load.controlled ? 'actif' : 'absent'}) :`,
  );
  for (const line of load.requests) {
    if (!verbose && line.includes('cache  /assets/')) continue;
    console.log(`    ${line}`);
  }
  console.log(`    tâches longues (début+durée) : ${load.longTasks.join(' ') || 'aucune'}`);
}
