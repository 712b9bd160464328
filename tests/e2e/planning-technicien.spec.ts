import { expect, test } from './support/fixtures';
import type { Locator, Page, Request, Response } from '@playwright/test';
import { callFamily } from './support/api';
import { NEXT_WORKING_MORNING, startOnAWorkingMorning } from './support/clock';
import { callAsPage, records } from './support/records';
import type { Row } from './support/records';

// The technician planning (spec 2 §2.1, §4.1, §5.1, §6, §8; issue 12) in a real browser: what
// needs the pointer on FullCalendar's timeline (dropping a card, moving a bar, the confirmations
// and refusals of a move, a click on an unavailability's background) and a second person's page
// kept up to date live. The rules are core's (core/src/technicien/*.test.ts), the server's
// decisions the contract tests' (tests/contract/planningTechnicien.test.ts), the screens and
// dialogs the page's (apps/planning-technicien/src/**/*.test.tsx: the controls a non-admin sees,
// send to the tablet and cancel the planning, Recherche..., Agence).
// Each test reads the interventions it moves as it finds them: none relies on another's changes.
test.use({ account: 'admin' });
// Tall enough for the calendar (60 % of the window) and the cards below it to share the screen.
test.use({ viewport: { width: 1366, height: 1300 } });

const FAMILY = 'planningTechnicien';
const DAY = 86_400_000;

// The pages' clocks start at 09:00 on the next working day (support/clock.ts).
const NOW = NEXT_WORKING_MORNING;
test.beforeEach(async ({ page }) => startOnAWorkingMorning(page));

const pad = (n: number) => String(n).padStart(2, '0');
const wireDay = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
};

/**
 * The page's first answer (or request) whose address contains `part` from now on, waited for
 * (when asked) as long as an expectation waits: a busy machine may take long to load the page.
 */
function seen<E extends 'response' | 'request'>(page: Page, event: E, part: string) {
  type Found = E extends 'response' ? Response : Request;
  let first: Found | undefined;
  const listener = (r: Found) => {
    if (!first && r.url().includes(part)) first = r;
  };
  page.on(event as 'response', listener as (r: Response) => void);
  return async (): Promise<Found> => {
    await expect.poll(() => first !== undefined, { message: `${event} ${part}` }).toBe(true);
    page.off(event as 'response', listener as (r: Response) => void);
    return first as Found;
  };
}

/** Opens the planning (signed in already) and waits for its rows. */
async function openPlanning(page: Page) {
  const loaded = seen(page, 'response', '/planningTechnicien/v1/get_technicien_available_liste');
  await page.goto('/planning-technicien');
  expect((await loaded()).ok()).toBe(true);
  await expect(page.getByText('Chargement du planning…')).toBeHidden();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  // The first screen's bars come first, the others just after (inViewFirst.ts): a test takes
  // its bar once the calendar holds them all, so that the bar it measures stays the one it drags.
  await expect(page.locator('.ls-calendar[aria-busy="true"]')).toHaveCount(0);
}

const call = (page: Page, name: string, payload: unknown) =>
  callAsPage(page, FAMILY, name, payload);

/** The intervention `id` as the server has it now (current and unscheduled lists). */
async function readIntervention(page: Page, id: string): Promise<Row> {
  const today = NOW;
  const body = await call(page, 'get_events_liste', {
    start: wireDay(today - 30 * DAY),
    end: wireDay(today + 60 * DAY),
  });
  const row = records(body).find((r) => String(r.id) === id);
  expect(row, `intervention ${id}`).toBeDefined();
  return row as Row;
}

const technicianFields = (row: Row) =>
  Object.fromEntries(
    [1, 2, 3, 4, 5].map((i) => [
      `Techniciens_Nom(${i})`,
      String(row[`Techniciens_Nom(${i})`] ?? ''),
    ]),
  );

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/** Two animation frames of the page (FullCalendar redraws in frames). */
const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * The box of an element on screen, once it has one and keeps it over two frames: FullCalendar
 * redraws the bars in view (a live update, rows or days scrolled into view, its scrollers
 * following each other), and a bar being redrawn has none, or another, for a moment.
 */
