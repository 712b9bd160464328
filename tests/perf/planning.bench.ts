// The availability planning at size (issue 5, Performance): a seeded server at `--scale` 3.125
// (1,000 fleet rows) topped up with short rentals in the displayed week until 5,000 bars, and at
// scale 0.625 (200 rows, 1,000 bars). In headless Chromium (playwright-core, /usr/bin/chromium):
// navigation → first bars painted, and long tasks while scrolling the rows. On the server: the
// time of get_events for a 90-day window (real envelope, median of 15) and its EXPLAIN plan.
// Needs the built web app (`npm run build`). Run by `npm run bench -- planning`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CALENDAR_COLORS, TOKEN_STORAGE_KEY, buildAvailabilityBars } from '@locasuite/core';
import type { Database, RunningServer } from '@locasuite/mock-api';
import { call, median, startBenchServer, webRoot } from './support/benchServer';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import { chromium } from '@playwright/test';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface Size {
  readonly label: string;
  readonly scale: number;
  readonly bars: number;
  /** Navigation → first bars painted, the goal of the issue that set it. */
  readonly goalMs: number;
}
const ALL_SIZES: readonly Size[] = [
  { label: '1 000 lignes × 5 000 barres', scale: 3.125, bars: 5000, goalMs: 1500 },
  { label: '200 lignes × 1 000 barres', scale: 0.625, bars: 1000, goalMs: 1500 },
  // Issue 10: the national fleet as seeded (50,400 rental lines, 13,000 fleet rows), no top-up.
  { label: 'flotte nationale (13 000 lignes, 50 400 locations)', scale: 42, bars: 0, goalMs: 2000 },
];
/** `BENCH_SCALES=42` (or `3.125,0.625`) measures only those sizes. */
const SIZES = process.env.BENCH_SCALES
  ? ALL_SIZES.filter((s) => process.env.BENCH_SCALES!.split(',').map(Number).includes(s.scale))
  : ALL_SIZES;

const records = (answer: { data: { fieldData: Record<string, unknown> }[] }) =>
  answer.data.map((d) => d.fieldData);

