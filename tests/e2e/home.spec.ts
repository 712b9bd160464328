import { expect, test } from './support/fixtures';
import { ACCOUNTS, VIEWPORTS, expectedHome } from './support/accounts';
import type { AccountName } from './support/fixtures';
import type { DeviceName } from './support/accounts';

// Home as real layout: which tiles show depends on the screen's width (spec 1 §2: phone, tablet),
// which only a browser lays out. One page per account, its window set to each width in turn.

const devices = Object.keys(VIEWPORTS) as DeviceName[];

test('each account sees exactly its allowed tiles, by group, at 1366, 768 and 390 px, without sideways scrolling', async ({
  signedInPage,
}) => {
  for (const name of Object.keys(ACCOUNTS) as AccountName[]) {
    const page = await signedInPage(name);
    await page.goto('/');
    for (const device of devices) {
      const { width } = VIEWPORTS[device];
      await test.step(`${name} at ${width} px (${device})`, async () => {
        // The tiles follow the window's width as it changes, as on a turned tablet.
        await page.setViewportSize(VIEWPORTS[device]);
        const main = page.getByRole('main');
        const expected = expectedHome(ACCOUNTS[name].apps, device);

        await expect(main.getByRole('heading', { level: 2 })).toHaveText(
          expected.map((g) => g.heading),
        );
        for (const group of expected) {
          const links = main.getByRole('region', { name: group.heading }).getByRole('link');
          await expect(links).toHaveCount(group.tiles.length);
          for (const [i, tile] of group.tiles.entries()) {
            await expect(links.nth(i)).toHaveAttribute('href', `/${tile.path}`);
            await expect(links.nth(i)).toHaveText(tile.label);
          }
        }
        const total = expected.reduce((n, g) => n + g.tiles.length, 0);
        await expect(main.getByRole('link')).toHaveCount(total);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
      });
    }
  }
});