async function boxOf(element: Locator, what: string): Promise<Box> {
  let box: Box | null = null;
  await expect
    .poll(
      async () => {
        const before = await element.boundingBox();
        await frames(element.page());
        box = await element.boundingBox();
        return (
          before !== null &&
          box !== null &&
          Math.abs(before.x - box.x) < 0.5 &&
          Math.abs(before.y - box.y) < 0.5 &&
          Math.abs(before.width - box.width) < 0.5 &&
          Math.abs(before.height - box.height) < 0.5
        );
      },
      { message: `${what} stays in place` },
    )
    .toBe(true);
  return box as unknown as Box;
}

/**
 * Where a person presses to drag `element`: inside its start, once it stays in place and nothing
 * lies over that point (the loading veil, a banner).
 */
async function pressPoint(element: Locator): Promise<{ x: number; y: number }> {
  let point = { x: 0, y: 0 };
  await expect
    .poll(
      async () => {
        const box = await boxOf(element, 'something to drag');
        point = { x: box.x + Math.min(20, box.width / 2), y: box.y + box.height / 2 };
        return element.evaluate((el, p) => {
          const hit = document.elementFromPoint(p.x, p.y);
          return hit !== null && (hit === el || el.contains(hit));
        }, point);
      },
      { message: 'the point pressed is on what is dragged' },
    )
    .toBe(true);
  return point;
}

/** A drag the way a person makes it: press, move in steps, release. */
async function drag(page: Page, from: Locator, to: { x: number; y: number }) {
  const { x, y } = await pressPoint(from);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 8, y + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
}

/** Scrolls the timeline until an unavailability of the week shown is drawn. */
async function revealUnavailability(page: Page) {
  expect(await reveal(page, '[data-unavailability]'), 'an unavailability in the week shown').toBe(
    true,
  );
}

/**
 * Scrolls the timeline across its days until an element matching `selector` is drawn (it draws
 * only the days in view): half a screen at a time, each step waiting for the frames that draw it.
 */
async function reveal(page: Page, selector: string): Promise<boolean> {
  // A string, so that the test runner's helpers do not leak into the page.
  return page.evaluate<boolean>(`(async () => {
    const host = document.querySelector('[data-testid="technician-calendar"]');
    const scroller = Array.from(host ? host.querySelectorAll('*') : [])
      .filter((el) => /(auto|scroll)/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 50)
      .sort((a, b) => b.scrollWidth - a.scrollWidth)[0];
    const drawn = () => document.querySelector(${JSON.stringify(selector)}) !== null;
    const frames = async () => {
      for (let i = 0; i < 10 && !drawn(); i++) await new Promise((r) => requestAnimationFrame(r));
    };
    await frames();
    if (drawn() || !scroller) return drawn();
    scroller.scrollLeft = 0;
    await frames();
    while (!drawn() && scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1) {
      scroller.scrollLeft += Math.round(scroller.clientWidth / 2);
      await frames();
    }
    return drawn();
  })()`);
}

/**
 * The centre of the part of an element that shows, or null: its box cut by every ancestor that
 * clips (the timeline's scroller) and by the window. A bar or an unavailability that begins before
 * the first day shown has its box's centre off the timeline.
 */
async function shownCentre(element: Locator): Promise<{ x: number; y: number } | null> {
  return element.evaluate((el) => {
    let { left, top, right, bottom } = el.getBoundingClientRect();
    for (let up = el.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = up.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    right = Math.min(right, window.innerWidth);
    bottom = Math.min(bottom, window.innerHeight);
    return right > left && bottom > top ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
  });
}

/**
 * The centre of the part of `element` that shows, once it is in the middle of the timeline and
 * nothing lies over it, the way a person scrolls to something and waits before pointing at it:
 * FullCalendar redraws what scrolling brings into view (the element may be replaced meanwhile),
 * and the loading veil covers the planning until the days it reaches are read.
 */
async function uncoveredCentre(page: Page, element: Locator): Promise<{ x: number; y: number }> {
  let centre: { x: number; y: number } | null = null;
  await expect
    .poll(
      async () => {
        // In the middle: a drag near the timeline's edges would scroll it under the pointer.
        await element.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
        centre = await shownCentre(element);
        if (!centre) return false;
        const [x, y] = [centre.x, centre.y];
        return page.evaluate(
          ([px, py]) => document.elementFromPoint(px, py)?.closest('.MuiBackdrop-root') == null,
          [x, y] as const,
        );
      },
      { message: 'the element shows, uncovered, in the middle of the timeline' },
    )
    .toBe(true);
  return centre as unknown as { x: number; y: number };
}

const setEvent = (page: Page) => seen(page, 'response', '/planningTechnicien/v1/set_event');
const cards = (page: Page) => page.locator('[data-draggable][data-intervention-id]');
const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'ERREUR' });

