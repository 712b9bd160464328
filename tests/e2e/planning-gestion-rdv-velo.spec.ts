import { expect, test } from './support/fixtures';
import type { Page, Response } from '@playwright/test';
import { callFamily } from './support/api';
import { records } from './support/records';
import type { Row } from './support/records';

// The bike appointment slots (spec 2 §2.2, §4.2, §5.2, §6; issue 13) in a real browser: the
// journeys through the calendar as FullCalendar draws it (a weekly series created, booked, freed
// and cut short; a click on a free time), the settings as the calendar applies them after a
// reload, and the .xlsx download. The rules are core's (core/src/rdv/*.test.ts), the calls and
// refusals the contract tests' (tests/contract/gestionRdvVelo.test.ts: the mails on freeing and
// editing, the email history), the dialogs the page's and components'
// (apps/planning-gestion-rdv-velo/src/**/*.test.tsx: the add dialog's checks, a planner's
// status and comment, a stale save, the remembered Liste des agences).
// Each test works on days of its own, five weeks ahead (past the seed's ±30 days).
test.use({ account: 'admin' });

const FAMILY = 'gestionRdvVelo';
const DAY = 86_400_000;

// One reading of the clock: two could fall on either side of a millisecond (midnight − 1 ms).
const NOW = Date.now();
const TODAY = NOW - (NOW % DAY);
/** The weekly series: three Fridays, Saturdays… (the weekday of FIRST), 08:00–08:40. */
const FIRST = TODAY + 35 * DAY;
const LAST = FIRST + 14 * DAY;
/** The day of the clicked free time (no slot of the series falls on it). */
const CLICKED = FIRST + 3 * DAY;
const pad = (n: number) => String(n).padStart(2, '0');
const typed = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}${pad(d.getUTCMonth() + 1)}${d.getUTCFullYear()}`;
};

type Server = { url: string; token: (account: 'admin' | 'planif' | 'tech') => Promise<string> };

/** One call with the admin's session of this test's server; the test fails unless it is a 200. */
async function call(server: Server, name: string, payload: unknown) {
  const answer = await callFamily(server.url, FAMILY, name, payload, await server.token('admin'));
  expect(answer.status, `${name}: ${answer.body.message ?? ''}`).toBe(200);
  return answer.body;
}

/** The slots of the series (08:00–08:40, the only ones that start at 08:00 those weeks). */
async function seriesSlots(server: Server): Promise<Row[]> {
  const body = await call(server, 'get_dispo_between_timestamp', { start: FIRST, end: LAST });
  return records(body).filter((r) => r.DEBUT === '08:00' && r.FIN === '08:40');
}

/**
 * The page's first answer to the call `name` from now on, waited for (when asked) as long as an
 * expectation waits: a busy machine may take long to load the page before it asks.
 */
function answered(page: Page, name: string, also: (r: Response) => boolean = () => true) {
  let first: Response | undefined;
  const listener = (r: Response) => {
    if (!first && r.url().includes(`/${FAMILY}/v1/${name}`) && also(r)) first = r;
  };
  page.on('response', listener);
  return async () => {
    await expect.poll(() => first !== undefined, { message: `an answer to ${name}` }).toBe(true);
    page.off('response', listener);
    return first as Response;
  };
}

async function typeDay(page: Page, label: string, ms: number) {
  const field = page.getByRole('group', { name: label });
  await expect(field.getByRole('spinbutton').first()).toBeEditable();
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(typed(ms));
  await page.keyboard.press('Enter');
}

/** Opens the page (signed in already) and shows `day`. */
async function showDay(page: Page, day: number) {
  const setup = answered(page, 'get_agency_liste');
  await page.goto('/planning-gestion-rdv-velo');
  expect((await setup()).ok()).toBe(true);
  const slots = answered(page, 'get_dispo_between_timestamp');
  await typeDay(page, 'Date séléctionnée', day);
  // The window reads are kept by the server's read cache: a window the page has already read
  // (the typed day in the week it opened on) is answered 304 and drawn from the page's copy.
  expect([200, 304]).toContain((await slots()).status());
  await expect(page.getByText('Chargement des disponibilités…')).toBeHidden();
}

const slotOnCalendar = (page: Page) => page.locator('.ls-rdv-slot').first();

/** Two animation frames of the page: what a layout change draws has been drawn. */
async function frames(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Clicks the time grid at `time` on `day`, in the first agency's column (right of the time
 * label), the way a person does: once the grid stays in place over two frames (the calendar sizes
 * its rows to its frame after the page lays out) and the point clicked is on that day's column,
 * uncovered.
 */
async function clickTime(page: Page, time: string, day: number) {
  const label = page.locator(`[data-time="${time}"]`).first();
  await expect(label).toBeVisible();
  const date = new Date(day).toISOString().slice(0, 10);
  let point = { x: 0, y: 0 };
  await expect
    .poll(
      async () => {
        const before = await label.boundingBox();
        await frames(page);
        const box = await label.boundingBox();
        if (!before || !box || Math.abs(before.y - box.y) > 0.5 || Math.abs(before.x - box.x) > 0.5)
          return 'moving';
        point = { x: box.x + box.width + 60, y: box.y + box.height / 2 };
        return page.evaluate(
          ({ x, y }) =>
            document
              .elementFromPoint(x, y)
              ?.closest('[role="gridcell"][data-date]')
              ?.getAttribute('data-date') ?? 'nothing',
          point,
        );
      },
      { message: `the ${time} row of ${date} stays in place, uncovered` },
    )
    .toBe(date);
  await page.mouse.click(point.x, point.y);
}

test('an admin’s weekly series: created from Gestion des disponibilités, booked for a client, freed, its future occurrences deleted', async ({
  page,
  server,
}) => {
  await showDay(page, FIRST);
  await expect(page.locator('.ls-rdv-slot')).toHaveCount(0);

  // Created: one range, weekly for two more weeks.
  await page.getByRole('button', { name: 'Gestion des disponibilités' }).click();
  await page.getByRole('button', { name: 'Créer une disponibilité' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer une disponibilité' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Retrait location').check();
  const range = dialog.getByRole('group', { name: 'Plage horaire 1' });
  await range.getByLabel('Début').fill('08:00');
  await range.getByLabel('Fin').fill('08:40');
  await dialog.getByLabel('Récurrence hebdomadaire').check();
  await typeDay(page, 'Date de fin', LAST);
  await expect(dialog.getByText('Sur 2 semaines')).toBeVisible();
  const created = answered(page, 'set_dispo');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  expect((await created()).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(slotOnCalendar(page)).toHaveAttribute('data-booked', '0');
  const slots = await seriesSlots(server);
  expect(slots).toHaveLength(3);
  expect(new Set(slots.map((s) => s.ID_HEBDOMADAIRE)).size).toBe(1);

  // Booked: a client found by code, chosen from the list.
  const clients = records(
    await call(server, 'get_client_by_name_or_code_client', { clientData: 'C0' }),
  );
  const client = clients.find((c) => String(c.CONTACT_MAIL ?? c['CONTACT_MAIL(1)'] ?? '') !== '');
  expect(client, 'a client with a mail').toBeDefined();
  const code = String(client?.CODE_CLIENT);
  await slotOnCalendar(page).click();
  const detail = page.getByRole('dialog', { name: 'Disponibilité' });
  await detail.getByRole('button', { name: 'Réserver' }).click();
  const booking = page.getByRole('dialog', { name: 'Réserver la disponibilité' });
  await booking.getByLabel('Nom ou code client').fill(code);
  await booking.getByLabel('Nom ou code client').press('Enter');
  await booking.getByRole('button', { name: new RegExp(`^${code} ·`) }).click();
  const saved = answered(page, 'edit_dispo');
  await booking.getByRole('button', { name: 'Réserver' }).click();
  expect((await saved()).status()).toBe(200);
  await expect(booking).toBeHidden();
  await expect(detail.getByRole('cell', { name: code })).toBeVisible();
  await expect(slotOnCalendar(page)).toHaveAttribute('data-booked', '1');

  // Freed (OUI): drawn free again (what freeing clears, and its mail, are the contract tests').
  await detail.getByRole('button', { name: 'Liberer la disponibilité' }).click();
  const confirmFree = page.getByRole('dialog', { name: 'Liberer la disponibilité' });
  const freed = answered(page, 'edit_dispo');
  await confirmFree.getByRole('button', { name: 'OUI' }).click();
  expect((await freed()).status()).toBe(200);
  await expect(slotOnCalendar(page)).toHaveAttribute('data-booked', '0');
  const [first] = (await seriesSlots(server)).filter(
    (r) => Number(r.JOUR) - (Number(r.JOUR) % DAY) === FIRST,
  );
  expect([Number(first?.LIBRE), first?.CODE_CLIENT]).toEqual([0, '']);

  // Its occurrences from the next week on deleted: the first one stays.
  await slotOnCalendar(page).click();
  await detail.getByRole('button', { name: 'Supprimer la disponibilité' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Supprimer les récurrences' });
  await confirmDelete.getByLabel('Les occurrences à partir du').check();
  await typeDay(page, 'À partir du', FIRST + 7 * DAY);
  const deleted = answered(page, 'delete_future_dispo_recurrence');
  await confirmDelete.getByRole('button', { name: 'OUI' }).click();
  expect((await deleted()).status()).toBe(200);
  await expect(confirmDelete).toBeHidden();
  const left = await seriesSlots(server);
  expect(left).toHaveLength(1);
  expect(Number(left[0]?.JOUR) - (Number(left[0]?.JOUR) % DAY)).toBe(FIRST);
  await expect(slotOnCalendar(page)).toBeVisible();
});

test('an admin’s click on a free time opens Créer une disponibilité on it; a planner’s opens nothing', async ({
  page,
  server,
  signedInPage,
}) => {
  await showDay(page, CLICKED);
  await expect(page.locator('.ls-rdv-slot')).toHaveCount(0);
  await clickTime(page, '14:00:00', CLICKED);
  const dialog = page.getByRole('dialog', { name: 'Créer une disponibilité' });
  await expect(dialog).toBeVisible();
  const date = new Date(CLICKED);
  await expect(dialog.getByRole('group', { name: 'Date' })).toContainText(
    `${pad(date.getUTCDate())}`,
  );
  await expect(dialog.getByRole('group', { name: 'Date' })).toContainText(
    String(date.getUTCFullYear()),
  );
  await dialog.getByLabel('Retrait location').check();
  const range = dialog.getByRole('group', { name: 'Plage horaire 1' });
  await expect(range.getByLabel('Début')).toHaveValue('14:00');
  await expect(range.getByLabel('Fin')).toHaveValue('15:00');
  const created = answered(page, 'set_dispo');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  expect((await created()).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.locator('.ls-rdv-slot')).toHaveCount(1);
  const made = records(
    await call(server, 'get_dispo_between_timestamp', { start: CLICKED, end: CLICKED }),
  ).filter((r) => r.DEBUT === '14:00' && r.FIN === '15:00');
  expect(made).toHaveLength(1);

  // A planner's click on a free time of the same day opens nothing.
  const planner = await signedInPage('planif');
  await showDay(planner, CLICKED);
  await clickTime(planner, '16:00:00', CLICKED);
  await expect(planner.getByRole('dialog')).toHaveCount(0);
});

test('the management table exports to .xlsx, with or without the numeric day', async ({ page }) => {
  const setup = answered(page, 'get_agency_liste');
  await page.goto('/planning-gestion-rdv-velo');
  expect((await setup()).ok()).toBe(true);
  await page.getByRole('button', { name: 'Gestion des disponibilités' }).click();
  const table = page.getByRole('table', { name: 'Disponibilités' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const grid = page.getByRole('dialog', { name: 'Export des disponibilités' });
  await expect(grid.getByRole('columnheader', { name: 'Jour numérique' })).toHaveCount(0);
  await grid.getByRole('button', { name: 'Afficher / cacher Jour numérique' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Jour numérique' })).toBeVisible();
  const download = page.waitForEvent('download');
  await grid.getByRole('button', { name: 'Exporter' }).click();
  expect((await download).suggestedFilename()).toMatch(/^disponibilites-\d{4}-\d{2}-\d{2}\.xlsx$/);
});

test.describe('calendar settings (a server of its own: every test reads them)', () => {
  test.use({ ownServer: true });

  test('Paramètre du calendrier: a hidden weekday and a type colour stay after a reload', async ({
    page,
    server,
  }) => {
    const hidden = String(records(await call(server, 'get_day_to_hide', {}))[0]?.Value ?? '');
    // A weekday shown today: Wednesday (3), unless the seed already hides it.
    expect(hidden.split(',')).not.toContain('3');
    await showDay(page, FIRST);
    await page.getByRole('button', { name: '7 J' }).click();
    // The day headers of the resource time grid (dates above the agencies).
    const days = page.locator('[role="columnheader"][data-date]');
    const wednesdays = () =>
      days.evaluateAll(
        (cells) =>
          cells.filter((c) => {
            const date = (c.getAttribute('data-date') ?? '').slice(0, 10);
            return (
              /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T12:00:00Z`).getUTCDay() === 3
            );
          }).length,
      );
    await expect.poll(wednesdays).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Paramètre du calendrier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paramètre du calendrier' });
    await dialog.getByRole('checkbox', { name: 'Mercredi' }).check();
    await dialog.getByLabel('Couleur de Retrait location').fill('#123456');
    const saved = answered(page, 'save_day_to_hide');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await saved()).status()).toBe(200);
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole('button', { name: '7 J' })).toBeVisible();
    await page.getByRole('button', { name: '7 J' }).click();
    await expect(days.first()).toBeAttached();
    await expect.poll(wednesdays).toBe(0);
    await page.getByRole('button', { name: 'Paramètre du calendrier' }).click();
    await expect(dialog.getByLabel('Couleur de Retrait location')).toHaveValue('#123456');
    await expect(dialog.getByRole('checkbox', { name: 'Mercredi' })).toBeChecked();
  });
});
