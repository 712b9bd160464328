// Issue 39 §2: the availability planning on a running server seeded at `BENCH_SCALE` (4 by
// default: 1,280 fleet rows; 42 for the national fleet), as the planner returning to it sees it:
// one browser, one cold load (nothing cached) then `BENCH_RUNS` − 1 warm ones (the service worker
// installed by the first keeps the code), navigation → first bars painted, their median, and the
// waterfall of the cold load and of the last warm one: every request before the first bars (start
// → end in ms from the navigation, bytes or « cache »), the long tasks, whether the service worker
// controls the page, and the main thread's CPU time to the first bars (Chromium's TaskDuration,
// less sensitive to the machine's other work than the elapsed time). The stored session and the tools the planner may open are on the device, as
// after a sign-in. Needs the built web app (`npm run build`; `BENCH_WEB_ROOT` for another build).
// `npm run bench -- planning-waterfall`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TOKEN_STORAGE_KEY } from '@locasuite/core';
import { chromium } from '@playwright/test';
import { call, median, startBenchServer, webRoot } from './support/benchServer';

const scale = Number(process.env.BENCH_SCALE ?? 4);
const runs = Math.max(2, Number(process.env.BENCH_RUNS ?? 7));
const root = process.env.BENCH_WEB_ROOT ?? webRoot;
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
const started = performance.now();
const { server, close } = await startBenchServer(scale, 'waterfall', root);
const seeded = performance.now() - started;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const loads: Load[] = [];
try {
  const login = (await call(server, '/api/v1/user_login', {
    email: 'planif',
    password: 'planif',
  })) as unknown as { id: string };
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'fr-FR',
    timezoneId: 'UTC',
  });
  await context.addInitScript(
    ([tokenKey, token, appsKey]) => {
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
          requestAnimationFrame(() =>
            requestAnimationFrame(() => (w.__firstBar = performance.now())),
          );
        }
      });
      document.addEventListener('DOMContentLoaded', () =>
        observer.observe(document.body, { childList: true, subtree: true }),
      );
    },
    [TOKEN_STORAGE_KEY, login.id, OPENED_APPS_KEY] as const,
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const taskMs = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
      ?.value ?? 0) * 1000;
  for (let run = 0; run < runs; run++) {
    await page.goto(`${server.url}/planning-disponibilite`);
    await page.waitForFunction(
      () => typeof (window as unknown as { __firstBar?: unknown }).__firstBar === 'number',
      null,
      { timeout: 120_000 },
    );
    // A string, so that tsx's helpers (__name) do not leak into the page.
    loads.push(
      await page.evaluate<Load>(`(() => {
        const first = window.__firstBar;
        const requests = performance.getEntriesByType('resource')
          .filter((e) => e.startTime < first)
          .map((e) => String(Math.round(e.startTime)).padStart(6) + ' → ' +
            String(Math.round(e.responseEnd)).padStart(5) + '  ' +
            (e.transferSize === 0 ? 'cache' : String(e.transferSize)).padStart(7) + '  ' +
            e.name.replace(location.origin, ''));
        return { firstBars: first, controlled: !!navigator.serviceWorker.controller, requests,
          longTasks: window.__long.slice() };
      })()`),
    );
    // Chromium counts it again from each navigation.
    loads.at(-1)!.cpu = await taskMs();
    // A planner comes back later than that: the service worker has stored what it fetched.
    await page.waitForTimeout(2000);
  }
} finally {
  await browser.close();
  await close();
}

const fmt = (ms: number) => `${Math.round(ms)} ms`;
const warm = loads.slice(1).map((l) => l.firstBars);
console.log(
  `[planning-waterfall] planning de disponibilité à l'échelle ${scale} (serveur prêt en ${fmt(seeded)})`,
);
console.log(
  `  chargement à froid : premières barres ${fmt(loads[0]!.firstBars)} (CPU du fil principal ${fmt(loads[0]!.cpu ?? 0)})`,
);
console.log(
  `  chargements suivants : ${warm.map(fmt).join(', ')} (médiane ${fmt(median(warm))}, cible ≤ ${scale >= 42 ? '1 200' : '1 000'} ms)`,
);
const warmCpu = loads.slice(1).map((l) => l.cpu ?? 0);
console.log(
  `  CPU du fil principal jusqu'aux premières barres : ${warmCpu.map(fmt).join(', ')} (médiane ${fmt(median(warmCpu))}; ce que coûte la page, sans l'attente des autres travaux de la machine)`,
);
for (const [name, load] of [
  ['à froid', loads[0]!],
  ['dernier chargement', loads.at(-1)!],
] as const) {
  console.log(
    `  cascade, ${name} (${fmt(load.firstBars)}, service worker ${load.controlled ? 'actif' : 'absent'}) :`,
  );
  for (const line of load.requests) console.log(`    ${line}`);
  console.log(`    tâches longues (début+durée) : ${load.longTasks.join(' ') || 'aucune'}`);
}
