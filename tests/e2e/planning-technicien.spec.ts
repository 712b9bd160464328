import { expect, test } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { signIn, storedToken } from './support/session';
import { callAsPage, records } from './support/records';
import type { Row } from './support/records';

// The technician planning (spec 2 §2.1, §4.1, §5.1, §6, §8; issue 12) against the seeded server.
// Each test that changes an intervention puts it back through the API: serial.
test.describe.configure({ mode: 'serial' });
// Tall enough for the calendar (60 % of the window) and the cards below it to share the screen.
test.use({ viewport: { width: 1366, height: 1300 } });

const FAMILY = 'planningTechnicien';
const DAY = 86_400_000;

type Account = keyof typeof ACCOUNTS;

const pad = (n: number) => String(n).padStart(2, '0');
const wireDay = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
};

async function openPlanning(page: Page, account: Account) {
  await signIn(page, ACCOUNTS[account]);
  const loaded = page.waitForResponse(
    (r) => r.url().includes('/planningTechnicien/v1/get_technicien_available_liste') && r.ok(),
  );
  await page.goto('/planning-technicien');
  await loaded;
  await expect(page.getByText('Chargement du planning…')).toBeHidden();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
}

const call = (page: Page, name: string, payload: unknown) =>
  callAsPage(page, FAMILY, name, payload);

/** The intervention `id` as the server has it now (current and unscheduled lists). */
async function readIntervention(page: Page, id: string): Promise<Row> {
  const today = Date.now();
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

/** Puts an intervention back as it was read: unscheduled, or planned at its dates. */
async function restore(page: Page, before: Row) {
  const id = String(before.id);
  const now = await readIntervention(page, id);
  if (String(now.Statut) !== '100') {
    await call(page, 'set_event', {
      id,
      data: { Statut: '100', Debut: '', Fin: '', ...technicianFields(before) },
    });
  } else {
    await call(page, 'set_event', { id, data: { Statut: '100', ...technicianFields(before) } });
  }
  if (String(before.Statut) !== '100') {
    await call(page, 'set_event', {
      id,
      data: { Debut: before.Debut, Fin: before.Fin, ...technicianFields(before) },
    });
  }
}

/** A drag the way a person makes it: press, move in steps, release. */
async function drag(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = await from.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const x = box.x + Math.min(20, box.width / 2);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 8, y + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
}

/**
 * Scrolls the timeline across its days until an unavailability is drawn (it draws only the days
 * in view): half a screen at a time, each step waiting for the frames that draw it.
 */
async function revealUnavailability(page: Page) {
  // A string, so that the test runner's helpers do not leak into the page.
  const found = await page.evaluate<boolean>(`(async () => {
    const host = document.querySelector('[data-testid="technician-calendar"]');
    const scroller = Array.from(host ? host.querySelectorAll('*') : [])
      .filter((el) => /(auto|scroll)/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 50)
      .sort((a, b) => b.scrollWidth - a.scrollWidth)[0];
    const drawn = () => document.querySelector('[data-unavailability]') !== null;
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
  expect(found, 'an unavailability in the week shown').toBe(true);
}

const setEvent = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/planningTechnicien/v1/set_event'));
const cards = (page: Page) => page.locator('[data-draggable][data-intervention-id]');
const bars = (page: Page) => page.locator('[data-status][data-intervention-id]');
const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'ERREUR' });

test('admin: drops an unscheduled card on a technician and a time, it becomes planned (110)', async ({
  page,
}) => {
  await openPlanning(page, 'admin');
  const card = cards(page).first();
  await expect(card).toHaveAttribute('data-draggable', 'true');
  const id = (await card.getAttribute('data-intervention-id')) ?? '';
  const before = await readIntervention(page, id);

  // A technician with no unavailability this week, so nothing blocks the drop.
  const today = Date.now();
  const away = new Set(
    records(await call(page, 'get_technicien_available_liste', {}))
      .filter(
        (u) => Number(u.FIN_TIMESTAMP) > today - DAY && Number(u.DEBUT_TIMESTAMP) < today + 8 * DAY,
      )
      .map((u) => String(u.TECHNICIEN)),
  );
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
  expect((await answer).status()).toBe(200);
  await expect(page.locator(`[data-status="110"][data-intervention-id="${id}"]`)).toBeVisible();
  await expect(page.locator(`[data-draggable][data-intervention-id="${id}"]`)).toHaveCount(0);
  const planned = await readIntervention(page, id);
  expect(String(planned.Statut)).toBe('110');
  expect(planned['Techniciens_Nom(1)']).toBe(free);

  await restore(page, before);
});

test('non-admin: no admin controls, the cards and bars do not move, nothing is sent', async ({
  page,
}) => {
  await openPlanning(page, 'planif');
  await expect(page.getByRole('button', { name: 'Paramètre' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Commentaires' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Techniciens' })).toBeDisabled();
  await expect(cards(page).first()).toHaveAttribute('data-draggable', 'false');
  await expect(page.locator('[data-draggable="true"]')).toHaveCount(0);

  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/set_event')) sent.push(r.url());
  });
  const bar = bars(page).first();
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  if (!box) throw new Error('no bar');
  await drag(page, bar, { x: box.x + 200, y: box.y + box.height / 2 });
  await expect.poll(async () => (await bar.boundingBox())?.x).toBe(box.x);
  // A click still opens it (others view, spec 2 §6), and no change was ever sent.
  await bar.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Fermer', exact: true }).click();
  expect(sent).toEqual([]);
});

test('admin: moving a finished (140) intervention is refused with its §8 message and reverted', async ({
  page,
}) => {
  await openPlanning(page, 'admin');
  const loaded = page.waitForResponse((r) => r.url().includes('/get_old_events_liste') && r.ok());
  await page.getByRole('button', { name: 'Période précédente' }).click();
  await loaded;
  await expect(page.getByText('Chargement du planning…')).toBeHidden();
  const bar = page.locator('[data-status="140"]').first();
  await expect(bar).toBeVisible();
  const number = ((await bar.getAttribute('title')) ?? '').split(' · ')[0];
  const box = await bar.boundingBox();
  if (!box) throw new Error('no bar');

  const answer = setEvent(page);
  await drag(page, bar, { x: box.x + 20 + 120, y: box.y + box.height / 2 });
  expect((await answer).status()).toBe(409);
  await expect(banner(page)).toHaveText(
    `ERREUR : Intervention ${number} est terminé n'est donc plus modifiable.`,
  );
  await expect
    .poll(async () => Math.round((await bar.boundingBox())?.x ?? 0))
    .toBe(Math.round(box.x));
});

