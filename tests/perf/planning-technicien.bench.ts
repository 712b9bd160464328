// The technician planning at size (issue 12, Performance): 200 technicians × 5,000 interventions
// in the visible range (the default seven days), written into a seeded server's own database
// (`staff` and `interventions`, the tables its handlers read). In headless Chromium
// (playwright-core, /usr/bin/chromium), signed in as the admin: navigation → first bars painted
// (9 runs, goal ≤ 1.2 s, issue 39 §1), then the longest task (PerformanceObserver `longtask`,
// goal < 100 ms) while scrolling the timeline down its rows and across its days, and while
// dragging a bar (it is brought back where it was before the release: nothing is saved). Also the time of
// `get_events_liste` for the week (median of 15). Needs the built web app (`npm run build`).
// Run by `npm run bench -- planning-technicien`.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOKEN_STORAGE_KEY, startOfDayUtc, technicianFields, toWireDay } from '@locasuite/core';
import type { Database, RunningServer } from '@locasuite/mock-api';
import { call, median, startBenchServer, webRoot } from './support/benchServer';
import type { Insertable } from 'kysely';
import { chromium } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const TECHNICIANS = Number(process.env.BENCH_TECHNICIANS ?? 200);
const INTERVENTIONS = Number(process.env.BENCH_INTERVENTIONS ?? 5000);
// Loads of the page measured in turn (BENCH_RUNS, 9 by default: issue 39 §1 takes the median of 9).
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 9));
/** issue 39 §1: first bars within 1.2 s; no task over 100 ms while scrolling or dragging. */
const FIRST_BARS_GOAL_MS = 1200;
const LONG_TASK_GOAL_MS = 100;
const COMPARE = process.env.BENCH_COMPARE;
// BENCH_WEB_ROOT=<folder>: the build to measure (apps/shell/dist by default), e.g. one built with
// `vite build --outDir` while another build rewrites apps/shell/dist.
const WEB_ROOT = process.env.BENCH_WEB_ROOT || webRoot;
/** The pause between the service worker's activation and the returning visit. */
const RETURN_AFTER_MS = 2_000;

/**
 * Tops the technicians up to `TECHNICIANS` and writes `INTERVENTIONS` planned ones (110, 120, 130,
 * one to three technicians, 1 to 4 hours, 07:00–19:00) into the seven days from `week`, copying
 * the fields of a seeded intervention so that cards, titles and dialogs read as usual.
 */
