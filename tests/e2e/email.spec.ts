import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ACCOUNTS, VIEWPORTS } from './support/accounts';
import type { DeviceName } from './support/accounts';
import { CLOSED_TOOL, signIn } from './support/session';

// spec 1 §2 /email-visualisation, issue 4 (email history), against the seeded server.
const DOMAIN = 'locasuite-location.fr';
const HOSTILE = 'Votre devis personnalisé (modèle importé)';
const FRENCH_DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

async function openTool(page: Page) {
  await signIn(page, ACCOUNTS.planif);
  await page.goto('/email-visualisation');
  await expect(page.getByRole('heading', { name: 'Email historique' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Mails envoyés' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

test('lists the sent mails of the first mailbox, 40 a page, and switches mailbox', async ({
  page,
}) => {
  await openTool(page);
  const select = page.getByRole('combobox', { name: 'Séléctionner une adresse mail' });
  await expect(select).toHaveText(`contact@${DOMAIN}`);
  await expect(bodyRows(page)).toHaveCount(40);
  await expect(page.getByText(/^1–40 sur \d+$/)).toBeVisible();
  for (const header of ['Date', 'Expéditeur', 'Destinataire', 'Subject'])
    await expect(table(page).getByRole('columnheader', { name: header })).toBeVisible();
  // The sent view: every sender is the selected mailbox; dates in French.
  const first = bodyRows(page).first().locator('td');
  await expect(first.nth(1)).toContainText(`contact@${DOMAIN}`);
  await expect(first.nth(0)).toHaveText(FRENCH_DATE_TIME);
  await page.getByRole('button', { name: /page suivante/i }).click();
  await expect(page.getByText(/^41–\d+ sur \d+$/)).toBeVisible();

  await select.click();
  await page.getByRole('option', { name: `sav@${DOMAIN}` }).click();
  await expect(bodyRows(page).first().locator('td').nth(1)).toContainText(`sav@${DOMAIN}`);
  // Another mailbox (more than 40 mails) starts on its page 1, its newest (issue 11 item 5).
  await expect(page.getByText(/^1–40 sur \d+$/)).toBeVisible();
  await expect(page.getByText(/^41–\d+ sur \d+$/)).toHaveCount(0);
});

test('on a phone each row shows the date, the recipient and the subject, nothing off-screen (issue 11)', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openTool(page);
  await expect(bodyRows(page)).toHaveCount(40);
  await expect(table(page).getByRole('columnheader')).toHaveText(['Mail']);
  const lines = bodyRows(page).first().locator('td > div > div');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toHaveText(FRENCH_DATE_TIME);
  await expect(lines.nth(1)).toHaveText(/@/);
  await expect(lines.nth(2)).not.toBeEmpty();
  for (let i = 0; i < 3; i += 1) await expect(lines.nth(i)).toBeInViewport({ ratio: 1 });
  // The subject keeps its full text for hover and long press.
  await expect(lines.nth(2)).toHaveAttribute('title', /\S/);
});

test('a search with no match shows « Aucun mail »; a search by subject finds it', async ({
  page,
}) => {
  await openTool(page);
  await expect(bodyRows(page)).toHaveCount(40);
  const search = page.getByRole('searchbox', { name: 'Recherche' });
  await search.fill('zzz-introuvable');
  await expect(table(page).getByText('Aucun mail')).toBeVisible();
  await search.fill('facture');
  await expect(bodyRows(page).first()).toContainText('Votre facture');
});

test('a row opens the detail: subject, French labels, French times, body', async ({ page }) => {
  await openTool(page);
  await page.getByRole('searchbox', { name: 'Recherche' }).fill('facture');
  const row = bodyRows(page).first();
  const subject = (await row.locator('td').nth(3).textContent()) ?? '';
  await row.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: subject })).toBeVisible();
  const events = dialog.getByRole('list', { name: 'Événements' });
  await expect(events.getByText('Expédié')).toBeVisible();
  await expect(events.locator('li').first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  const body = dialog.frameLocator('iframe[title="Contenu du mail"]');
  await expect(body.getByText(/Votre facture F-2026-/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
});

test('the hostile mail is shown without running its script nor loading its remote image', async ({
  page,
}) => {
  const remote: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('suivi.example.com')) remote.push(r.url());
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openTool(page);
  await page.getByRole('searchbox', { name: 'Recherche' }).fill('modèle importé');
  await bodyRows(page).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: HOSTILE })).toBeVisible();
  const frame = dialog.frameLocator('iframe[title="Contenu du mail"]');
  await expect(frame.getByText('Veuillez trouver votre devis ci-dessous.')).toBeVisible();
  await expect(dialog.getByText('1 image distante bloquée')).toBeVisible();

  const iframe = dialog.locator('iframe[title="Contenu du mail"]');
  await expect(iframe).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  const handle = await iframe.elementHandle();
  const inner = await handle!.contentFrame();
  expect(inner).not.toBeNull();
  const inside = await inner!.evaluate(() => ({
    ran: (window as { __hostileMailRan?: boolean }).__hostileMailRan ?? null,
    scripts: document.querySelectorAll('script').length,
    handlers: document.querySelectorAll('[onerror],[onload],[onclick]').length,
    jsLinks: document.querySelectorAll('a[href^="javascript:"]').length,
    title: document.title,
  }));
  expect(inside).toEqual({ ran: null, scripts: 0, handlers: 0, jsLinks: 0, title: '' });
  expect(
    await page.evaluate(() => (window as { __hostileMailRan?: boolean }).__hostileMailRan ?? null),
  ).toBeNull();
  expect(await page.title()).not.toBe('piraté');
  expect(remote).toEqual([]);
  expect(dialogs).toEqual([]);

  // Remote images load only when asked; the script still does not run.
  await dialog.getByRole('button', { name: 'Afficher les images' }).click();
  await expect(iframe).toHaveAttribute('srcdoc', /suivi\.example\.com\/pixel\.png/);
  await expect(iframe).not.toHaveAttribute('srcdoc', /<script|onerror/);
  await expect.poll(() => remote.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => (window as { __hostileMailRan?: boolean }).__hostileMailRan ?? null),
  ).toBeNull();
  expect(dialogs).toEqual([]);
});

