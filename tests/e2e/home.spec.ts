import { expect, test } from './support/fixtures';
import { ACCOUNTS, VIEWPORTS, expectedHome } from './support/accounts';
import type { DeviceName } from './support/accounts';

const devices = Object.keys(VIEWPORTS) as DeviceName[];

test.describe('home tiles', () => {
  for (const [name, account] of Object.entries(ACCOUNTS)) {
    test.describe(() => {
      test.use({ account: name as keyof typeof ACCOUNTS });
      for (const device of devices) {
        const { width } = VIEWPORTS[device];
        test(`${name} at ${width} px sees exactly the allowed ${device} tiles, by group`, async ({
          page,
        }) => {
          await page.setViewportSize(VIEWPORTS[device]);
          await page.goto('/');
          const main = page.getByRole('main');
          const expected = expectedHome(account.apps, device);

          await expect(main.getByRole('heading', { level: 2 })).toHaveText(
            expected.map((g) => g.heading),
          );
          for (const group of expected) {
            const section = main.getByRole('region', { name: group.heading });
            const links = section.getByRole('link');
            await expect(links).toHaveCount(group.tiles.length);
            for (const [i, tile] of group.tiles.entries()) {
              await expect(links.nth(i)).toHaveAttribute('href', `/${tile.path}`);
              await expect(links.nth(i)).toHaveText(tile.label);
            }
          }
          const total = expected.reduce((n, g) => n + g.tiles.length, 0);
          await expect(main.getByRole('link')).toHaveCount(total);
        });
      }
    });
  }

  test.describe(() => {
    test.use({ account: 'tech' });
    test('a tile opens its route, by mouse and by keyboard', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'SAV' }).click();
      await expect(page).toHaveURL(/\/sav-gestion$/);
      await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(
        'SAV GESTION',
      );
      await page.getByRole('button', { name: "Retour à l'accueil" }).click();
      await expect(page).toHaveURL(/\/$/);

      const tile = page.getByRole('link', { name: 'Techniciens' });
      await tile.focus();
      await expect(tile).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/planning-technicien$/);
    });
  });

  test.describe(() => {
    test.use({ account: 'admin' });
    test('the light grey background on home, blue-grey inside a tool', async ({ page }) => {
      await page.goto('/');
      const background = () =>
        page
          .locator('#root > div')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor);
      const home = await background();
      await page.getByRole('link', { name: 'Contrat' }).click();
      await expect(page).toHaveURL(/\/contrat-gestion$/);
      const tool = await background();
      expect(home).not.toBe(tool);
      const [r = 0, g = 0, b = 0] = tool.match(/\d+/g)?.map(Number) ?? [];
      expect(b).toBeGreaterThan(r); // blue-grey leans blue
      const [hr = 0, hg = 0, hb = 0] = home.match(/\d+/g)?.map(Number) ?? [];
      expect(Math.min(hr, hg, hb)).toBeGreaterThan(230); // light grey
      expect(g).toBeGreaterThan(150);
    });
  });
});
