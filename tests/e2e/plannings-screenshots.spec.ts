import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { VIEWPORTS } from './support/accounts';
import type { DeviceName } from './support/accounts';

// Screenshots of the technician planning (spec 2 §2.1) and the bike appointment slots (spec 2
// §2.2–2.4) at the three widths, for people to look at (not compared to references). Nothing is
// written: the admin's week with its bars and cards, a past intervention's detail (report date
// and hours), last week; the bike slots' day.
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/plannings';

test.use({ account: 'admin' });

for (const device of Object.keys(VIEWPORTS) as DeviceName[]) {
  const { width } = VIEWPORTS[device];
  test(`screenshots of the technician planning and the bike slots at ${width} px`, async ({
    page,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const shot = (name: string) =>
      page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: false });
    await page.setViewportSize(VIEWPORTS[device]);

    const planning = page.waitForResponse((r) =>
      r.url().includes('/planningTechnicien/v1/get_events_liste'),
    );
    await page.goto('/planning-technicien');
    await planning;
    await expect(page.getByText('Chargement du planning…')).toBeHidden();
    await shot('techniciens-semaine');

    if (device !== 'phone') {
      const older = page.waitForResponse((r) =>
        r.url().includes('/planningTechnicien/v1/get_old_events_liste'),
      );
      await page.getByRole('button', { name: 'Période précédente' }).click();
      await older;
      await expect(page.getByText('Chargement du planning…')).toBeHidden();
      // The middle of last week (the timeline draws only the days in view).
      await page.evaluate(() => {
        const host = document.querySelector('[data-testid="technician-calendar"]');
        const scroller = [...(host?.querySelectorAll<HTMLElement>('*') ?? [])]
          .filter((el) => el.scrollWidth > el.clientWidth + 50)
          .sort((a, b) => b.scrollWidth - a.scrollWidth)[0];
        if (scroller) scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
      });
      const bar = page.locator('[data-status]').first();
      await bar.waitFor({ state: 'attached' }).catch(() => undefined);
      if ((await bar.count()) > 0) {
        await shot('techniciens-semaine-passee');
        await bar.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
        await bar.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shot('techniciens-detail');
        await page.keyboard.press('Escape');
      }
    }

    await page.goto('/planning-gestion-rdv-velo');
    await expect(page.getByText('Chargement des disponibilités…')).toBeHidden();
    await expect(page.getByRole('main')).toBeVisible();
    await shot('velo-jour');
  });
}