test('a failed mailbox lookup shows « Identifiant ou mot de passe incorecte » for 5 s', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.planif);
  // The lookup fails only once the page has loaded and its clock stands still; from then on the
  // test moves the clock, so the 5 s are the page's however busy the machine is.
  let fail = () => {};
  const failing = new Promise<void>((resolve) => (fail = resolve));
  await page.route('**/api/emailVisualisation/v1/sendinBlue_user_get_info', async (route) => {
    await failing;
    await route.abort('failed');
  });
  await page.clock.install();
  await page.goto('/email-visualisation');
  await expect(page.getByRole('heading', { name: 'Email historique' })).toBeVisible();
  // Stop the clock a second ahead of the page's time; on a busy machine that second may already be
  // gone when the call arrives (« Cannot fast-forward to the past »): read the time again and retry.
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  }).toPass();
  fail();
  const banner = page.getByText('Identifiant ou mot de passe incorecte');
  await expect(banner).toBeVisible();
  await expect(page.getByText('Aucune adresse mail disponible')).toBeVisible();
  await expect(table(page).getByText('Aucun mail')).toBeVisible();
  await page.clock.runFor(4_900);
  await expect(banner).toBeVisible();
  // Past 5 s the banner folds away (its closing transition takes a few hundred milliseconds).
  await page.clock.runFor(1_000);
  await expect(banner).toBeHidden();
});

test('an administrator picks among the three mailboxes; a user without the tool gets no page', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/email-visualisation');
  await page.getByRole('combobox', { name: 'Séléctionner une adresse mail' }).click();
  await expect(page.getByRole('option')).toHaveText([
    `contact@${DOMAIN}`,
    `sav@${DOMAIN}`,
    `location@${DOMAIN}`,
  ]);
  await page.getByRole('option', { name: `location@${DOMAIN}` }).click();
  await expect(bodyRows(page).first().locator('td').nth(1)).toContainText(`location@${DOMAIN}`);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, ACCOUNTS.tech);
  await page.goto('/email-visualisation');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(CLOSED_TOOL)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email historique' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
});

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/email-visualisation';

for (const device of Object.keys(VIEWPORTS) as DeviceName[]) {
  const { width } = VIEWPORTS[device];
  test(`screenshots of the email history at ${width} px`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    const shot = (name: string) =>
      page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
    await page.setViewportSize(VIEWPORTS[device]);
    await openTool(page);
    await expect(bodyRows(page)).toHaveCount(40);
    await shot('liste');
    await page.screenshot({ path: join(SHOTS, `liste-ecran-${width}.png`) });
    await page.getByRole('searchbox', { name: 'Recherche' }).fill('modèle importé');
    await bodyRows(page).first().click();
    await expect(
      page.getByRole('dialog').frameLocator('iframe').getByText('Veuillez trouver votre devis'),
    ).toBeVisible();
    await shot('detail-mail-hostile');
  });
}
