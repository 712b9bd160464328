import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { LOGIN_ERROR, passwordField, signIn, userField } from './support/session';
import { controlledByServiceWorker } from './support/view';

const UNREACHABLE = 'Le serveur est injoignable';

test.describe('when the server cannot be reached', () => {
  test('a stored session shows a French message and a retry, never a blank page', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Serveur injoignable');
    await expect(alert).toContainText(UNREACHABLE);
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('link', { name: 'Statistiques' })).toBeVisible();
  });

  test('signing in says the server is unreachable rather than blaming the password', async ({
    page,
  }) => {
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await userField(page).fill('admin');
    await passwordField(page).fill('admin');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toContainText(UNREACHABLE);
    await expect(page.getByRole('alert')).not.toHaveText(LOGIN_ERROR);
  });

  test('the service worker opens the suite without a network', async ({ page, context }) => {
    await page.goto('/login');
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.goto('/statistiques');
    await expect(page).toHaveURL(/\/login$/);
    await context.setOffline(false);
  });
});