/** The interventions of the week on the server, by id (current list, unscheduled ones included). */
async function weekInterventions(page: Page): Promise<Map<string, Row>> {
  const today = NOW;
  const body = await call(page, 'get_events_liste', {
    start: wireDay(today - DAY),
    end: wireDay(today + 8 * DAY),
  });
  return new Map(records(body).map((r) => [String(r.id), r]));
}

const namesOf = (row: Row) => Object.values(technicianFields(row)).filter((n) => n !== '');

/** Technicians with an active unavailability in the week shown (they may block a move). */
async function awayThisWeek(page: Page): Promise<Set<string>> {
  const today = NOW;
  return new Set(
    records(await call(page, 'get_technicien_available_liste', {}))
      .filter(
        (u) => Number(u.FIN_TIMESTAMP) > today - DAY && Number(u.DEBUT_TIMESTAMP) < today + 8 * DAY,
      )
      .map((u) => String(u.TECHNICIEN)),
  );
}

/** The part of the timeline on screen (rows and days out of it are not drawn, or hidden). */
async function timelineBox(page: Page) {
  // Once its frame stays the same size: the page sizes it to the window after it lays out.
  const box = await boxOf(page.getByTestId('technician-calendar'), 'the timeline');
  // The technicians' column (160 px) and the days' header are not the timeline.
  return {
    left: box.x + 170,
    right: box.x + box.width - 10,
    top: box.y + 60,
    bottom: box.y + box.height - 10,
  };
}

/**
 * A bar drawn in the visible part of the timeline, in `status`, whose intervention has one
 * technician; with that technician.
 */
async function singleTechnicianBar(
  page: Page,
  status: string | readonly string[],
  rows: Map<string, Row>,
) {
  const statuses = typeof status === 'string' ? [status] : status;
  // The week's first days in view may hold none (a Friday shows the weekend next): further on,
  // and from the start again at the end (a reload after a save puts the timeline back at its
  // start and redraws its bars meanwhile).
  let found: Awaited<ReturnType<typeof barInView>>;
  await expect
    .poll(
      async () => {
        found = await barInView(page, statuses, rows, await timelineBox(page));
        if (!found) await scrollAcross(page);
        return found !== undefined;
      },
      { message: `a ${statuses.join('/')} bar with one technician on screen` },
    )
    .toBe(true);
  const { id, status: shown } = found as { id: string; status: string };
  const row = rows.get(id) as Row;
  return {
    id,
    row,
    technician: namesOf(row)[0] as string,
    status: shown,
    bar: page.locator(`[data-status="${shown}"][data-intervention-id="${id}"]`).first(),
  };
}

/**
 * Scrolls the timeline across its days by half a screen, back to its start from its end, and
 * waits for the frames that draw them.
 */
async function scrollAcross(page: Page): Promise<void> {
  // A string, so that the test runner's helpers do not leak into the page.
  await page.evaluate(`(async () => {
    const host = document.querySelector('[data-testid="technician-calendar"]');
    const scroller = Array.from(host ? host.querySelectorAll('*') : [])
      .filter((el) => /(auto|scroll)/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 50)
      .sort((a, b) => b.scrollWidth - a.scrollWidth)[0];
    if (!scroller) return;
    const atEnd = scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 1;
    scroller.scrollLeft = atEnd ? 0 : scroller.scrollLeft + Math.round(scroller.clientWidth / 2);
    for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
  })()`);
}

/** The first bar in view in one of `statuses` whose intervention has one technician. */
async function barInView(
  page: Page,
  statuses: readonly string[],
  rows: Map<string, Row>,
  view: Awaited<ReturnType<typeof timelineBox>>,
) {
  const drawn = await page.locator('[data-status][data-intervention-id]').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return {
        status: el.getAttribute('data-status') ?? '',
        id: el.getAttribute('data-intervention-id') ?? '',
        x: r.x,
        y: r.y,
        w: r.width,
        h: r.height,
      };
    }),
  );
  return drawn.find(
    (b) =>
      statuses.includes(b.status) &&
      namesOf(rows.get(b.id) ?? {}).length === 1 &&
      b.x + 5 >= view.left &&
      b.x + 25 <= view.right &&
      b.y >= view.top &&
      b.y + b.h <= view.bottom,
  );
}

