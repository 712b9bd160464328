import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { CLOSED_TOOL, signIn, storedToken } from './support/session';
import { callApi } from './support/api';

const PREPARING = 'Cet outil est en cours de préparation.';
const SHOTS = `${process.env.SHOTS_DIR ?? '/tmp/shots'}/connection`;

function title(page: Page) {
  return page.getByRole('banner').getByRole('heading', { level: 1 });
}

test.describe('the shell', () => {
  test('top-bar title: product title on home, the path in capitals inside a tool', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(title(page)).toHaveText('LocaSuite');
    await page.goto('/planning-gestion-rdv-velo');
    await expect(title(page)).toHaveText('PLANNING GESTION RDV VELO');
    await expect(page.getByRole('button', { name: 'Calendrier', exact: true })).toBeVisible();
    await page.goto('/gestion-livraison');
    await expect(title(page)).toHaveText('GESTION LIVRAISON');
    await expect(page.getByText(PREPARING)).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: "Retour à l'accueil" })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(banner.getByRole('status')).toHaveAttribute('data-quality', /good|medium|poor/);
  });

  test('?header=hide hides the top bar but not the page', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/statistiques?header=hide');
    await expect(page.getByRole('button', { name: '3 Mois' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goto('/?header=hide');
    await expect(page.getByRole('link', { name: 'Statistiques' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('no top bar on the customers’ pages (nested path, double authentication)', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/etat-des-lieux-materiel/signature');
    // Without a link id the signature page shows its error view (spec 3 §2.5 view 3).
    await expect(page.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goto('/signature-double-authentification');
    await expect(page.getByText(PREPARING)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('a tool the user may not open renders nothing', async ({ page }) => {
    await signIn(page, ACCOUNTS.tech);
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') chunks.push(r.url());
    });
    await page.goto('/statistiques');
    await expect(title(page)).toHaveText('STATISTIQUES');
    await expect(page.getByText(CLOSED_TOOL)).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(page.getByText(PREPARING)).toHaveCount(0);
    expect(chunks.some((url) => url.includes('ToolPlaceholderPage'))).toBe(false);
    // The link goes home; the same user opens an allowed tool normally.
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/sav-gestion');
    await expect(page.getByText(PREPARING)).toBeVisible();
  });

  test('logout revokes the session on the server and stores an invalid token', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, ACCOUNTS.planif);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect((await callApi(baseURL!, 'get_user_by_token', { token }, token)).status).toBe(200);

    const revoked = page.waitForResponse((r) => r.url().endsWith('/api/v1/logout'));
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    expect((await revoked).status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
    const after = await storedToken(page);
    expect(after).toBeTruthy();
    expect(after).not.toBe(token);

    const refused = await callApi(baseURL!, 'get_user_by_token', { token }, token);
    expect(refused.status).toBe(401);
    expect(refused.body.code).not.toBe(0);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the connection indicator: green against the healthy server, « Serveur injoignable » when calls fail (issue 11)', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/planning-livraison');
    await expect(page.getByRole('rowheader').first()).toBeVisible();
    await expect(page.getByText('Chargement des livraisons…')).toBeHidden();
    const indicator = page.getByRole('banner').getByRole('status');
    await expect(indicator).toHaveAccessibleName('Connexion bonne');
    await expect(indicator).toHaveAttribute('data-quality', 'good');

    // The API stops answering while the app host (and its probe) stays up.
    await page.route('**/api/planningLivraison/**', (route) => route.abort('connectionrefused'));
    const failed = page.waitForEvent('requestfailed', (r) =>
      r.url().includes('/api/planningLivraison/'),
    );
    await page.getByRole('button', { name: 'Actualiser' }).click();
    await failed;
    await expect(indicator).toHaveAccessibleName('Serveur injoignable');
    await expect(indicator).toHaveAttribute('data-quality', 'unreachable');
    await expect(indicator).toHaveText('Serveur injoignable');
    for (const width of [1366, 768, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `${SHOTS}/unreachable-${width}.png` });
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // The server answers again: the next call turns the indicator back.
    await page.unroute('**/api/planningLivraison/**');
    await page.getByRole('alert').getByRole('button', { name: 'Réessayer' }).click();
    await expect(indicator).toHaveAccessibleName('Connexion bonne');
  });

  test('the connection indicator says « Serveur injoignable » when the app host does not answer its probe', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.route('**/connection-probe.txt*', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByRole('banner').getByRole('status')).toHaveAccessibleName(
      'Serveur injoignable',
    );
  });

  test('an unknown address says so in French', async ({ page }) => {
    await page.goto('/cette-page-n-existe-pas');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  });
});
