import { expect, test } from './support/fixtures';
import { controlledByServiceWorker } from './support/view';

// The offline shell: only a real browser installs the service worker. The French messages of an
// unreachable server are proven in apps/shell/src/App.test.tsx and createSessionApi.test.ts.

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