/** The technicians whose row is on screen. */
async function rowsOnScreen(page: Page): Promise<string[]> {
  const view = await timelineBox(page);
  const cells = await page.getByRole('rowheader').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.getAttribute('data-resource-id') ?? '', top: r.y, bottom: r.y + r.height };
    }),
  );
  return cells
    .filter((c) => c.name !== '' && c.top >= view.top && c.bottom <= view.bottom)
    .map((c) => c.name);
}

/** Records every set_event the page sends from now on. */
function watchSaves(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/set_event')) sent.push(r.url());
  });
  return sent;
}

/** One call with a demo account's session of this test's server (the admin's, for a planner's test). */
async function callAs(
  server: { url: string; token: (account: 'admin' | 'planif' | 'tech') => Promise<string> },
  account: 'admin' | 'planif' | 'tech',
  name: string,
  payload: unknown,
) {
  const answer = await callFamily(server.url, FAMILY, name, payload, await server.token(account));
  expect(answer.status, `${name}: ${answer.body.message ?? ''}`).toBe(200);
  return answer.body;
}

test('admin: drops an unscheduled card on a technician and a time, it becomes planned (110)', async ({
  page,
}) => {
  await openPlanning(page);
  const card = cards(page).first();
  await expect(card).toHaveAttribute('data-draggable', 'true');
  const id = (await card.getAttribute('data-intervention-id')) ?? '';

  // A technician with no unavailability this week, so nothing blocks the drop.
  const away = await awayThisWeek(page);
  const names = await page
    .getByRole('rowheader')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-resource-id') ?? ''));
  const free = names.find((n) => n !== '' && !away.has(n));
  expect(free).toBeDefined();
  const row = await page.locator(`[role=rowheader][data-resource-id="${free}"]`).boundingBox();
  const calendar = await page.getByTestId('technician-calendar').boundingBox();
  if (!row || !calendar) throw new Error('no calendar');

  const answer = setEvent(page);
  await drag(page, card, { x: calendar.x + 160 + 260, y: row.y + row.height / 2 });
  expect((await answer()).status()).toBe(200);
  await expect(page.locator(`[data-status="110"][data-intervention-id="${id}"]`)).toBeVisible();
  await expect(page.locator(`[data-draggable][data-intervention-id="${id}"]`)).toHaveCount(0);
  const planned = await readIntervention(page, id);
  expect(String(planned.Statut)).toBe('110');
  expect(planned['Techniciens_Nom(1)']).toBe(free);
});

test('admin: moving a finished (140) intervention is refused with its §8 message and reverted', async ({
  page,
}) => {
  await openPlanning(page);
  const loaded = seen(page, 'response', '/planningTechnicien/v1/get_old_events_liste');
  await page.getByRole('button', { name: 'Période précédente' }).click();
  expect((await loaded()).ok()).toBe(true);
  await expect(page.getByText('Chargement du planning…')).toBeHidden();
  // The timeline draws only the days in view: it is scrolled until a finished bar is drawn.
  expect(await reveal(page, '[data-status="140"]'), 'a finished intervention last week').toBe(true);
  const finished = page.locator('[data-status="140"]').first();
  await expect(finished).toBeAttached();
  // One intervention, named: the timeline draws only the days in view, so « the first finished
  // bar » changes as it scrolls. That bar may lie beyond the visible days (which depends on
  // today's date): a person scrolls to it before dragging it.
  const id = (await finished.getAttribute('data-intervention-id')) ?? '';
  const bar = page.locator(`[data-status="140"][data-intervention-id="${id}"]`).first();
  await bar.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  await expect(bar).toBeInViewport();
  const number = ((await bar.getAttribute('title')) ?? '').split(' · ')[0];
  const box = await boxOf(bar, 'the finished bar');

  const answer = setEvent(page);
  await drag(page, bar, { x: box.x + 20 + 120, y: box.y + box.height / 2 });
  expect((await answer()).status()).toBe(409);
  await expect(banner(page)).toHaveText(
    `ERREUR : Intervention ${number} est terminé n'est donc plus modifiable.`,
  );
  await expect
    .poll(async () => Math.round((await bar.boundingBox())?.x ?? 0))
    .toBe(Math.round(box.x));
});

