import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { controlledByServiceWorker } from './support/view';
import { signIn, storedToken } from './support/session';

// spec 3 §3.4 local storage: a technician in a yard without a connection still opens the
// condition check. Online, the list and an item's form are read once (and kept on the device);
// offline, the shell opens the tool with the user kept for the token and the page shows the
// kept rows with the offline notice, and the same form; back online, Actualiser reads the server
// again. A refused session still goes to /login. Nothing is written.

const NOTICE =
  /^Hors connexion : données enregistrées sur cet appareil le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\.$/;

const rows = (page: Page) => page.getByRole('row', { name: /^Ouvrir / });
const notice = (page: Page) => page.getByText(NOTICE);
const count = (page: Page) => page.getByText(/^1–\d+ sur \d+$/);

/** The calls whose answers this device keeps (IndexedDB « locasuite », table `answers`). */
function keptCalls(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open('locasuite');
        opening.onerror = () => resolve([]);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('answers')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('answers').objectStore('answers').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map((key) => String(key).split('|')[1] ?? ''));
          };
          keys.onerror = () => resolve([]);
        };
      }),
  );
}

test('offline, the technician opens the kept list and an item’s form; back online Actualiser reads the server', async ({
  page,
  context,
}) => {
  await signIn(page, ACCOUNTS.tech);
  await controlledByServiceWorker(page);

  // Online: the list, then one item's form, read from the server.
  const listed = page.waitForResponse((r) => r.url().includes('/etatdl/v1/get_materials'));
  await page.goto('/etat-des-lieux-materiel');
  expect((await listed).status()).toBe(200);
  await expect(count(page)).toBeVisible();
  const shownCount = await count(page).innerText();
  const firstRows = await rows(page)
    .evaluateAll((all) => all.slice(0, 10).map((row) => row.getAttribute('aria-label') ?? ''))
    .then((names) => names.filter((name) => name !== ''));
  expect(firstRows.length).toBeGreaterThan(0);
  await expect(notice(page)).toHaveCount(0);

  const opened = firstRows[0] ?? '';
  const [contract = '', registration = ''] = opened.replace(/^Ouvrir /, '').split(' ');
  await page.getByRole('row', { name: opened, exact: true }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('region', { name: 'Client' })).toBeVisible();
  await expect(form).toContainText(contract);
  await expect(form).toContainText(registration);
  await expect
    .poll(async () => {
      const kept = await keptCalls(page);
      return ['get_materials', 'get_headers_table', 'get_options', 'get_parc', 'get_agency'].every(
        (name) => kept.includes(`etatdl/${name}`),
      );
    })
    .toBe(true);
  await form.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Offline: the shell opens the tool with the kept user, the page the kept list and form.
  await context.setOffline(true);
  await page.reload();
  await expect(notice(page)).toBeVisible();
  await expect(count(page)).toHaveText(shownCount);
  const offlineRows = await rows(page).evaluateAll((all) =>
    all.slice(0, 10).map((row) => row.getAttribute('aria-label') ?? ''),
  );
  expect(offlineRows.filter((name) => name !== '')).toEqual(firstRows);
  // The top bar's indicator says the server is unreachable; the page has no failure to report.
  await expect(page.getByRole('alert').filter({ hasText: 'Serveur injoignable' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);

  await page.getByRole('row', { name: opened, exact: true }).click();
  await expect(form.getByRole('region', { name: 'Client' })).toBeVisible();
  await expect(form).toContainText(contract);
  await expect(form).toContainText(registration);
  await form.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Home still needs the server.
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Serveur injoignable');

  // Back online: Actualiser reads the server again, without the notice.
  await page.goto('/etat-des-lieux-materiel');
  await expect(notice(page)).toBeVisible();
  await context.setOffline(false);
  const fresh = page.waitForResponse((r) => r.url().includes('/etatdl/v1/get_materials'));
  await page.getByRole('button', { name: 'Actualiser' }).click();
  expect((await fresh).status()).toBe(200);
  await expect(notice(page)).toHaveCount(0);
  await expect(count(page)).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
});

test('a refused session (401) still opens /login, even with a user kept on the device', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.tech);
  const listed = page.waitForResponse((r) => r.url().includes('/etatdl/v1/get_materials'));
  await page.goto('/etat-des-lieux-materiel');
  expect((await listed).status()).toBe(200);
  expect(await page.evaluate(() => localStorage.getItem('locasuite.userSnapshot'))).not.toBeNull();

  // The server now refuses the token as it does an expired session.
  await page.route('**/api/**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"code":401}' }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await storedToken(page)).toBe('undefined');
  expect(await page.evaluate(() => localStorage.getItem('locasuite.userSnapshot'))).toBeNull();
});