/** Short rentals (some delivered) on free fleet rows of the week until the bar target is met. */
async function topUp(
  server: RunningServer,
  weekStart: number,
  targetBars: number,
  countBars: () => Promise<number>,
) {
  const db = server.db;
  let bars = await countBars();
  const fleet = await db
    .selectFrom('fleet')
    .select(['id', 'matricule', 'agency_id', 'data'])
    .orderBy('id')
    .execute();
  const busy = await db
    .selectFrom('contract_lines')
    .select(['fleet_id', 'start_ts', 'end_ts', 'delivery_start_ts', 'delivery_end_ts'])
    .where('start_ts', '<', weekStart + 9 * DAY)
    .where('end_ts', '>', weekStart - 2 * DAY)
    .execute();
  const reserved = await db
    .selectFrom('reservations')
    .select(['fleet_id', 'start_ts', 'end_ts'])
    .where('start_ts', '<', weekStart + 9 * DAY)
    .where('end_ts', '>', weekStart - 2 * DAY)
    .execute();
  const intervals = new Map<number, [number, number][]>();
  for (const b of busy) {
    if (b.fleet_id === null) continue;
    const list = intervals.get(b.fleet_id) ?? [];
    list.push([b.delivery_start_ts ?? b.start_ts, b.delivery_end_ts ?? b.end_ts]);
    intervals.set(b.fleet_id, list);
  }
  for (const r of reserved) {
    if (r.fleet_id === null) continue;
    const list = intervals.get(r.fleet_id) ?? [];
    list.push([r.start_ts, r.end_ts]);
    intervals.set(r.fleet_id, list);
  }
  const contract = await db
    .selectFrom('contracts')
    .select(['id', 'num_contrat'])
    .where('state', '=', 'En cours')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  let nextId =
    Number(
      (
        await db
          .selectFrom('contract_lines')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirstOrThrow()
      ).m,
    ) + 1;
  const rows: Insertable<Database['contract_lines']>[] = [];
  let added = 0;
  outer: for (let day = 0; day < 7; day++) {
    for (const item of fleet) {
      if (bars + added >= targetBars) break outer;
      const start = weekStart + day * DAY + 8 * HOUR;
      const end = start + 9 * HOUR;
      const delivered = (item.id + day) % 3 === 0;
      const from = delivered ? start - HOUR : start;
      const to = delivered ? end + 2 * HOUR : end;
      const taken = intervals.get(item.id) ?? [];
      if (taken.some(([s, e]) => from < e + HOUR && to + HOUR > s)) continue;
      taken.push([from, to]);
      intervals.set(item.id, taken);
      const f = item.data;
      rows.push({
        id: nextId++,
        contract_id: contract.id,
        fleet_id: item.id,
        agency_id: item.agency_id,
        start_ts: start,
        end_ts: end,
        delivery_start_ts: delivered ? from : null,
        delivery_end_ts: delivered ? to : null,
        state: '',
        data: JSON.stringify({
          CLD_NUM_CONTRAT: contract.num_contrat,
          CLD_MATRICULE: item.matricule,
          CLD_FAMILLE: f.FAMILLE ?? '',
          CLD_SOUS_FAMILLE: f.SOUS_FAMILLE ?? '',
          CLD_NOM_CLIENT: 'Client de charge',
          CLD_CONTRAT_STATE: 'En cours',
        }),
      });
      added += delivered ? 3 : 1;
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('contract_lines')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  bars = await countBars();
  return { lines: rows.length, bars };
}

async function measure(size: Size) {
  const { server, close } = await startBenchServer(size.scale, 'planning');
  try {
    const token = (await call(server, '/api/v1/user_login', {
      email: 'admin',
      password: 'admin',
    })) as unknown as { id: string };
    const week = Math.floor(Date.now() / DAY) * DAY;
    const base = '/api/planningDisponibilite/v1';
    const countBars = async () => {
      const window = { start: week, end: week + 7 * DAY };
      const [rentals, reservations, sav] = await Promise.all([
        call(server, `${base}/get_events`, window, token.id),
        call(server, `${base}/get_events_reserved`, window, token.id),
        call(server, `${base}/get_events_sav`, window, token.id),
      ]);
      return buildAvailabilityBars({
        rentals: records(rentals),
        reservations: records(reservations),
        sav: records(sav),
        colors: DEFAULT_CALENDAR_COLORS,
        contractStateColors: new Map(),
        eventStateColors: new Map(),
        show: { showLivraison: true, showLocation: true, showReservation: true },
        showAllContracts: true,
      }).length;
    };
    const fleetRows = Number(
      (
        await server.db
          .selectFrom('fleet')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const top = await topUp(server, week, size.bars, countBars);

    // Server: get_events over 90 days, 15 runs after 2 warm-ups; and the plan of its query.
    const window90 = { start: week - 45 * DAY, end: week + 45 * DAY };
    const times: number[] = [];
    let events90 = 0;
    let firstMs = 0;
    for (let i = 0; i < 17; i++) {
      const t0 = performance.now();
      const answer = await call(server, `${base}/get_events`, window90, token.id);
      // The first call builds the answer; the next ones are served from the read cache.
      if (i === 0) firstMs = performance.now() - t0;
      if (i >= 2) times.push(performance.now() - t0);
      events90 = answer.data.length;
    }
    const plan = await sql<
      Record<string, string>
    >`EXPLAIN ANALYZE SELECT * FROM contract_lines WHERE start_ts < ${window90.end + 2 * DAY} AND end_ts > ${window90.start - 2 * DAY}`.execute(
      server.db,
    );
    const planText = plan.rows.map((r) => Object.values(r).join(' '));

    // Browser: navigation → first bars painted; long tasks while scrolling the rows.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const loads: number[] = [];
    let longTasks: number[] = [];
    let scrolled = 0;
    try {
      for (let run = 0; run < 3; run++) {
        const context = await browser.newContext({
          viewport: { width: 1366, height: 900 },
          locale: 'fr-FR',
          timezoneId: 'UTC',
        });
        await context.addInitScript(
          ([key, value]) => {
            window.localStorage.setItem(key, value);
            const w = window as unknown as { __firstBar?: number; __longTasks: number[] };
            w.__longTasks = [];
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) w.__longTasks.push(e.duration);
            }).observe({ type: 'longtask', buffered: true });
            const observer = new MutationObserver(() => {
              if (w.__firstBar === undefined && document.querySelector('.ls-bar')) {
                observer.disconnect();
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => (w.__firstBar = performance.now())),
                );
                w.__firstBar = undefined;
              }
            });
            document.addEventListener('DOMContentLoaded', () =>
              observer.observe(document.body, { childList: true, subtree: true }),
            );
          },
          [TOKEN_STORAGE_KEY, token.id] as const,
        );
        const page = await context.newPage();
        await page.goto(`${server.url}/planning-disponibilite`);
        await page.waitForFunction(
          () => (window as unknown as { __firstBar?: number }).__firstBar !== undefined,
          null,
          { timeout: 120_000 },
        );
        loads.push(
          await page.evaluate(() => (window as unknown as { __firstBar: number }).__firstBar),
        );
        if (run === 2) {
          await page.evaluate(
            () => ((window as unknown as { __longTasks: number[] }).__longTasks = []),
          );
          // A string, so that tsx's helpers (__name) do not leak into the page.
          scrolled = await page.evaluate<number>(`(async () => {
            const host = document.querySelector('[data-testid="availability-calendar"]');
            const all = Array.from(host ? host.querySelectorAll('*') : []);
            const scroller = all
              .filter((el) => /(auto|scroll)/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 50)
              .sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
            if (!scroller) return 0;
            for (let i = 0; i < 240 && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight; i++) {
              scroller.scrollTop += 150;
              await new Promise((r) => requestAnimationFrame(r));
            }
            return scroller.scrollTop;
          })()`);
          await page.waitForTimeout(500);
          longTasks = await page.evaluate(
            () => (window as unknown as { __longTasks: number[] }).__longTasks,
          );
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
    return { size, fleetRows, top, times, firstMs, events90, planText, loads, longTasks, scrolled };
  } finally {
    await close();
  }
}

if (!existsSync(join(webRoot, 'index.html'))) {
  console.error("L'application web n'est pas construite : lancez `npm run build` d'abord.");
  process.exit(1);
}
for (const size of SIZES) {
  const r = await measure(size);
  const fmt = (ms: number) => `${Math.round(ms)} ms`;
  console.log(`\n[planning] ${size.label} (scale ${size.scale})`);
  console.log(
    `  parc : ${r.fleetRows} lignes ; semaine affichée : ${r.top.bars} barres (${r.top.lines} locations courtes ajoutées)`,
  );
  console.log(
    `  navigation → premières barres peintes : ${r.loads.map(fmt).join(', ')} (médiane ${fmt(median(r.loads))}, cible ≤ ${r.size.goalMs.toLocaleString('fr-FR')} ms)`,
  );
  const worst = Math.max(0, ...r.longTasks);
  console.log(
    `  défilement (${Math.round(r.scrolled)} px) : ${r.longTasks.length} tâches longues, la plus longue ${fmt(worst)} (cible < 200 ms)`,
  );
  console.log(
    `  get_events sur 90 jours : ${r.events90} locations ; premier appel (construit) ${fmt(r.firstMs)} ; ensuite (réponse gardée) médiane ${fmt(median(r.times))}, max ${fmt(Math.max(...r.times))} (cible ≤ 200 ms)`,
  );
  console.log(`  plan : ${r.planText.slice(0, 3).join(' | ')}`);
}
