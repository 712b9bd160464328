import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { callFamily } from './support/api';
import { signIn, storedToken } from './support/session';
import { callAsPage, records } from './support/records';
import type { Row } from './support/records';

// The bike appointment slots (spec 2 §2.2, §4.2, §5.2, §6; issue 13) against the seeded server:
// one weekly series created, booked, edited by a non-admin, freed, cut short and exported. The
// tests follow one another on the same series: serial.
test.describe.configure({ mode: 'serial' });

const FAMILY = 'gestionRdvVelo';
const DAY = 86_400_000;

// Five weeks ahead: past the seed's ±30 days, so the series is the only slot of its days.
// One reading of the clock: two could fall on either side of a millisecond (midnight − 1 ms).
const NOW = Date.now();
const TODAY = NOW - (NOW % DAY);
const FIRST = TODAY + 35 * DAY;
const LAST = FIRST + 14 * DAY;
const pad = (n: number) => String(n).padStart(2, '0');
const typed = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}${pad(d.getUTCMonth() + 1)}${d.getUTCFullYear()}`;
};

const call = (page: Page, name: string, payload: unknown) =>
  callAsPage(page, FAMILY, name, payload);

/** The slots of the series (08:00–08:40, the only ones that start at 08:00 those weeks). */
async function seriesSlots(page: Page): Promise<Row[]> {
  const body = await call(page, 'get_dispo_between_timestamp', { start: FIRST, end: LAST });
  return records(body).filter((r) => r.DEBUT === '08:00' && r.FIN === '08:40');
}

function answered(page: Page, name: string) {
  return page.waitForResponse((r) => r.url().includes(`/${FAMILY}/v1/${name}`));
}

async function typeDay(page: Page, label: string, ms: number) {
  const field = page.getByRole('group', { name: label });
  await expect(field.getByRole('spinbutton').first()).toBeEditable();
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(typed(ms));
  await page.keyboard.press('Enter');
}

/** Signs in, opens the page and shows the first day of the series (or `day`). */
async function openFirstDay(page: Page, account: keyof typeof ACCOUNTS, day = FIRST) {
  await signIn(page, ACCOUNTS[account]);
  await showDay(page, day);
}

/** Opens the page (signed in already) and shows `day`. */
async function showDay(page: Page, day: number) {
  const setup = answered(page, 'get_agency_liste');
  await page.goto('/planning-gestion-rdv-velo');
  expect((await setup).ok()).toBe(true);
  const slots = page.waitForResponse(
    (r) =>
      r.url().includes(`/${FAMILY}/v1/get_dispo_between_timestamp`) &&
      r.request().postData() !== null,
  );
  await typeDay(page, 'Date séléctionnée', day);
  expect((await slots).ok()).toBe(true);
  await expect(page.getByText('Chargement des disponibilités…')).toBeHidden();
}

const slotOnCalendar = (page: Page) => page.locator('.ls-rdv-slot').first();

test('an admin creates a weekly slot from Gestion des disponibilités', async ({ page }) => {
  await openFirstDay(page, 'admin');
  // A retry of the series starts here: the slots an earlier attempt left are removed first.
  const left = await seriesSlots(page);
  for (const slot of left) await call(page, 'delete_dispo', { key: slot.key });
  if (left.length > 0) await showDay(page, FIRST);
  await expect(page.locator('.ls-rdv-slot')).toHaveCount(0);
  await page.getByRole('button', { name: 'Gestion des disponibilités' }).click();
  await page.getByRole('button', { name: 'Créer une disponibilité' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer une disponibilité' });
  await expect(dialog).toBeVisible();
  // spec 2 §5.2: no time range and no Ajouter before a type is chosen.
  await expect(dialog.getByLabel('Début')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Ajouter', exact: true })).toHaveCount(0);
  await dialog.getByLabel('Retrait location').check();
  const range = dialog.getByRole('group', { name: 'Plage horaire 1' });
  await range.getByLabel('Début').fill('08:00');
  await range.getByLabel('Fin').fill('07:00');
  await expect(range).toHaveAttribute('data-state', 'reversed');
  await expect(dialog.getByRole('button', { name: 'Ajouter', exact: true })).toHaveCount(0);
  await range.getByLabel('Fin').fill('08:40');
  await expect(range).toHaveAttribute('data-state', 'valid');
  // At least one range always remains.
  await expect(dialog.getByRole('button', { name: 'Retirer la plage horaire 1' })).toBeDisabled();
  await dialog.getByLabel('Récurrence hebdomadaire').check();
  await typeDay(page, 'Date de fin', LAST);
  await expect(dialog.getByText('Sur 2 semaines')).toBeVisible();
  const created = answered(page, 'set_dispo');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  expect((await created).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(slotOnCalendar(page)).toHaveAttribute('data-booked', '0');
  const slots = await seriesSlots(page);
  expect(slots).toHaveLength(3);
  expect(new Set(slots.map((s) => s.ID_HEBDOMADAIRE)).size).toBe(1);
});

test('an admin books a client into the free slot', async ({ page }) => {
  await openFirstDay(page, 'admin');
  const clients = records(
    await call(page, 'get_client_by_name_or_code_client', { clientData: 'C0' }),
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
  expect((await saved).status()).toBe(200);
  await expect(booking).toBeHidden();
  await expect(detail.getByRole('cell', { name: code })).toBeVisible();
  await expect(slotOnCalendar(page)).toHaveAttribute('data-booked', '1');
});

test('a planner without the admin flag sets status and comment; a stale save keeps the text', async ({
  page,
}) => {
  await openFirstDay(page, 'planif');
  await slotOnCalendar(page).click();
  const detail = page.getByRole('dialog', { name: 'Disponibilité' });
  // spec 2 §5.2: freeing and deleting are admin only.
  await expect(detail.getByRole('button', { name: 'Liberer la disponibilité' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Supprimer la disponibilité' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: 'MODIFICATIONS' });
  // Date, times, type and agency are an admin's.
  await expect(edit.getByLabel('Début')).toHaveCount(0);
  await edit.getByLabel('Statut du RDV').click();
  await page.getByRole('option', { name: '✅' }).click();
  const comment = edit.getByLabel('Nouveau commentaire');
  await expect(comment).toBeEnabled();
  await comment.fill('Client prévenu par téléphone');
  // Someone else saves the slot meanwhile: this save is on a stale version.
  const [slot] = await seriesSlots(page).then((s) => s.filter((r) => Number(r.LIBRE) === 1));
  await call(page, 'edit_dispo', { key: slot?.key, newData: { COMMENTAIRE: 'Rappel envoyé' } });
  const stale = answered(page, 'edit_dispo');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await stale).status()).toBe(409);
  await expect(edit.getByRole('alert')).toContainText('modifié par quelqu');
  await expect(comment).toHaveValue('Client prévenu par téléphone');
  // The slot was read again: the next save is on the new version.
  const saved = answered(page, 'edit_dispo');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).status()).toBe(200);
  await expect(edit).toBeHidden();
  await expect(detail.getByRole('cell', { name: 'Client prévenu par téléphone' })).toBeVisible();
  await expect(detail.getByRole('cell', { name: 'Rappel envoyé' })).toBeVisible();
  await expect(detail.getByRole('cell', { name: '✅' })).toBeVisible();
});

test('an admin frees the slot (OUI): the client is cleared', async ({ page }) => {
  await openFirstDay(page, 'admin');
  await slotOnCalendar(page).click();
  const detail = page.getByRole('dialog', { name: 'Disponibilité' });
  await detail.getByRole('button', { name: 'Liberer la disponibilité' }).click();
  const confirm = page.getByRole('dialog', { name: 'Liberer la disponibilité' });
  const freed = answered(page, 'edit_dispo');
  await confirm.getByRole('button', { name: 'OUI' }).click();
  expect((await freed).status()).toBe(200);
  await expect(slotOnCalendar(page)).toHaveAttribute('data-booked', '0');
  // spec 2 §4.2: freeing clears the client (the mail to the client is the server's, checked in
  // its contract tests: the customer's mailbox is no mailbox of a demo account).
  const [first] = (await seriesSlots(page)).filter(
    (r) => Number(r.JOUR) - (Number(r.JOUR) % DAY) === FIRST,
  );
  expect(Number(first?.LIBRE)).toBe(0);
  expect(first?.CODE_CLIENT).toBe('');
  expect(first?.MAIL).toBe('');
});

test('an admin deletes the future occurrences of the series', async ({ page }) => {
  await openFirstDay(page, 'admin');
  await slotOnCalendar(page).click();
  await page
    .getByRole('dialog', { name: 'Disponibilité' })
    .getByRole('button', { name: 'Supprimer la disponibilité' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer les récurrences' });
  await confirm.getByLabel('Les occurrences à partir du').check();
  await typeDay(page, 'À partir du', FIRST + 7 * DAY);
  const deleted = answered(page, 'delete_future_dispo_recurrence');
  await confirm.getByRole('button', { name: 'OUI' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(confirm).toBeHidden();
  const left = await seriesSlots(page);
  expect(left).toHaveLength(1);
  expect(Number(left[0]?.JOUR) - (Number(left[0]?.JOUR) % DAY)).toBe(FIRST);
});

test('the management table exports to .xlsx, with or without the numeric day', async ({ page }) => {
  await openFirstDay(page, 'admin');
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
  // Clean up: the series goes.
  const [slot] = await seriesSlots(page);
  if (slot) await call(page, 'delete_dispo_recurrence', { key: slot.key });
});

/** The agencies of the calendar, in their order (PR_ID_AG, PR_NOM_AG). */
async function agencyList(page: Page) {
  return records(await call(page, 'get_agency_liste', {})).map((a) => ({
    id: String(a.PR_ID_AG),
    name: String(a.PR_NOM_AG),
  }));
}

/** Clicks the time grid at `time`, in the first agency's column (right of the time label). */
async function clickTime(page: Page, time: string) {
  const label = page.locator(`[data-time="${time}"]`).first();
  await expect(label).toBeVisible();
  const box = await label.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.click(box!.x + box!.width + 60, box!.y + box!.height / 2);
}

const DEMO_MAILBOX = 'sav@locasuite-location.fr';

test('freeing a booked slot mails its client: the French mail is in the email history', async ({
  page,
}) => {
  // Its own slot, on a day of its own (the series has no slot two days after its first).
  const day = FIRST + 2 * DAY;
  await signIn(page, ACCOUNTS.admin);
  const [agency] = await agencyList(page);
  const created = await call(page, 'set_dispo', {
    dispo: {
      AGENCE: agency!.id,
      JOUR: day + 12 * 3_600_000,
      DEBUT: '10:00',
      FIN: '10:40',
      TYPE_ID1: 1,
    },
  });
  const key = (created.data as { keys: number[] }).keys[0];
  const clients = records(
    await call(page, 'get_client_by_name_or_code_client', { clientData: 'C0' }),
  );
  await call(page, 'edit_dispo', {
    key,
    version: 1,
    newData: { LIBRE: 1, CODE_CLIENT: clients[0]?.CODE_CLIENT },
  });
  // The client's mailbox is made a demo account's, so the mail can be read in the history.
  await call(page, 'edit_dispo', { key, newData: { MAIL: DEMO_MAILBOX } });

  await showDay(page, day);
  await expect(slotOnCalendar(page)).toHaveAttribute('data-booked', '1');
  await slotOnCalendar(page).click();
  await page
    .getByRole('dialog', { name: 'Disponibilité' })
    .getByRole('button', { name: 'Liberer la disponibilité' })
    .click();
  const freed = answered(page, 'edit_dispo');
  await page
    .getByRole('dialog', { name: 'Liberer la disponibilité' })
    .getByRole('button', { name: 'OUI' })
    .click();
  expect((await freed).status()).toBe(200);
  await expect(slotOnCalendar(page)).toHaveAttribute('data-booked', '0');

  // The email history's own calls (the page lists a mailbox's sent mails; this one was sent by
  // the agency to the client): the mail, its French subject with the day and time, its body.
  const history = async (name: string, payload: unknown) => {
    const answer = await callFamily(
      process.env.E2E_BASE_URL ?? '',
      'emailVisualisation',
      name,
      payload,
      await storedToken(page),
    );
    expect(answer.status, `${name}: ${answer.body.message ?? ''}`).toBe(200);
    return answer.body;
  };
  const date = new Date(day);
  const month = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(date);
  // French writes the first of the month « 1er » (« vendredi 1er janvier 2027 »).
  const dayOfMonth = date.getUTCDate() === 1 ? '1er' : String(date.getUTCDate());
  const longDay = `${dayOfMonth} ${month} ${date.getUTCFullYear()}`;
  const mails = records(
    await history('sendinBlue_get_emails_list', { email: DEMO_MAILBOX }),
  ).filter((m) => String(m.subject).startsWith('Votre rendez-vous vélo est annulé : '));
  const mail = mails.find((m) => String(m.subject).includes(`${longDay} à 10:00`));
  expect(mail, JSON.stringify(mails.slice(0, 3))).toBeDefined();
  expect(mail?.email).toBe(DEMO_MAILBOX);
  const detail = (await history('get_email_detail', { messageId: mail?.messageId, tag: mail?.tag }))
    .data as { body?: string; html?: string };
  const text = `${detail.body ?? ''}\n${detail.html ?? ''}`;
  expect(text).toContain('Votre rendez-vous vélo ci-dessous est annulé');
  expect(text).toContain(longDay);
  expect(text).toContain('10:00');
  expect(text).toContain(agency!.name);
  await call(page, 'delete_dispo', { key });
});

test('Paramètre du calendrier: a hidden weekday and a type colour stay after a reload', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  const setting = async (name: string) =>
    String(records(await call(page, name, {}))[0]?.Value ?? '');
  const colors = await setting('get_calendar_colors');
  const hidden = await setting('get_day_to_hide');
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
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: '7 J' })).toBeVisible();
  await page.getByRole('button', { name: '7 J' }).click();
  await expect(days.first()).toBeAttached();
  await expect.poll(wednesdays).toBe(0);
  await page.getByRole('button', { name: 'Paramètre du calendrier' }).click();
  await expect(dialog.getByLabel('Couleur de Retrait location')).toHaveValue('#123456');
  await expect(dialog.getByRole('checkbox', { name: 'Mercredi' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  // Back to the settings read before, for the tests that follow.
  await call(page, 'save_calendar_colors', { colors });
  await call(page, 'save_day_to_hide', { days: hidden });
});

test('an admin’s click on a free time opens Créer une disponibilité on it; a planner’s opens nothing', async ({
  page,
}) => {
  const day = FIRST + 3 * DAY;
  await openFirstDay(page, 'admin', day);
  await expect(page.locator('.ls-rdv-slot')).toHaveCount(0);
  await clickTime(page, '14:00:00');
  const dialog = page.getByRole('dialog', { name: 'Créer une disponibilité' });
  await expect(dialog).toBeVisible();
  const date = new Date(day);
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
  expect((await created).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.locator('.ls-rdv-slot')).toHaveCount(1);
  const made = records(
    await call(page, 'get_dispo_between_timestamp', { start: day, end: day }),
  ).filter((r) => r.DEBUT === '14:00' && r.FIN === '15:00');
  expect(made).toHaveLength(1);
  await call(page, 'delete_dispo', { key: made[0]?.key });

  // A planner's click on the same free time opens nothing.
  await page.evaluate(() => window.localStorage.clear());
  await openFirstDay(page, 'planif', day);
  await expect(page.locator('.ls-rdv-slot')).toHaveCount(0);
  await clickTime(page, '14:00:00');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the Liste des agences choice is remembered: chosen, reloaded, the same is shown', async ({
  page,
}) => {
  // Below the md breakpoint the choice is the « Liste des agences » button and its dialog.
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, ACCOUNTS.planif);
  const [first, second] = await agencyList(page);
  const setup = answered(page, 'get_agency_liste');
  await page.goto('/planning-gestion-rdv-velo');
  expect((await setup).ok()).toBe(true);
  const shown = (name: string) => page.getByRole('main').getByText(name, { exact: true });
  await expect(shown(first!.name)).toBeVisible();
  await page.getByRole('button', { name: 'Liste des agences' }).click();
  const list = page.getByRole('dialog', { name: 'Liste des agences' });
  await list.getByRole('radio', { name: second!.name }).check();
  const saved = answered(page, 'update_planning_vue');
  await list.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).status()).toBe(200);
  await expect(shown(second!.name)).toBeVisible();

  const again = answered(page, 'get_agency_liste');
  await page.reload();
  expect((await again).ok()).toBe(true);
  await expect(shown(second!.name)).toBeVisible();
  await expect(shown(first!.name)).toHaveCount(0);
  // Back to the default for the tests that follow (a planner sees the first agency).
  await call(page, 'update_planning_vue', {
    newData: { agencies: [first!.id] },
    key: 'planning-gestion-rdv-velo-agences',
    token: await storedToken(page),
  });
});
