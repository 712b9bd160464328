import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ACCOUNTS, VIEWPORTS } from './support/accounts';
import type { DeviceName } from './support/accounts';
import { signIn } from './support/session';

// Screenshots of the rental contracts tool (spec 4 §2.3–2.6; issue 38) at the three widths, as
// the administrator and as a planner (not an administrator, the tool in their list), for people
// to look at (not compared to references). Nothing is written: the list, a contract's edit form,
// the add-equipment dialog and the wizard's steps.
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-contrat';

/** The open full-screen dialog, a view at a time: its scrolling part is brought down. */
async function shootDialog(page: Page, shot: (name: string) => Promise<unknown>, name: string) {
  for (let part = 1; part <= 6; part++) {
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

for (const account of ['admin', 'planif'] as const) {
  for (const device of Object.keys(VIEWPORTS) as DeviceName[]) {
    const { width } = VIEWPORTS[device];
    test(`screenshots of the contracts as ${account} at ${width} px`, async ({ page }) => {
      mkdirSync(SHOTS, { recursive: true });
      const shot = (name: string) =>
        page.screenshot({ path: join(SHOTS, `${account}-${name}-${width}.png`) });
      await page.setViewportSize(VIEWPORTS[device]);
      await signIn(page, ACCOUNTS[account]);
      await page.goto('/contrat-gestion');
      const table = page.getByRole('table', { name: 'Contrats' });
      await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).not.toBeEmpty();
      await shot('liste');
      const company = await table.getByRole('row').nth(1).getByRole('cell').nth(1).innerText();

      // A contract not invoiced, with its lines.
      await table
        .getByRole('row')
        .filter({ hasNot: page.getByLabel('Facturé') })
        .nth(1)
        .click();
      await expect(page.getByRole('button', { name: 'Facturer' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await shootDialog(page, shot, 'fiche');
      await page.getByRole('button', { name: 'Ajouter du matériel' }).click();
      await expect(page.getByRole('dialog', { name: 'Ajouter du matériel' })).toBeVisible();
      await shot('ajout-materiel');
      await page.getByRole('button', { name: 'Annuler' }).click();
      await page.getByRole('button', { name: 'Fermer' }).first().click();

      await page.getByRole('button', { name: 'Créer un contrat' }).click();
      await expect(page.getByLabel('Recherche de client(s) (minimum 3 lettres)')).toBeVisible();
      await page.getByLabel('Recherche de client(s) (minimum 3 lettres)').fill(company.slice(0, 5));
      await page.getByRole('button', { name: 'Rechercher' }).click();
      await expect(page.getByText(/^Téléphone :/)).toBeVisible();
      await shot('assistant-client');
      await page.getByRole('tab', { name: /Materiel/ }).click();
      await page.getByRole('button', { name: 'Ajouter un matériel' }).click();
      await expect(page.getByRole('region', { name: 'Materiel N° 1' })).toBeVisible();
      await shot('assistant-materiel');
      await page.getByRole('tab', { name: /Date/ }).click();
      await shot('assistant-date');
    });
  }
}
