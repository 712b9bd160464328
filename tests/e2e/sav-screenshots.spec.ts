import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ACCOUNTS, VIEWPORTS } from './support/accounts';
import type { DeviceName } from './support/accounts';
import { signIn } from './support/session';

// Screenshots of the after-sales reports (spec 4 §2.1, §2.2; issue 37) at the three widths, as
// the administrator and as a technician, for people to look at (not compared to references).
// Nothing is written: the list, a new report's form, and a stored report's form.
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-sav';

/** The open form, screen by screen: its scrolling part is brought down one view at a time. */
async function shootForm(page: Page, shot: (name: string) => Promise<unknown>, name: string) {
  for (let part = 1; part <= 10; part++) {
    await shot(`${name}-${part}`);
    const moved = await page.evaluate(() => {
      const scroller = [...document.querySelectorAll<HTMLElement>('[role="dialog"] *')].find(
        (e) => e.scrollHeight > e.clientHeight + 4 && getComputedStyle(e).overflowY !== 'visible',
      );
      if (!scroller) return false;
      const before = scroller.scrollTop;
      scroller.scrollTop += scroller.clientHeight - 80;
      return scroller.scrollTop > before;
    });
    if (!moved) return;
  }
}

for (const account of ['admin', 'tech'] as const) {
  for (const device of Object.keys(VIEWPORTS) as DeviceName[]) {
    const { width } = VIEWPORTS[device];
    test(`screenshots of the after-sales reports as ${account} at ${width} px`, async ({
      page,
    }) => {
      mkdirSync(SHOTS, { recursive: true });
      const shot = (name: string) =>
        page.screenshot({ path: join(SHOTS, `${account}-${name}-${width}.png`) });
      await page.setViewportSize(VIEWPORTS[device]);
      await signIn(page, ACCOUNTS[account]);
      await page.goto('/sav-gestion');
      const table = page.getByRole('table', { name: 'Rapports SAV' });
      await expect(table).toBeVisible();
      // Every technician and both statuses, so that the list has rows for everyone.
      await page.getByRole('combobox', { name: 'Technicien' }).click();
      await page.getByRole('option', { name: 'Tous' }).click();
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await shot('liste');

      await page.getByRole('button', { name: 'Nouveau rapport' }).click();
      await expect(page.getByRole('region', { name: 'INFORMATION CLIENT' })).toBeVisible();
      await shootForm(page, shot, 'nouveau');
      await page.getByRole('button', { name: 'Fermer' }).first().click();

      await table.getByRole('row').nth(1).click();
      await expect(page.getByRole('region', { name: 'INFORMATION CLIENT' })).toBeVisible();
      await shootForm(page, shot, 'rapport');
    });
  }
}