test('admin: an unavailability says whose it is on a click and blocks a card dropped on it', async ({
  page,
}) => {
  await openPlanning(page, 'admin');
  await revealUnavailability(page);
  const absence = page.locator('[data-unavailability]').first();
  await expect(absence).toBeAttached();
  const technician = (await absence.getAttribute('data-technician')) ?? '';
  // In the middle of the timeline: a drag near its edges would scroll it under the pointer.
  await absence.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  const target = await absence.boundingBox();
  if (!target) throw new Error('no unavailability');
  // The background lies under the timeline's lane: a person's click lands on the lane there.
  await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2);
  await expect(page.getByRole('alert').filter({ hasText: 'INDISPONIBILITÉ' })).toContainText(
    `INDISPONIBILITÉ : ${technician} du `,
  );

  // The message closes (by itself after 5 s, or by its button).
  await page.getByRole('button', { name: 'Fermer le message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'INDISPONIBILITÉ' })).toHaveCount(0);

  const card = cards(page).first();
  const id = (await card.getAttribute('data-intervention-id')) ?? '';
  const before = await readIntervention(page, id);
  // Where the unavailability is now (the timeline may have scrolled since the click).
  await absence.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  const spot = await absence.boundingBox();
  if (!spot) throw new Error('no unavailability');
  try {
    const answer = setEvent(page);
    await drag(page, card, { x: spot.x + spot.width / 2, y: spot.y + spot.height / 2 });
    expect((await answer).status()).toBe(409);
    await expect(banner(page)).toContainText(`technicien(s) non disponible : ${technician}`);
    // Reverted: the card is still waiting in the panel, no bar was drawn.
    await expect(page.locator(`[data-draggable][data-intervention-id="${id}"]`)).toHaveCount(1);
    await expect(page.locator(`[data-status][data-intervention-id="${id}"]`)).toHaveCount(0);
  } finally {
    // Had the drop gone through, the card is put back for the other tests.
    await restore(page, before);
  }
});

/** The interventions of the week on the server, by id (current list, unscheduled ones included). */
async function weekInterventions(page: Page): Promise<Map<string, Row>> {
  const today = Date.now();
  const body = await call(page, 'get_events_liste', {
    start: wireDay(today - DAY),
    end: wireDay(today + 8 * DAY),
  });
  return new Map(records(body).map((r) => [String(r.id), r]));
}

const namesOf = (row: Row) => Object.values(technicianFields(row)).filter((n) => n !== '');

/** Technicians with an active unavailability in the week shown (they may block a move). */
async function awayThisWeek(page: Page): Promise<Set<string>> {
  const today = Date.now();
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
  const box = await page.getByTestId('technician-calendar').boundingBox();
  if (!box) throw new Error('no calendar');
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
  const view = await timelineBox(page);
  // The week's first days in view may hold none (a Friday shows the weekend next): further on.
  for (let step = 0; step < 20; step++) {
    const found = await barInView(page, statuses, rows, view);
    if (found || !(await scrollAcross(page))) break;
  }
  const found = await barInView(page, statuses, rows, view);
  expect(found, `a ${statuses.join('/')} bar with one technician on screen`).toBeDefined();
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
 * Scrolls the timeline across its days by half a screen, and waits for the frames that draw them;
 * false when it was already at the end.
 */
async function scrollAcross(page: Page): Promise<boolean> {
  // A string, so that the test runner's helpers do not leak into the page.
  return page.evaluate<boolean>(`(async () => {
    const host = document.querySelector('[data-testid="technician-calendar"]');
    const scroller = Array.from(host ? host.querySelectorAll('*') : [])
      .filter((el) => /(auto|scroll)/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 50)
      .sort((a, b) => b.scrollWidth - a.scrollWidth)[0];
    if (!scroller || scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 1) return false;
    scroller.scrollLeft += Math.round(scroller.clientWidth / 2);
    for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
    return true;
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

test('admin: moving a bar to another technician asks first; Non puts it back, Oui reassigns it (110)', async ({
  page,
}) => {
  await openPlanning(page, 'admin');
  const rows = await weekInterventions(page);
  const away = await awayThisWeek(page);
  const { id, row: before, technician, bar } = await singleTechnicianBar(page, '110', rows);
  // Another technician with no unavailability this week, so nothing blocks the move.
  const other = (await rowsOnScreen(page)).find((n) => n !== technician && !away.has(n));
  expect(other).toBeDefined();
  const target = await page.locator(`[role=rowheader][data-resource-id="${other}"]`).boundingBox();
  const box = await bar.boundingBox();
  if (!target || !box) throw new Error('no bar or row');
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
  try {
    await drag(page, bar, to);
    question = page.getByRole('dialog').filter({ hasText: 'Changer de technicien' });
    const answer = setEvent(page);
    await question.getByRole('button', { name: 'Oui' }).click();
    expect((await answer).status()).toBe(200);
    const after = await readIntervention(page, id);
    expect(namesOf(after)).toEqual([other]);
    expect(String(after.Statut)).toBe('110');
  } finally {
    await restore(page, before);
  }
});

test('admin: moving an intervention already sent (120) asks first; Non puts it back, Oui keeps 120', async ({
  page,
}) => {
  await openPlanning(page, 'admin');
  const rows = await weekInterventions(page);
  const { id, row: before, bar } = await singleTechnicianBar(page, '120', rows);
  await bar.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  const box = await bar.boundingBox();
  if (!box) throw new Error('no bar');
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

  try {
    await drag(page, bar, to);
    question = page.getByRole('dialog').filter({ hasText: 'Intervention déjà envoyée' });
    const answer = setEvent(page);
    await question.getByRole('button', { name: 'Oui' }).click();
    expect((await answer).status()).toBe(200);
    const after = await readIntervention(page, id);
    // A time-only move keeps the status (spec 2 §4.1).
    expect(String(after.Statut)).toBe('120');
    expect(after.Debut).not.toBe(before.Debut);
  } finally {
    await restore(page, before);
    await call(page, 'set_event', { id, data: { Statut: String(before.Statut) } });
  }
});

test('admin: a bar moved onto a technician’s unavailability is refused with the §8 message and put back', async ({
  page,
}) => {
  await openPlanning(page, 'admin');
  const rows = await weekInterventions(page);
  await revealUnavailability(page);
  const absence = page.locator('[data-unavailability]').first();
  await expect(absence).toBeAttached();
  const technician = (await absence.getAttribute('data-technician')) ?? '';
  // In the middle of the timeline: a drag near its edges would scroll it under the pointer.
  await absence.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  // A bar on screen with it (the timeline draws only what is in view).
  const {
    id,
    row: before,
    bar,
    status,
  } = await singleTechnicianBar(page, ['110', '120', '130'], rows);
  const spot = await absence.boundingBox();
  const box = await bar.boundingBox();
  if (!spot || !box) throw new Error('no bar or unavailability');
  try {
    const answer = setEvent(page);
    await drag(page, bar, { x: spot.x + spot.width / 2, y: spot.y + spot.height / 2 });
    // A sent one (120, 130) asks first; onto another technician's row, the reassignment too.
    if (status !== '110') {
      const sent = page.getByRole('dialog').filter({ hasText: 'Intervention déjà envoyée' });
      await sent.getByRole('button', { name: 'Oui' }).click();
    }
    if (namesOf(before)[0] !== technician) {
      const question = page.getByRole('dialog').filter({ hasText: 'Changer de technicien' });
      await question.getByRole('button', { name: 'Oui' }).click();
    }
    expect((await answer).status()).toBe(409);
    await expect(banner(page)).toHaveText(
      `ERREUR : Intervention ${String(before['N° RAP COMP'])} technicien(s) non disponible : ${technician}`,
    );
    // Put back where it was, and unchanged on the server.
    await expect
      .poll(async () => {
        const now = await bar.boundingBox();
        return [Math.round(now?.x ?? 0), Math.round(now?.y ?? 0)];
      })
      .toEqual([Math.round(box.x), Math.round(box.y)]);
    const after = await readIntervention(page, id);
    expect([after.Debut, namesOf(after), String(after.Statut)]).toEqual([
      before.Debut,
      namesOf(before),
      status,
    ]);
  } finally {
    if (String((await readIntervention(page, id)).Debut) !== String(before.Debut)) {
      await restore(page, before);
    }
  }
});

test('admin: sends a planned intervention to the tablet (120), then cancels its planning (100)', async ({
  page,
}) => {
  await openPlanning(page, 'admin');
  const bar = page.locator('[data-status="110"]').first();
  await expect(bar).toBeVisible();
  const id = (await bar.getAttribute('data-intervention-id')) ?? '';
  const before = await readIntervention(page, id);

  await bar.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Intervention / })).toBeVisible();
  let answer = setEvent(page);
  await dialog.getByRole('button', { name: 'Envoyer vers la tablette' }).click();
  expect((await answer).status()).toBe(200);
  await expect(dialog).toBeHidden();
  expect(String((await readIntervention(page, id)).Statut)).toBe('120');
  // Opened again, the timeline shows the bar where it was first found, now sent (120).
  await page.goto('/planning-technicien');
  // An intervention of several technicians has a bar on each one's row.
  const sent = page.locator(`[data-status="120"][data-intervention-id="${id}"]`).first();
  await expect(sent).toBeVisible();

  await sent.click();
  await dialog.getByRole('button', { name: 'Annuler la planification' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'Annuler la planification de' });
  answer = setEvent(page);
  await question.getByRole('button', { name: 'Oui' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.locator(`[data-draggable][data-intervention-id="${id}"]`)).toHaveCount(1);
  await expect(page.locator(`[data-status][data-intervention-id="${id}"]`)).toHaveCount(0);
  const cancelled = await readIntervention(page, id);
  expect(String(cancelled.Statut)).toBe('100');
  expect(cancelled.Debut).toBe('');

  await restore(page, before);
  expect(String((await readIntervention(page, id)).Statut)).toBe('110');
});

test('live: a planner’s open page shows another’s send by itself, and who is moving a bar (issue 12)', async ({
  page,
  browser,
}) => {
  // The planner watches the planning in a browser of their own.
  const plannerContext = await browser.newContext();
  const planner = await plannerContext.newPage();
  try {
    await openPlanning(planner, 'planif');
    const bar = planner.locator('[data-status="110"]').first();
    await expect(bar).toBeVisible();
    const id = (await bar.getAttribute('data-intervention-id')) ?? '';

    await openPlanning(page, 'admin');
    const before = await readIntervention(page, id);
    // The admin sends it to the tablet through the API: the planner's page reloads untouched.
    const reloaded = planner.waitForRequest((r) => r.url().endsWith('/get_events_liste'));
    await call(page, 'set_event', { id, data: { Statut: '120' } });
    await reloaded;
    // An intervention of several technicians has a bar on each one's row.
    await expect(
      planner.locator(`[data-status="120"][data-intervention-id="${id}"]`).first(),
    ).toBeVisible();

    // While the admin drags it, the planner reads who is moving it; the notice goes at the drop.
    const token = (await storedToken(page)) ?? '';
    const announce = (state: 'moving' | 'idle') =>
      fetch(`${process.env.E2E_BASE_URL ?? ''}/api/live/presence`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ family: FAMILY, subject: id, state }),
      });
    expect((await announce('moving')).status).toBe(200);
    const notice = planner.getByRole('status', { name: 'Déplacements en cours' });
    await expect(notice).toContainText(
      `Administrateur déplace l’intervention ${String(before['N° RAP COMP'])}…`,
    );
    expect((await announce('idle')).status).toBe(200);
    await expect(notice).toBeHidden();

    await restore(page, before);
  } finally {
    await plannerContext.close();
  }
});