test('admin: an unavailability says whose it is on a click, and refuses a card dropped on it (§8 message)', async ({
  page,
}) => {
  await openPlanning(page);
  await revealUnavailability(page);
  const first = page.locator('[data-unavailability]').first();
  await expect(first).toBeAttached();
  const technician = (await first.getAttribute('data-technician')) ?? '';
  // One unavailability, named: the timeline draws only the days in view, so « the first one »
  // changes as it scrolls.
  const key = (await first.getAttribute('data-unavailability')) ?? '';
  const absence = page.locator(`[data-unavailability="${key}"]`).first();
  // The background lies under the timeline's lane: a person's click lands on the lane there, in
  // the part of it that shows (it may begin before the first day shown).
  const target = await uncoveredCentre(page, absence);
  await page.mouse.click(target.x, target.y);
  await expect(page.getByRole('alert').filter({ hasText: 'INDISPONIBILITÉ' })).toContainText(
    `INDISPONIBILITÉ : ${technician} du `,
  );
  // The message closes (by itself after 5 s, or by its button).
  await page.getByRole('button', { name: 'Fermer le message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'INDISPONIBILITÉ' })).toHaveCount(0);

  // A card dropped on it: refused, still waiting in the panel, no bar drawn.
  const card = cards(page).first();
  const cardId = (await card.getAttribute('data-intervention-id')) ?? '';
  // Where the unavailability is now (the timeline may have scrolled since the click).
  const spot = await uncoveredCentre(page, absence);
  const answer = setEvent(page);
  await drag(page, card, spot);
  expect((await answer()).status()).toBe(409);
  await expect(banner(page)).toContainText(`technicien(s) non disponible : ${technician}`);
  await expect(page.locator(`[data-draggable][data-intervention-id="${cardId}"]`)).toHaveCount(1);
  await expect(page.locator(`[data-status][data-intervention-id="${cardId}"]`)).toHaveCount(0);
  expect(String((await readIntervention(page, cardId)).Statut)).toBe('100');
  // A bar moved onto it is refused by the server (contract: « an unavailability overlapping the
  // start or the end blocks the move ») and put back by the page (the 140 refusal test).
});

test('admin: a move asks first: to another technician (Non puts it back, Oui reassigns, 110); an intervention already sent (Non puts it back, Oui keeps 120)', async ({
  page,
}) => {
  await openPlanning(page);
  const rows = await weekInterventions(page);
  const away = await awayThisWeek(page);

  // Another technician's row: the reassignment question.
  {
    const { id, row: before, technician, bar } = await singleTechnicianBar(page, '110', rows);
    // Another technician with no unavailability this week, so nothing blocks the move.
    const other = (await rowsOnScreen(page)).find((n) => n !== technician && !away.has(n));
    expect(other).toBeDefined();
    const target = await boxOf(
      page.locator(`[role=rowheader][data-resource-id="${other}"]`),
      'the other technician’s row',
    );
    const box = await boxOf(bar, 'the planned bar');
    const sent = watchSaves(page);
    const to = { x: box.x + Math.min(20, box.width / 2), y: target.y + target.height / 2 };

    // Non: the bar goes back to its row and nothing is sent.
    await drag(page, bar, to);
    let question = page.getByRole('dialog').filter({ hasText: 'Changer de technicien' });
    await expect(question).toContainText(
      `Affecter l’intervention ${String(before['N° RAP COMP'])} au(x) nouveau(x) technicien(s) ?`,
    );
    // The seed turns multie-technicien on: the technicians are offered, the row dropped on ticked.
    await expect(question.getByRole('checkbox', { name: other as string })).toBeChecked();
    await expect(question.getByRole('checkbox', { name: technician })).not.toBeChecked();
    await question.getByRole('button', { name: 'Non' }).click();
    await expect(question).toBeHidden();
    await expect
      .poll(async () => Math.round((await bar.boundingBox())?.y ?? 0))
      .toBe(Math.round(box.y));
    expect(sent).toEqual([]);

    // Oui: saved with the new technician, planned (110).
    await drag(page, bar, to);
    question = page.getByRole('dialog').filter({ hasText: 'Changer de technicien' });
    const answer = setEvent(page);
    const reloaded = seen(page, 'response', '/planningTechnicien/v1/get_events_liste');
    await question.getByRole('button', { name: 'Oui' }).click();
    expect((await answer()).status()).toBe(200);
    const after = await readIntervention(page, id);
    expect(namesOf(after)).toEqual([other]);
    expect(String(after.Statut)).toBe('110');
    // The page reads the planning again after a save and redraws every bar (the timeline back
    // at its start): the next bar is looked for once it holds them all again.
    await reloaded();
    await expect(page.locator('.ls-calendar[aria-busy="true"]')).toHaveCount(0);
  }

  // Already sent (120), along its own row: the question of a sent intervention.
  {
    const { id, row: before, bar } = await singleTechnicianBar(page, '120', rows);
    await bar.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
    const box = await boxOf(bar, 'the sent bar');
    const sent = watchSaves(page);
    // Along its own row, the same day: a time-only move (no reassignment question).
    const to = { x: box.x + Math.min(20, box.width / 2) + 60, y: box.y + box.height / 2 };

    await drag(page, bar, to);
    let question = page.getByRole('dialog').filter({ hasText: 'Intervention déjà envoyée' });
    await expect(question).toContainText(
      `L’intervention ${String(before['N° RAP COMP'])} a déjà été envoyée au(x) technicien(s). Voulez-vous vraiment la modifier ?`,
    );
    await question.getByRole('button', { name: 'Non' }).click();
    await expect(question).toBeHidden();
    await expect
      .poll(async () => Math.round((await bar.boundingBox())?.x ?? 0))
      .toBe(Math.round(box.x));
    expect(sent).toEqual([]);

    await drag(page, bar, to);
    question = page.getByRole('dialog').filter({ hasText: 'Intervention déjà envoyée' });
    const answer = setEvent(page);
    await question.getByRole('button', { name: 'Oui' }).click();
    expect((await answer()).status()).toBe(200);
    const after = await readIntervention(page, id);
    // A time-only move keeps the status (spec 2 §4.1).
    expect(String(after.Statut)).toBe('120');
    expect(after.Debut).not.toBe(before.Debut);
  }
});

test.describe('a planner (no admin flag)', () => {
  test.use({ account: 'planif' });

  test('cannot move a bar (nothing sent) but opens it; their open page shows an admin’s send by itself, and who is moving a bar (issue 12)', async ({
    page,
    server,
  }) => {
    await openPlanning(page);
    // The planned bars are on working days: at night or at the weekend they are off the first
    // screen (the timeline draws only the days in view).
    expect(await reveal(page, '[data-status="110"]'), 'a planned intervention in view').toBe(true);
    const id =
      (await page.locator('[data-status="110"]').first().getAttribute('data-intervention-id')) ??
      '';
    const bar = page.locator(`[data-status="110"][data-intervention-id="${id}"]`).first();
    await expect(bar).toBeVisible();

    // spec 2 §6: others view. A drag moves nothing and sends nothing; a click opens it.
    const sent = watchSaves(page);
    const box = await boxOf(bar, 'the planned bar');
    await drag(page, bar, { x: box.x + 200, y: box.y + box.height / 2 });
    await expect.poll(async () => (await bar.boundingBox())?.x).toBe(box.x);
    await bar.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(sent).toEqual([]);

    // An admin sends it to the tablet: the planner's page reloads untouched.
    const before = await readIntervention(page, id);
    const reloaded = seen(page, 'request', '/planningTechnicien/v1/get_events_liste');
    await callAs(server, 'admin', 'set_event', { id, data: { Statut: '120' } });
    await reloaded();
    // An intervention of several technicians has a bar on each one's row.
    await expect(
      page.locator(`[data-status="120"][data-intervention-id="${id}"]`).first(),
    ).toBeVisible();

    // While the admin drags it, the planner reads who is moving it; the notice goes at the drop.
    const token = await server.token('admin');
    const announce = (state: 'moving' | 'idle') =>
      fetch(`${server.url}/api/live/presence`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ family: FAMILY, subject: id, state }),
      });
    expect((await announce('moving')).status).toBe(200);
    const notice = page.getByRole('status', { name: 'Déplacements en cours' });
    await expect(notice).toContainText(
      `Administrateur déplace l’intervention ${String(before['N° RAP COMP'])}…`,
    );
    expect((await announce('idle')).status).toBe(200);
    await expect(notice).toBeHidden();
  });
});
