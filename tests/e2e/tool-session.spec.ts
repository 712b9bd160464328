import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { signIn, storedToken } from './support/session';

// Issue 8 item 1: a tool never touches the session itself. When the server refuses the session
// in the middle of a tool, the shell stores the invalid token and opens /login, the same way on
// every tool page (spec 1 §4, §8).

const TOOLS = [
  { path: '/planning-disponibilite', family: 'planningDisponibilite' },
  { path: '/planning-livraison', family: 'planningLivraison' },
  { path: '/email-visualisation', family: 'emailVisualisation' },
  { path: '/statistiques', family: 'statistique' },
] as const;

for (const tool of TOOLS) {
  test(`${tool.path}: a refused session resets the token and opens /login`, async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    // The server refuses the tool's calls as it does an expired session (HTTP 401).
    await page.route(`**/api/${tool.family}/**`, (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"code":401}' }),
    );
    const refused = page.waitForResponse(
      (r) => r.url().includes(`/api/${tool.family}/`) && r.status() === 401,
    );
    await page.goto(tool.path);
    await refused;
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(await storedToken(page)).toBe('undefined');
  });
}
