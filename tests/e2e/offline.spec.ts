import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/session';
import { controlledByServiceWorker } from './support/view';

// The offline shell: only a real browser installs the service worker. The French messages of an
// unreachable server are proven in apps/shell/src/App.test.tsx and createSessionApi.test.ts, the
// home of a session opened without the server in apps/shell/src/pages/HomePage.offline.test.tsx.

test('the service worker opens the suite without a network; a technician starting offline reaches the condition check from home', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.goto('/statistiques');
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(false);

  // Signed in with signal, the technician starts again from `/` without: home shows their tiles,
  // the condition check opens, the tools that need the server say they cannot.
  await signIn(page, ACCOUNTS.tech);
  await context.setOffline(true);
  await page.reload();
  const home = page.getByRole('main');
  await expect(home.getByRole('alert')).toContainText('Serveur injoignable');
  const planning = page.getByRole('link', { name: /^Techniciens\s*Indisponible hors connexion$/ });
  await expect(planning).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('link', { name: 'Materiel', exact: true }).click();
  await expect(page).toHaveURL(/\/etat-des-lieux-materiel$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('heading', { level: 1 })).toHaveText('ETAT DES LIEUX MATERIEL');

  // Back online, the session is looked up again: every tile opens.
  await context.setOffline(false);
  await banner.getByRole('button', { name: "Retour à l'accueil" }).click();
  await expect(page.getByRole('link', { name: 'Techniciens', exact: true })).toHaveAttribute(
    'href',
    '/planning-technicien',
  );
  await expect(home.getByRole('alert')).toHaveCount(0);

  // Logout forgets the user kept on the device: offline again, no tile, the sign-in page.
  await banner.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(true);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link')).toHaveCount(0);
  await context.setOffline(false);
});
