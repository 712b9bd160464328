import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ACCOUNTS, VIEWPORTS } from './support/accounts';
import { CLOSED_TOOL, signIn } from './support/session';

// spec 1 §2, §4, §5, §9: the availability planning, for an admin and a non-admin, as a user clicks.

const bars = (page: Page) => page.locator('[data-testid="availability-calendar"] .ls-bar');

async function openPlanning(page: Page, account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]) {
  await signIn(page, account);
  await page.goto('/planning-disponibilite');
  await expect(page.getByText('Parc matériel')).toBeVisible();
  await expect(bars(page).first()).toBeVisible();
}

test.describe('availability planning', () => {
  test('the timeline speaks French to screen readers, never « Events » (issue 11)', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.planif);
    const calendar = page.getByTestId('availability-calendar');
    await expect(calendar.getByRole('columnheader', { name: 'Événements' })).toHaveCount(1);
    await expect(calendar.getByText('Events', { exact: true })).toHaveCount(0);
    await expect(calendar.locator('[aria-label="Events"]')).toHaveCount(0);
  });

  test('shows fleet rows grouped by family with their bars, and hides 3-letter groups', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.planif);
    const calendar = page.getByTestId('availability-calendar');
    await expect(calendar.getByText('Compactage', { exact: true })).toBeVisible();
    await expect(calendar.getByText('DIV', { exact: true })).toHaveCount(0);
    expect(await bars(page).count()).toBeGreaterThan(3);
    await expect(page.getByRole('combobox', { name: 'Affichage' })).toHaveText('Contrats actif');
    await expect(page.getByRole('combobox', { name: 'Jours affichés' })).toHaveText(/jours?/);
    await expect(page.getByRole('combobox', { name: 'Agence' })).toHaveText('Toutes les agences');
    for (const label of ['Location', 'Réservation', 'SAV', 'Livraison']) {
      await expect(page.getByRole('region', { name: 'Légende' }).getByText(label)).toBeVisible();
    }
    // Non-admins have no Options button (spec 1 §6).
    await expect(page.getByRole('button', { name: 'Options' })).toHaveCount(0);
  });

  test('the search keeps three chips and removes a fourth', async ({ page }) => {
    await openPlanning(page, ACCOUNTS.planif);
    const search = page.getByRole('combobox', {
      name: 'Rechercher une famille ou une sous-famille',
    });
    for (const name of ['Compactage', 'Élévation', 'Énergie', 'Terrassement']) {
      await search.click();
      await page.getByRole('option', { name, exact: true }).click();
    }
    const chips = page.locator('.MuiAutocomplete-root .MuiChip-root');
    await expect(chips).toHaveCount(3);
    await expect(chips).toHaveText(['Compactage', 'Élévation', 'Énergie']);
    await expect(
      page.getByText('Trois choix au plus : le quatrième n’a pas été ajouté.'),
    ).toBeVisible();
  });

  test('the display filter switches from « Contrats actif » to « Parc complet »', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.planif);
    const calendar = page.getByTestId('availability-calendar');
    await page.getByRole('combobox', { name: 'Affichage' }).click();
    await page.getByRole('option', { name: 'Parc complet' }).click();
    await expect(page.getByRole('combobox', { name: 'Affichage' })).toHaveText('Parc complet');
    await expect(calendar.getByText('Compactage', { exact: true })).toBeVisible();
    // The toggle of spec 1 §4 flips its label.
    await page.getByRole('button', { name: 'Afficher les contrat Actif' }).click();
    await expect(page.getByRole('button', { name: 'Afficher tout les contrat' })).toBeVisible();
    await page.getByRole('button', { name: 'Afficher tout les contrat' }).click();
    await expect(page.getByRole('button', { name: 'Afficher les contrat Actif' })).toBeVisible();
  });

  test('a saved display is restored after a reload', async ({ page }) => {
    await openPlanning(page, ACCOUNTS.planif);
    const days = page.getByRole('combobox', { name: 'Jours affichés' });
    await days.click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/update_planning_vue'));
    await page.getByRole('option', { name: '15 jours' }).click();
    expect((await saved).status()).toBe(200);
    const slot = page.getByRole('combobox', { name: 'Durée des créneaux' });
    await slot.click();
    const savedSlot = page.waitForResponse((r) => r.url().endsWith('/update_planning_vue'));
    await page.getByRole('option', { name: '06:00' }).click();
    expect((await savedSlot).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Jours affichés' })).toHaveText('15 jours');
    await expect(page.getByRole('combobox', { name: 'Durée des créneaux' })).toHaveText('06:00');
    // Back to the defaults for the other journeys.
    await page.getByRole('combobox', { name: 'Jours affichés' }).click();
    await page.getByRole('option', { name: '7 jours' }).click();
    await page.getByRole('combobox', { name: 'Durée des créneaux' }).click();
    const reset = page.waitForResponse((r) => r.url().endsWith('/update_planning_vue'));
    await page.getByRole('option', { name: '02:00' }).click();
    await reset;
  });

  test('days shown changed, home, the planning again without reloading: the new value (issue 8)', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.planif);
    // A mark on the window survives only as long as the browser does not load the page again.
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByRole('combobox', { name: 'Jours affichés' }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/update_planning_vue'));
    const userRead = page.waitForResponse((r) => r.url().endsWith('/get_user_by_token'));
    await page.getByRole('option', { name: '15 jours' }).click();
    expect((await saved).status()).toBe(200);
    expect((await userRead).status()).toBe(200);

    await page.getByRole('button', { name: "Retour à l'accueil" }).click();
    await page.getByRole('link', { name: 'Disponibilité' }).click();
    await expect(page.getByText('Parc matériel')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Jours affichés' })).toHaveText('15 jours');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // Back to the seed's value for the other journeys.
    await page.getByRole('combobox', { name: 'Jours affichés' }).click();
    const reset = page.waitForResponse((r) => r.url().endsWith('/update_planning_vue'));
    await page.getByRole('option', { name: '7 jours' }).click();
    expect((await reset).status()).toBe(200);
  });

  test('clicking a bar opens its detail dialog in French; clicking a date does nothing', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.planif);
    await bars(page).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Matricule')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toHaveCount(0);
    await page
      .getByTestId('availability-calendar')
      .getByText('Compactage', { exact: true })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an admin saves colours, hidden days and event types in Options', async ({ page }) => {
    await openPlanning(page, ACCOUNTS.admin);
    await page.getByRole('button', { name: 'Options' }).click();
    const dialog = page.getByRole('dialog', { name: 'Options du planning' });
    const code = dialog.getByLabel('Code couleur Location');
    await code.fill('rouge');
    await expect(dialog.getByText('Code couleur invalide (ex. #A1887F)')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await expect(code).toHaveValue('rouge');
    await code.fill('#3366CC');
    await dialog.getByLabel('Samedi').check();
    const saved = page.waitForResponse((r) =>
      r.url().endsWith('/save_planning_events_type_to_show'),
    );
    // The confirmation shows for 3 s: watch for it from the click on, however slow the save.
    const confirmed = expect(page.getByText('Options enregistrées.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await saved).status()).toBe(200);
    await confirmed;

    await page.reload();
    await page.getByRole('button', { name: 'Options' }).click();
    const again = page.getByRole('dialog', { name: 'Options du planning' });
    await expect(again.getByLabel('Code couleur Location')).toHaveValue('#3366CC');
    await expect(again.getByLabel('Samedi')).toBeChecked();
    // Restore the seed's options.
    await again.getByLabel('Code couleur Location').fill('#A1887F');
    await again.getByLabel('Samedi').uncheck();
    const restored = page.waitForResponse((r) =>
      r.url().endsWith('/save_planning_events_type_to_show'),
    );
    await again.getByRole('button', { name: 'Enregistrer' }).click();
    await restored;
  });

  test('the page renders nothing for a user without the tool', async ({ page }) => {
    await signIn(page, ACCOUNTS.tech);
    await page.goto('/planning-disponibilite');
    await expect(page.getByText(CLOSED_TOOL)).toBeVisible();
    await expect(page.getByText('Parc matériel')).toHaveCount(0);
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`screenshot at ${viewport.width} px (${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openPlanning(page, ACCOUNTS.admin);
      const dir = process.env.SHOTS_DIR ?? '/tmp/shots/planning-disponibilite';
      await page.screenshot({ path: `${dir}/planning-${viewport.width}.png` });
      await bars(page).first().click();
      await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
      await page.screenshot({ path: `${dir}/detail-${viewport.width}.png` });
    });
  }
});
