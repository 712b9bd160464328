import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { ACCOUNTS, VIEWPORTS } from './support/accounts';
import type { DeviceName } from './support/accounts';
import { signIn } from './support/session';

// Screenshots of the shell at the three widths, for people to look at (not compared to references).
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/shell';

for (const device of Object.keys(VIEWPORTS) as DeviceName[]) {
  const { width } = VIEWPORTS[device];
  test(`screenshots at ${width} px`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    const shot = (name: string) =>
      page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
    await page.setViewportSize(VIEWPORTS[device]);

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await shot('login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shot('login-erreur');

    await signIn(page, ACCOUNTS.admin);
    await expect(page.getByRole('banner').getByRole('status')).toHaveAttribute(
      'data-quality',
      /good|medium|poor/,
    );
    await shot('accueil-admin');
    await page.goto('/statistiques');
    await expect(page.getByRole('button', { name: '3 Mois' })).toBeVisible();
    await expect(page.getByText('Chargement des statistiques…')).toBeHidden();
    await shot('outil-statistiques');
    // The top bar when the API stops answering while the app host stays up (issue 11).
    await page.route('**/api/statistique/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: '1 Mois' }).click();
    await expect(page.getByRole('banner').getByRole('status')).toHaveAttribute(
      'data-quality',
      'unreachable',
    );
    await shot('connexion-injoignable');
    await page.unroute('**/api/statistique/**');

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, ACCOUNTS.tech);
    await shot('accueil-tech');
    await page.goto('/contrat-gestion');
    await expect(page.getByRole('banner')).toBeVisible();
    await shot('outil-refuse-tech');

    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await shot('serveur-injoignable');
  });
}
