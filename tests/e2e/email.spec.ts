import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { VIEWPORTS } from './support/accounts';
import type { DeviceName } from './support/accounts';

// spec 1 §2 /email-visualisation, issue 4 (email history), against the seeded server. In the
// browser only what needs one: the phone layout, and a mail's body drawn in its sandboxed frame
// (scripts, remote images). The list, the search, the mailboxes, the detail's labels and the
// failed lookup are proven in apps/email-visualisation/src/EmailVisualisationPage.test.tsx; the
// closed tool in apps/shell/src/App.test.tsx.
const HOSTILE = 'Votre devis personnalisé (modèle importé)';
const FRENCH_DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

test.use({ account: 'planif' });

async function openTool(page: Page) {
  await page.goto('/email-visualisation');
  await expect(page.getByRole('heading', { name: 'Email historique' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Mails envoyés' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

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

test('a mail’s body is drawn in its sandboxed frame; the hostile mail runs no script and loads no remote image until asked', async ({
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
  const search = page.getByRole('searchbox', { name: 'Recherche' });
  await search.fill('facture');
  await expect(bodyRows(page).first()).toContainText('Votre facture');
  await bodyRows(page).first().click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.frameLocator('iframe[title="Contenu du mail"]').getByText(/Votre facture F-2026-/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();

  await search.fill('modèle importé');
  await expect(bodyRows(page).first()).toContainText(HOSTILE);
  await bodyRows(page).first().click();
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
