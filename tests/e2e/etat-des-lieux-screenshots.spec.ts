import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ACCOUNTS, VIEWPORTS } from './support/accounts';
import type { DeviceName } from './support/accounts';
import { signIn } from './support/session';
import { callAsPage, records } from './support/records';
import type { Row } from './support/records';

// Screenshots of the condition check (spec 3 §2.1–2.4; issue 14) at the three widths, for people
// to look at (not compared to references). Nothing is written: the dashboard, the form of an item
// waiting for its departure, the form of a finished item (departure beside return), and the
// « Modifier le formulaire » dialog of an admin.
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/etat-des-lieux';

const materials = async (page: Page): Promise<Row[]> =>
  records(await callAsPage(page, 'etatdl', 'get_materials', {}));

const formUrl = (r: Row) =>
  `/etat-des-lieux-materiel?${new URLSearchParams({
    contrat: String(r.CLD_NUM_CONTRAT),
    matricule: String(r.CLD_MATRICULE),
  }).toString()}`;

/** The open form, screen by screen: its scrolling part is brought down one view at a time. */
async function shootForm(
  page: Page,
  shot: (name: string, fullPage?: boolean) => Promise<unknown>,
  name: string,
) {
  for (let part = 1; part <= 8; part++) {
    await shot(`${name}-${part}`, false);
    const moved = await page.evaluate(() => {
      const scroller = [...document.querySelectorAll<HTMLElement>('[role="dialog"] *')].find(
        (e) => e.scrollHeight > e.clientHeight + 4 && getComputedStyle(e).overflowY !== 'visible',
      );
      if (!scroller) return false;
      const before = scroller.scrollTop;
      scroller.scrollTop += scroller.clientHeight - 40;
      return scroller.scrollTop > before;
    });
    if (!moved) return;
  }
}

for (const device of Object.keys(VIEWPORTS) as DeviceName[]) {
  const { width } = VIEWPORTS[device];
  test(`screenshots of the condition check at ${width} px`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage });
    await page.setViewportSize(VIEWPORTS[device]);

    await signIn(page, ACCOUNTS.tech);
    await page.goto('/etat-des-lieux-materiel');
    await expect(page.getByText(/^1–\d+ sur \d+$/)).toBeVisible();
    await shot('tableau-de-bord', false);

    const all = await materials(page);
    const withChecklist = (r: Row) => String(r.CHECK_LIST_JSON_GESTION ?? '').length > 2;
    const waiting = all.find(
      (r) =>
        withChecklist(r) &&
        String(r.CLD_CONTROLE_DEPART) === '0' &&
        String(r.CLD_CONTROLE_RETOUR) === '0',
    );
    const finished = all.find(
      (r) =>
        withChecklist(r) &&
        String(r.CLD_CONTROLE_DEPART) === '1' &&
        String(r.CLD_CONTROLE_RETOUR) === '1',
    );
    expect(waiting, 'a seeded item waiting for its departure').toBeDefined();
    expect(finished, 'a seeded finished item').toBeDefined();

    await page.goto(formUrl(waiting!));
    await expect(page.getByRole('region', { name: 'Client' })).toBeVisible();
    await shootForm(page, shot, 'formulaire-depart');
    await page.goto(formUrl(finished!));
    await expect(page.getByRole('region', { name: 'Client' })).toBeVisible();
    await shootForm(page, shot, 'formulaire-termine');

    // Another account on the same device: the stored session is forgotten first.
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/etat-des-lieux-materiel');
    await expect(page.getByText(/^1–\d+ sur \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Modifier le formulaire' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Modifier le formulaire' }).getByRole('table'),
    ).toBeVisible();
    await shot('modifier-le-formulaire', false);
  });
}
