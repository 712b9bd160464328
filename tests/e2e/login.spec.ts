import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { LOGIN_ERROR, passwordField, signIn, storedToken, userField } from './support/session';

test.describe('/login', () => {
  test('shows the form: title, user field, password field, Se connecter; no top bar', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'LocaSuite' })).toBeVisible();
    await expect(userField(page)).toBeVisible();
    await expect(passwordField(page)).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('empty fields show the red error without calling the server', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText(LOGIN_ERROR);
    await userField(page).fill('admin');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText(LOGIN_ERROR);
    expect(apiCalls).toEqual([]);
  });

  test('a wrong password shows the same error and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await userField(page).fill('planif');
    await passwordField(page).fill('mauvais-mot-de-passe');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/user_login'));
    await passwordField(page).press('Enter');
    expect((await answer).status()).toBe(401);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(LOGIN_ERROR);
    // The red box of spec 1 §8.
    const background = await alert.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r = 0, g = 0, b = 0] = background.match(/\d+/g)?.map(Number) ?? [];
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(100);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('repeated failures for one login are throttled with a French message', async ({ page }) => {
    await page.goto('/login');
    await userField(page).fill('personne.inconnue');
    await passwordField(page).fill('faux');
    let status = 0;
    for (let attempt = 0; attempt < 8 && status !== 429; attempt++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/user_login'));
      await page.getByRole('button', { name: 'Se connecter' }).click();
      status = (await answer).status();
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    }
    expect(status).toBe(429);
    await expect(page.getByRole('alert')).toContainText('Trop de tentatives');
  });

  test('Enter signs in, the token is stored, and a reload keeps the session', async ({ page }) => {
    await page.goto('/login');
    await userField(page).fill(ACCOUNTS.admin.login);
    await passwordField(page).fill(ACCOUNTS.admin.password);
    await passwordField(page).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Statistiques' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toBe(token);
  });

  test('/login with a valid stored session goes straight to home', async ({ page }) => {
    await signIn(page, ACCOUNTS.planif);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Disponibilité' })).toBeVisible();
  });

  test('home without a session, or with a refused token, goes to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.evaluate(() => window.localStorage.setItem('userToken', 'jeton-inconnu'));
    await page.goto('/statistiques');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).not.toBe('jeton-inconnu');
  });
});
