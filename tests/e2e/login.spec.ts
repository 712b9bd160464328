import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { callApi } from './support/api';
import { LOGIN_ERROR, passwordField, storedToken, userField } from './support/session';

// The one journey through the real sign-in form, on the real server: the form's rules, the session
// and the top bar are proven screen by screen in apps/shell/src/App.test.tsx; here the whole chain
// (the form, the server's answer, the stored session across a reload, tiles to tools and back,
// logout revoking the session on the server).

test('sign-in journey: a wrong password is refused in red, Enter opens home, tiles open tools by mouse and keyboard, logout ends the session on the server', async ({
  page,
  baseURL,
}) => {
  const banner = page.getByRole('banner');
  const title = banner.getByRole('heading', { level: 1 });

  // Without a session, home sends to the form.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'LocaSuite' })).toBeVisible();

  // A wrong password: the server refuses it (401), the red box of spec 1 §8, still on /login.
  await userField(page).fill(ACCOUNTS.planif.login);
  await passwordField(page).fill('mauvais-mot-de-passe');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/user_login'));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  expect((await refused).status()).toBe(401);
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(LOGIN_ERROR);
  const background = await alert.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r = 0, g = 0, b = 0] = background.match(/\d+/g)?.map(Number) ?? [];
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(100);
  expect(b).toBeLessThan(100);
  await expect(page).toHaveURL(/\/login$/);

  // The right password and Enter: home, its session stored, kept across a reload.
  await passwordField(page).fill(ACCOUNTS.planif.password);
  await passwordField(page).press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(title).toHaveText('LocaSuite');
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  // The connection indicator measured against the real app host (its probe is served).
  await expect(banner.getByRole('status')).toHaveAccessibleName('Connexion bonne');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Statistiques' })).toBeVisible();
  expect(await storedToken(page)).toBe(token);
  // With a valid session, /login goes straight home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  // A tile by mouse, back home by the top bar, a tile by keyboard.
  await page.getByRole('link', { name: 'SAV' }).click();
  await expect(page).toHaveURL(/\/sav-gestion$/);
  await expect(title).toHaveText('SAV GESTION');
  await expect(page.getByRole('button', { name: 'Nouveau rapport' })).toBeVisible();
  await banner.getByRole('button', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  const tile = page.getByRole('link', { name: 'Statistiques' });
  await tile.focus();
  await expect(tile).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/statistiques$/);
  await expect(title).toHaveText('STATISTIQUES');
  await expect(page.getByRole('button', { name: '3 Mois' })).toBeVisible();

  // Logout: the server revokes the session, the stored token is replaced, home needs a sign-in.
  const revoked = page.waitForResponse((r) => r.url().endsWith('/api/v1/logout'));
  await banner.getByRole('button', { name: 'Se déconnecter' }).click();
  expect((await revoked).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  const after = await storedToken(page);
  expect(after).toBeTruthy();
  expect(after).not.toBe(token);
  const lookup = await callApi(baseURL!, 'get_user_by_token', { token }, token);
  expect(lookup.status).toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