async function fill(server: RunningServer, week: number) {
  const db = server.db;
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'name', 'agency_id'])
    .where('kind', '=', 'technicien')
    .orderBy('id')
    .execute();
  const agencies = (await db.selectFrom('agencies').select('id').orderBy('id').execute()).map(
    (a) => a.id,
  );
  let staffId =
    Number(
      (
        await db
          .selectFrom('staff')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirstOrThrow()
      ).m,
    ) + 1;
  const added: Insertable<Database['staff']>[] = [];
  for (let i = staff.length; i < TECHNICIANS; i++) {
    added.push({
      id: staffId++,
      name: `TECHNICIEN ${String(i + 1).padStart(3, '0')}`,
      kind: 'technicien',
      agency_id: agencies[i % agencies.length] ?? null,
      data: '{}',
    });
  }
  for (let i = 0; i < added.length; i += 500) {
    await db
      .insertInto('staff')
      .values(added.slice(i, i + 500))
      .execute();
  }
  const names = [...staff.map((s) => s.name), ...added.map((s) => String(s.name))];
  const template = await db
    .selectFrom('interventions')
    .selectAll()
    .where('status', '=', '110')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  let id =
    Number(
      (
        await db
          .selectFrom('interventions')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirstOrThrow()
      ).m,
    ) + 1;
  const statuses = ['110', '110', '120', '130'];
  const rows: Insertable<Database['interventions']>[] = [];
  for (let k = 0; k < INTERVENTIONS; k++) {
    const first = k % names.length;
    const team = [names[first]!];
    if (k % 5 === 0) team.push(names[(first + 1) % names.length]!);
    if (k % 17 === 0) team.push(names[(first + 2) % names.length]!);
    const perTechnician = Math.floor(k / names.length);
    const start = week + (perTechnician % 7) * DAY + (7 + ((perTechnician * 5) % 10)) * HOUR;
    const end = start + (1 + (k % 4)) * HOUR;
    const status = statuses[k % statuses.length]!;
    const number = `B${String(900_000 + k)}`;
    const { lignes: _lines, ...data } = template.data;
    rows.push({
      id: id++,
      report_number: number,
      fleet_id: template.fleet_id,
      client_id: template.client_id,
      agency_id: template.agency_id,
      status,
      start_ts: start,
      end_ts: end,
      data: JSON.stringify({
        ...data,
        'N° RAP COMP': number,
        '_LINK MOTEUR': id,
        Statut: status,
        ...technicianFields(team),
      }),
    });
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('interventions')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  // Every technician on screen: the admin's saved list is emptied (empty = all, spec 2 §6).
  await db
    .updateTable('users')
    .set({ tech_to_show_planning_technicien: '' })
    .where('login', '=', 'admin')
    .execute();
  return { technicians: names.length, interventions: rows.length };
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** `BENCH_PROFILE=1`: the 15 functions with the most self time during the last load. */
function summarise(profile: CpuProfile): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id);
    const file = frame?.url.split('/').pop() ?? '';
    const name = `${frame?.functionName || '(anonyme)'} ${file}:${frame?.lineNumber ?? 0}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([name, ms]) => `${Math.round(ms)} ms  ${name}`);
}

type Probe = { __firstBar?: number; __longTasks: number[]; __taskSpans: string[] };

const resetLongTasks = (page: Page) =>
  page.evaluate(() => ((window as unknown as Probe).__longTasks = []));
const longTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as Probe).__longTasks.slice());

/** What `act` gives, and the long tasks while it runs (up to one more frame pair after it). */
async function longTasksDuring<T>(page: Page, act: () => Promise<T>): Promise<[T, number[]]> {
  await resetLongTasks(page);
  const result = await act();
  // The last frames' tasks are reported after them: one more frame pair.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(0)))),
  );
  return [result, await longTasks(page)];
}

/** Scrolls the timeline's rows to the bottom, then its days to the right, a frame per step. */
async function scrollTimeline(page: Page): Promise<{ down: number; across: number }> {
  // A string, so that tsx's helpers (__name) do not leak into the page.
  return page.evaluate<{ down: number; across: number }>(`(async () => {
    const host = document.querySelector('[data-testid="technician-calendar"]');
    const all = Array.from(host ? host.querySelectorAll('*') : []);
    const pick = (axis) => all
      .filter((el) => {
        const style = getComputedStyle(el);
        return axis === 'y'
          ? /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 50
          : /(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 50;
      })
      .sort((a, b) => (axis === 'y' ? b.scrollHeight - a.scrollHeight : b.scrollWidth - a.scrollWidth))[0];
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const vertical = pick('y');
    let down = 0;
    if (vertical) {
      for (let i = 0; i < 400 && vertical.scrollTop + vertical.clientHeight < vertical.scrollHeight - 1; i++) {
        vertical.scrollTop += 120;
        await frame();
      }
      down = vertical.scrollTop;
    }
    const horizontal = pick('x');
    let across = 0;
    if (horizontal) {
      for (let i = 0; i < 400 && horizontal.scrollLeft + horizontal.clientWidth < horizontal.scrollWidth - 1; i++) {
        horizontal.scrollLeft += 150;
        await frame();
      }
      across = horizontal.scrollLeft;
    }
    return { down, across };
  })()`);
}

/** Drags a bar in view along its row and onto other rows, then back, and releases it there. */
async function dragBar(page: Page): Promise<number> {
  const bar = page.locator('[data-status="110"][data-intervention-id]').nth(3);
  // The virtualised timeline redraws its rows after the scroll back: a bar found before may be
  // replaced while it is brought into view; find it again then.
  let box: Awaited<ReturnType<typeof bar.boundingBox>> = null;
  for (let attempt = 0; attempt < 5 && !box; attempt++) {
    try {
      await bar.scrollIntoViewIfNeeded();
      box = await bar.boundingBox();
    } catch (error) {
      if (!String(error).includes('not attached')) throw error;
    }
  }
  if (!box) return 0;
  const x = box.x + Math.min(15, box.width / 2);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  let steps = 0;
  const path = [
    [x + 10, y + 10],
    [x + 300, y],
    [x + 300, y + 150],
    [x - 100, y + 150],
    [x, y],
  ] as const;
  for (const [tx, ty] of path) {
    await page.mouse.move(tx, ty, { steps: 25 });
    steps += 25;
  }
  await page.mouse.up();
  return steps;
}

/** Set before every page's code: the stored session, and the probes of the first bars and long tasks. */
const probe = ([key, value]: readonly [string, string]) => {
  window.localStorage.setItem(key, value);
  // A returning user: the shell kept the apps of the last sign-in (tokenStore.ts), so the
  // tool's code downloads while the session is looked up.
  window.localStorage.setItem('locasuite.openedApps', '["planning-technicien"]');
  const w = window as unknown as Probe;
  w.__longTasks = [];
  w.__taskSpans = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__longTasks.push(e.duration);
      w.__taskSpans.push(
        `${Math.round(e.startTime)}→${Math.round(e.startTime + e.duration)} ms  tâche longue`,
      );
    }
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (document.querySelector('.ls-intervention')) {
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          w.__firstBar = performance.now();
          performance.mark('ls-bench-first-bars');
        }),
      );
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
};

/** One load of the page, from navigation to its first bars. */
interface Load {
  /** Navigation → first bars painted. */
  firstBars: number;
  /** The main thread's CPU time until then (and the few tasks before the bench reads it). */
  busy: number;
  /** The main thread's CPU time in its tasks up to the first bars' mark (from the trace). */
  barsCpu: number;
  /** When `get_events_liste` was sent and its answer received, after the navigation. */
  asked: number;
  received: number;
  /** `BENCH_WATERFALL=1`, `BENCH_PROFILE=1`: the last run's. */
  waterfall: string[];
  profile: string[];
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  /** The thread's CPU clock at the event, and the CPU time it took (µs). */
  readonly tts?: number;
  readonly tdur?: number;
}

/**
 * The page's main-thread CPU time (ms) in its tasks up to the first bars, from a trace: the
 * thread CPU time (`tdur`) of the tasks of the thread that made the first bars' mark, up to the
 * mark. Work the page does after its first bars (TaskDuration counts it until the bench reads
 * it) is left out.
 */
function cpuToFirstBars(trace: Buffer): number {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mark = events.find((e) => e.name === 'ls-bench-first-bars');
  if (!mark || mark.tts === undefined) return NaN;
  const tasks = events
    .filter(
      (e) =>
        e.name === 'ThreadControllerImpl::RunTask' &&
        e.ph === 'X' &&
        e.pid === mark.pid &&
        e.tid === mark.tid &&
        e.ts <= mark.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  let us = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue; // a task run inside another one: counted with it
    end = task.ts + (task.dur ?? 0);
    // The task that made the mark: its CPU time up to the mark.
    us += end >= mark.ts ? mark.tts - (task.tts ?? mark.tts) : (task.tdur ?? 0);
  }
  return us / 1000;
}

/** `trace.json` → `trace.first.json` / `trace.returning.json`: one file per visit of the run. */
function visitFile(path: string, visit: 'first' | 'returning'): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/')
    ? `${path.slice(0, dot)}.${visit}${path.slice(dot)}`
    : `${path}.${visit}`;
}

/** Opens the planning in a new page of `context` and measures it up to its first bars. */
async function load(
  context: BrowserContext,
  url: string,
  last: boolean,
  visit: 'first' | 'returning',
): Promise<{ page: Page; load: Load }> {
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  // The main thread's CPU time in its tasks (Chromium's TaskDuration counted in the thread's
  // own ticks): what the page's code costs, without the time the machine's other work took.
  await devtools.send('Performance.enable', { timeDomain: 'threadTicks' });
  // BENCH_CPU_SLOWDOWN=4: the page's main thread four times slower (a tablet's CPU).
  const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
  if (slowdown > 1) {
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  const profiling = process.env.BENCH_PROFILE === '1' && last;
  const cdp = profiling ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  // Every load is traced (its tasks and marks: the main thread's CPU time up to the first bars);
  // BENCH_TRACE_OUT=file.json: Chromium's whole timeline of the last load (layout, style, paint).
  const browser = context.browser();
  const fullTrace = Boolean(process.env.BENCH_TRACE_OUT) && last;
  if (browser) {
    await browser.startTracing(page, {
      ...(fullTrace ? { path: visitFile(process.env.BENCH_TRACE_OUT!, visit) } : {}),
      categories: fullTrace
        ? ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing']
        : ['toplevel', 'blink.user_timing'],
    });
  }
  await page.goto(`${url}/planning-technicien`);
  await page.waitForFunction(() => (window as unknown as Probe).__firstBar !== undefined, null, {
    timeout: 120_000,
  });
  const barsCpu = browser ? cpuToFirstBars(await browser.stopTracing()) : NaN;
  let profile: string[] = [];
  if (cdp) {
    const raw = (await cdp.send('Profiler.stop')).profile;
    // BENCH_PROFILE_OUT=file.cpuprofile: the whole profile, for Chromium's DevTools.
    if (process.env.BENCH_PROFILE_OUT) {
      writeFileSync(visitFile(process.env.BENCH_PROFILE_OUT, visit), JSON.stringify(raw));
    }
    profile = summarise(raw);
  }
  const firstBars = await page.evaluate(() => (window as unknown as Probe).__firstBar as number);
  const { metrics } = await devtools.send('Performance.getMetrics');
  const busy = 1000 * (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN);
  const [asked, received] = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('get_events_liste')) as PerformanceResourceTiming | undefined;
    return [entry?.requestStart ?? NaN, entry?.responseEnd ?? NaN];
  });
  let waterfall: string[] = [];
  if (process.env.BENCH_WATERFALL === '1' && last) {
    // The requests and the main thread's long tasks up to the first bars, by start, and those of
    // the second after them (the calendar's other bars are added then).
    await page.waitForTimeout(1000);
    waterfall = await page.evaluate(() =>
      [
        ...performance
          .getEntriesByType('resource')
          .map((e) => e as PerformanceResourceTiming)
          .map(
            (e) =>
              `${Math.round(e.startTime)}→${Math.round(e.responseEnd)} ms  ${Math.round(e.transferSize / 1024)} kB  ${e.name.replace(/^https?:\/\/[^/]+/, '')}`,
          ),
        ...(window as unknown as Probe).__taskSpans,
        // The page's own marks, if a build adds some (performance.mark).
        ...performance
          .getEntriesByType('mark')
          .map((m) => `${Math.round(m.startTime)} ms  ${m.name}`),
        `${Math.round((window as unknown as Probe).__firstBar ?? NaN)} ms  premières barres peintes`,
      ].sort((a, b) => parseInt(a, 10) - parseInt(b, 10)),
    );
  }
  return { page, load: { firstBars, busy, barsCpu, asked, received, waterfall, profile } };
}

/** A seeded server filled for the bench, serving the web app built in `root`, and the admin's token. */
async function benchTarget(root: string, name: string, week: number) {
  const { server, close } = await startBenchServer(0.25, name, root);
  try {
    const filled = await fill(server, week);
    const token = (await call(server, '/api/v1/user_login', {
      email: 'admin',
      password: 'admin',
    })) as unknown as { id: string };
    return { server, close, filled, token: token.id };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One build's loads: each run a first visit, then a returning one in the same browser. */
interface Series {
  readonly cold: Load[];
  readonly warm: Load[];
}

async function measure() {
  const week = startOfDayUtc(Date.now());
  const main = await benchTarget(WEB_ROOT, 'technicien', week);
  // BENCH_COMPARE=<a built web app's folder> (a copy of apps/shell/dist from another commit): the
  // same loads of that build, on a server of its own, in turn with this one (A B, B A, …), so that
  // both share the machine's moments.
  const other = COMPARE
    ? await benchTarget(COMPARE, 'technicien-compare', week).catch(async (error: unknown) => {
        await main.close();
        throw error;
      })
    : undefined;
  const { server, filled } = main;
  try {
    // Server: the week's list, 15 runs after 2 warm-ups.
    const base = '/api/planningTechnicien/v1';
    const range = { start: toWireDay(week), end: toWireDay(week + 8 * DAY) };
    const times: number[] = [];
    let listed = 0;
    for (let i = 0; i < 17; i++) {
      const t0 = performance.now();
      const answer = await call(server, `${base}/get_events_liste`, range, main.token);
      if (i >= 2) times.push(performance.now() - t0);
      listed = answer.data.length;
      // The compared server answers the same calls, so that both start the loads alike.
      if (other) await call(other.server, `${base}/get_events_liste`, range, other.token);
    }

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const mine: Series = { cold: [], warm: [] };
    const theirs: Series = { cold: [], warm: [] };
    let barsDrawn = 0;
    let scrollTasks: number[] = [];
    let dragTasks: number[] = [];
    let scrolled = { down: 0, across: 0 };
    let dragSteps = 0;
    try {
      for (let run = 0; run < RUNS; run++) {
        const targets = other ? (run % 2 === 0 ? [main, other] : [other, main]) : [main];
        for (const target of targets) {
          const last = run === RUNS - 1 && target === main;
          const series = target === main ? mine : theirs;
          const context = await browser.newContext({
            viewport: { width: 1366, height: 900 },
            locale: 'fr-FR',
            timezoneId: 'UTC',
          });
          await context.addInitScript(probe, [TOKEN_STORAGE_KEY, target.token] as const);
          // A first visit (nothing cached: the first load after a deployment).
          const first = await load(context, target.server.url, last, 'first');
          series.cold.push(first.load);
          const page = first.page;
          if (last) {
            await page.getByText('Chargement du planning…').waitFor({ state: 'hidden' });
            barsDrawn = await page.locator('.ls-intervention').count();
            [scrolled, scrollTasks] = await longTasksDuring(page, () => scrollTimeline(page));
            await page.evaluate(`(() => {
            const host = document.querySelector('[data-testid="technician-calendar"]');
            for (const el of Array.from(host ? host.querySelectorAll('*') : [])) {
              el.scrollTop = 0;
              el.scrollLeft = 0;
            }
          })()`);
            [dragSteps, dragTasks] = await longTasksDuring(page, () => dragBar(page));
          }
          // A returning planner: the service worker installed by that visit keeps the app's code
          // (and the browser its cache), as on the office's computers and the tablets day to day.
          await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
          // The worker just activated may still be storing what it fetched (and Chromium compiling
          // it for its code cache): a planner returns later than that, so the visit waits a little.
          await page.waitForTimeout(RETURN_AFTER_MS);
          await page.close();
          series.warm.push((await load(context, target.server.url, last, 'returning')).load);
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
    return {
      filled,
      listed,
      times,
      mine,
      theirs,
      barsDrawn,
      scrollTasks,
      dragTasks,
      scrolled,
      dragSteps,
    };
  } finally {
    await main.close();
    await other?.close();
  }
}

if (!existsSync(join(WEB_ROOT, 'index.html'))) {
  console.error("L'application web n'est pas construite : lancez `npm run build` d'abord.");
  process.exit(1);
}
if (COMPARE && !existsSync(join(COMPARE, 'index.html'))) {
  console.error(`BENCH_COMPARE : aucune application construite dans ${COMPARE} (index.html).`);
  process.exit(1);
}
const r = await measure();
const fmt = (ms: number) => `${Math.round(ms)} ms`;
const worst = (xs: number[]) => Math.max(0, ...xs);
const verdict = (ok: boolean) => (ok ? 'atteint' : 'MANQUÉ');
console.log(
  `\n[planning-technicien] ${r.filled.technicians} techniciens × ${r.filled.interventions} interventions sur les 7 jours affichés`,
);
console.log(
  `  get_events_liste (la semaine) : ${r.listed} interventions, médiane ${fmt(median(r.times))}, max ${fmt(Math.max(...r.times))}`,
);
const loads = (name: string, ls: Load[]) => {
  const bars = ls.map((l) => l.firstBars);
  const busy = ls.map((l) => l.busy);
  const barsCpu = ls.map((l) => l.barsCpu);
  console.log(
    `  ${name}, navigation → premières barres peintes : ${bars.map(fmt).join(', ')} (médiane de ${bars.length} : ${fmt(median(bars))}, cible ≤ ${FIRST_BARS_GOAL_MS} ms : ${verdict(median(bars) <= FIRST_BARS_GOAL_MS)})`,
  );
  console.log(
    `    temps de processeur du fil principal de la page jusque-là : ${busy.map(fmt).join(', ')} (médiane de ${busy.length} : ${fmt(median(busy))})${process.env.BENCH_CPU_SLOWDOWN ? `, processeur ralenti ${process.env.BENCH_CPU_SLOWDOWN} fois` : ''}`,
  );
  console.log(
    `    le même, ses tâches jusqu'à la marque des premières barres (trace) : ${barsCpu.map(fmt).join(', ')} (médiane de ${barsCpu.length} : ${fmt(median(barsCpu))})`,
  );
  console.log(
    `    get_events_liste demandé à ${ls.map((l) => fmt(l.asked)).join(', ')}, sa réponse reçue à ${ls.map((l) => fmt(l.received)).join(', ')} après la navigation`,
  );
  const last = ls[ls.length - 1];
  if (last && last.waterfall.length > 0)
    console.log(`    requêtes (BENCH_WATERFALL=1) :\n      ${last.waterfall.join('\n      ')}`);
  if (last && last.profile.length > 0)
    console.log(`    profil (temps propre) :\n      ${last.profile.join('\n      ')}`);
};
loads('première visite (rien en cache)', r.mine.cold);
loads("visite suivante (le code de l'application gardé par le service worker)", r.mine.warm);
if (COMPARE) {
  console.log(`  comparée (BENCH_COMPARE=${COMPARE}), en alternance :`);
  loads('  première visite', r.theirs.cold);
  loads('  visite suivante', r.theirs.warm);
  const ratio = (a: Load[], b: Load[], of: (l: Load) => number) =>
    (median(a.map(of)) / median(b.map(of))).toFixed(2);
  const bars = (l: Load) => l.firstBars;
  const busy = (l: Load) => l.barsCpu;
  console.log(
    `  rapport des médianes (cette construction / la comparée) : première visite ${ratio(r.mine.cold, r.theirs.cold, bars)}, visite suivante ${ratio(r.mine.warm, r.theirs.warm, bars)}`,
  );
  console.log(
    `  rapport des médianes du temps de processeur du fil principal jusqu'aux premières barres (trace) : première visite ${ratio(r.mine.cold, r.theirs.cold, busy)}, visite suivante ${ratio(r.mine.warm, r.theirs.warm, busy)}`,
  );
}
console.log(`  ${r.barsDrawn} barres dans le DOM`);
console.log(
  `  défilement (${Math.round(r.scrolled.down)} px vers le bas, ${Math.round(r.scrolled.across)} px en travers) : ${r.scrollTasks.length} tâches longues, la plus longue ${fmt(worst(r.scrollTasks))} (cible < ${LONG_TASK_GOAL_MS} ms : ${verdict(worst(r.scrollTasks) < LONG_TASK_GOAL_MS)})`,
);
console.log(
  `  glisser une barre (${r.dragSteps} pas) : ${r.dragTasks.length} tâches longues, la plus longue ${fmt(worst(r.dragTasks))} (cible < ${LONG_TASK_GOAL_MS} ms : ${verdict(worst(r.dragTasks) < LONG_TASK_GOAL_MS)})`,
);
