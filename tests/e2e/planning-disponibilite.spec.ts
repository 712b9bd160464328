import { expect, test } from './support/fixtures';
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
    // The legend keys the colours drawn (issue 11 item 6): deliveries keep their type colour.
    const legend = page.getByRole('region', { name: 'Légende' });
    await expect(legend.getByRole('region', { name: 'Type' }).getByText('Livraison')).toBeVisible();
    // Non-admins have no Options button (spec 1 §6).
    await expect(page.getByRole('button', { name: 'Options' })).toHaveCount(0);
  });

  test('the window reads come compressed, and a window seen before is answered 304 and drawn again (issue 10)', async ({
    page,
  }) => {
    const windowRead = (r: { url(): string }) => r.url().endsWith('/get_events');
    await signIn(page, ACCOUNTS.planif);
    const first = page.waitForResponse(windowRead);
    await page.goto('/planning-disponibilite');
    const answer = await first;
    expect(answer.status()).toBe(200);
    expect(await answer.headerValue('x-envelope-encoding')).toBe('gzip');
    await expect(bars(page).first()).toBeVisible();
    const shown = await bars(page).count();

    const next = page.waitForResponse(windowRead);
    await page.getByRole('button', { name: 'Période suivante' }).click();
    expect((await next).status()).toBe(200);
    // Back to the first window: the client names the answer it kept, the server answers 304.
    const again = page.waitForResponse(windowRead);
    await page.getByRole('button', { name: 'Période précédente' }).click();
    const back = await again;
    expect(back.status()).toBe(304);
    expect(back.request().headers()['if-none-match']).toBe(await answer.headerValue('etag'));
    await expect(bars(page).first()).toBeVisible();
    await expect.poll(() => bars(page).count()).toBe(shown);
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

  test('every colour drawn on a bar has a key in the legend, states by name (issue 11 item 6)', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.planif);
    const legend = page.getByRole('region', { name: 'Légende' });
    // Contract states colour the rentals (spec 1 §4): the legend names them.
    await expect(legend.getByRole('region', { name: 'État du contrat' })).toBeVisible();
    await expect(
      legend.getByRole('region', { name: 'État du contrat' }).getByText('En cours'),
    ).toBeVisible();
    const keys = await legend
      .locator('[data-color]')
      .evaluateAll((swatches) =>
        swatches.map((s) => (s.getAttribute('data-color') ?? '').toUpperCase()),
      );
    const drawn = await bars(page).evaluateAll((elements) => [
      ...new Set(
        elements.map((e) =>
          (e as HTMLElement).style.getPropertyValue('--fc-event-color').trim().toUpperCase(),
        ),
      ),
    ]);
    expect(drawn.length).toBeGreaterThan(1);
    for (const color of drawn) expect(keys, `couleur ${color} sans légende`).toContain(color);
  });

  test('an admin’s LOCATION colour shows in the legend only when a bar is drawn in it (issue 11 item 6)', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.admin);
    await page.getByRole('button', { name: 'Options' }).click();
    const dialog = page.getByRole('dialog', { name: 'Options du planning' });
    // The dialog says why a rental may not take the colour chosen here.
    await expect(dialog.getByText(/prend la couleur de l’état de son contrat/)).toBeVisible();
    await dialog.getByLabel('Code couleur Location').fill('#3366CC');
    const saved = page.waitForResponse((r) =>
      r.url().endsWith('/save_planning_events_type_to_show'),
    );
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    const legend = page.getByRole('region', { name: 'Légende' });
    const inLegend = await legend.locator('[data-color="#3366CC"]').count();
    const onBars = await bars(page).evaluateAll(
      (elements) =>
        elements.filter(
          (e) =>
            (e as HTMLElement).style.getPropertyValue('--fc-event-color').toUpperCase() ===
            '#3366CC',
        ).length,
    );
    if (onBars > 0) expect(inLegend).toBe(1);
    // Restore the seed's colour.
    await page.getByRole('button', { name: 'Options' }).click();
    await dialog.getByLabel('Code couleur Location').fill('#A1887F');
    const restored = page.waitForResponse((r) =>
      r.url().endsWith('/save_planning_events_type_to_show'),
    );
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await restored;
  });

  test('90 days offer only the slots they can draw, and the timeline draws the one shown (issue 11 item 7)', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.planif);
    const calendar = page.getByTestId('availability-calendar');
    const slot = page.getByRole('combobox', { name: 'Durée des créneaux' });
    await expect(slot).toHaveText('02:00');
    await page.getByRole('combobox', { name: 'Jours affichés' }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/update_planning_vue'));
    await page.getByRole('option', { name: '90 jours' }).click();
    expect((await saved).status()).toBe(200);
    await expect(slot).toHaveText('06:00');
    await expect(page.getByText('Sur 90 jours : créneaux de 06:00 au moins')).toBeVisible();
    await slot.click();
    await expect(page.getByRole('option')).toHaveText(['06:00', '12:00']);
    await page.keyboard.press('Escape');
    // Six-hour slots are drawn, not day columns.
    await expect(calendar.locator('[data-date$="T06:00:00"]').first()).toBeAttached();
    await expect(calendar.locator('[data-date$="T02:00:00"]')).toHaveCount(0);

    // Back to the seed's display for the other journeys.
    await page.getByRole('combobox', { name: 'Jours affichés' }).click();
    await page.getByRole('option', { name: '7 jours' }).click();
    await expect(page.getByText('Sur 90 jours : créneaux de 06:00 au moins')).toHaveCount(0);
    await slot.click();
    const reset = page.waitForResponse((r) => r.url().endsWith('/update_planning_vue'));
    await page.getByRole('option', { name: '02:00' }).click();
    expect((await reset).status()).toBe(200);
    await expect(calendar.locator('[data-date$="T02:00:00"]').first()).toBeAttached();
  });

  test('cut names, bar titles and the search label end with an ellipsis and show whole on hover (issue 11 item 8)', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.planif);
    const calendar = page.getByTestId('availability-calendar');
    // The longest visible fleet name does not fit the 255 px column.
    const names = calendar.locator('[data-full-text]');
    await expect(names.first()).toBeVisible();
    const cut = await names.evaluateAll((elements) =>
      elements
        .filter((e) => e.scrollWidth > e.clientWidth)
        .map((e) => ({
          text: e.getAttribute('data-full-text'),
          overflow: getComputedStyle(e).textOverflow,
        })),
    );
    expect(cut.length).toBeGreaterThan(0);
    for (const name of cut) expect(name.overflow).toBe('ellipsis');
    const name = calendar.locator(`[data-full-text="${cut[0]?.text ?? ''}"]`).first();
    await expect(name).toHaveAttribute('title', cut[0]?.text ?? '');
    await name.hover();
    await expect(page.getByRole('tooltip')).toHaveText(cut[0]?.text ?? '');

    const bar = bars(page).first();
    const title = (await bar.getAttribute('title')) ?? '';
    expect(title.length).toBeGreaterThan(0);
    await expect(bar.locator('.ls-bar-title')).toHaveCSS('text-overflow', 'ellipsis');

    const search = page.getByRole('combobox', {
      name: 'Rechercher une famille ou une sous-famille',
    });
    await expect(search).toHaveAttribute('title', 'Rechercher une famille ou une sous-famille');
    const label = page.locator('label', { hasText: 'Rechercher une famille' });
    await expect(label).toHaveCSS('text-overflow', 'ellipsis');
    // The label ends before the arrow that opens the list, never under it.
    const labelBox = await label.boundingBox();
    const arrowBox = await page
      .locator('.MuiAutocomplete-root')
      .getByRole('button', { name: 'Open' })
      .or(page.locator('.MuiAutocomplete-root').getByRole('button', { name: 'Ouvrir' }))
      .boundingBox();
    expect(labelBox && arrowBox && labelBox.x + labelBox.width <= arrowBox.x).toBe(true);
  });

  test('day labels start at the left of the visible part of their day (issue 11 item 9)', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.planif);
    const calendar = page.getByTestId('availability-calendar');
    // The day cells of the top header row, and the visible part of the timeline (the box of
    // the nearest ancestor that clips them).
    const check = () =>
      calendar.locator('[data-date]').evaluateAll((cells) => {
        const top = Math.min(...cells.map((c) => c.getBoundingClientRect().top));
        const row = cells.filter((c) => Math.abs(c.getBoundingClientRect().top - top) < 1);
        let clip = row[0]?.parentElement ?? null;
        while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
        const visible = (clip ?? document.body).getBoundingClientRect();
        const days = row.map((c) => {
          const cell = c.getBoundingClientRect();
          const label = (c.firstElementChild ?? c).getBoundingClientRect();
          return { left: cell.left, right: cell.right, label: label.left };
        });
        return { days, visibleLeft: visible.left, visibleRight: visible.right };
      });
    // Labels away from the left of the visible part of their day (empty when all are right).
    const misplaced = async () => {
      const { days, visibleLeft, visibleRight } = await check();
      const shown = days.filter((d) => d.right > visibleLeft + 20 && d.left < visibleRight);
      if (shown.length === 0) return 'aucun jour affiché';
      return shown
        .filter((d) => Math.abs(d.label - Math.max(d.left, visibleLeft)) > 16)
        .map((d) => JSON.stringify({ ...d, visibleLeft }))
        .join(' ');
    };
    // The view opens scrolled into its first day: that day's label sits at the visible left.
    expect(await misplaced()).toBe('');
    const firstLeft = (await check()).days[0]?.left ?? 0;
    await page.mouse.move(900, 600);
    await page.mouse.wheel(700, 0);
    await expect.poll(async () => (await check()).days[0]?.left ?? 0).not.toBe(firstLeft);
    await expect.poll(misplaced).toBe('');
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

test.describe('availability planning on a phone (issue 11 item 3)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filters fold into one button that counts the active ones, and the timeline gets 60 % of the width', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.planif);
    await expect(page.getByRole('combobox', { name: 'Affichage' })).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Filtres', exact: true });
    await expect(button).toBeVisible();
    const calendar = page.getByTestId('availability-calendar');
    const calendarBox = await calendar.boundingBox();
    const resourceBox = await calendar.getByText('Parc matériel').boundingBox();
    expect(calendarBox && calendarBox.y < 844 / 2).toBe(true);
    const timeline =
      (calendarBox?.x ?? 0) +
      (calendarBox?.width ?? 0) -
      ((resourceBox?.x ?? 0) + (resourceBox?.width ?? 0));
    expect(timeline).toBeGreaterThanOrEqual(0.6 * 390);

    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Filtres et affichage' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('combobox', { name: 'Affichage' }).click();
    await page.getByRole('option', { name: 'Parc complet' }).click();
    await drawer.getByRole('button', { name: 'Afficher les contrat Actif' }).click();
    await drawer.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filtres (2 actifs)' })).toBeVisible();
    // Back to the opening filters.
    await page.getByRole('button', { name: 'Filtres (2 actifs)' }).click();
    await drawer.getByRole('combobox', { name: 'Affichage' }).click();
    await page.getByRole('option', { name: 'Contrats actif' }).click();
    await drawer.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filtres (1 actif)' })).toBeVisible();
  });

  test('fleet names stay readable: an ellipsis, and the whole name on a long press', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.planif);
    const calendar = page.getByTestId('availability-calendar');
    const name = calendar.locator('[data-full-text]').filter({ hasText: '·' }).first();
    await expect(name).toHaveCSS('text-overflow', 'ellipsis');
    const full = (await name.getAttribute('data-full-text')) ?? '';
    expect(await name.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await name.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: 1, clientY: 1 }],
    });
    await expect(page.getByRole('tooltip')).toHaveText(full);
  });

  test('the top bar shows the whole tool name, and says it whole on a long press', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.planif);
    const title = page.getByRole('banner').getByRole('heading', { level: 1 });
    await expect(title).toHaveText('PLANNING DISPONIBILITE');
    await expect(title).toHaveCSS('text-overflow', 'ellipsis');
    expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await title.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: 1, clientY: 1 }],
    });
    await expect(page.getByRole('tooltip')).toHaveText('PLANNING DISPONIBILITE');
  });

  test('the Options dialog fits 390 px: no colour input cut at the right edge', async ({
    page,
  }) => {
    await openPlanning(page, ACCOUNTS.admin);
    await page.getByRole('button', { name: 'Options' }).click();
    const dialog = page.getByRole('dialog', { name: 'Options du planning' });
    for (const label of ['Location', 'Réservation', 'SAV', 'Livraison']) {
      for (const field of [`Couleur ${label}`, `Code couleur ${label}`]) {
        const box = await dialog.getByLabel(field, { exact: true }).boundingBox();
        expect(box, field).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0), field).toBeLessThanOrEqual(390);
      }
    }
    await dialog.getByRole('button', { name: 'Annuler' }).click();
  });
});

test.describe('availability planning on a desktop (issue 11 item 3)', () => {
  test('the resource column keeps its 255 px (spec 1 §9)', async ({ page }) => {
    await openPlanning(page, ACCOUNTS.planif);
    const calendar = page.getByTestId('availability-calendar');
    const width = await calendar
      .locator('[data-full-text]')
      .first()
      .evaluate((e) => {
        let n: HTMLElement | null = e as HTMLElement;
        while (n && n.getBoundingClientRect().width < 250) n = n.parentElement;
        return n?.getBoundingClientRect().width ?? 0;
      });
    expect(Math.round(width)).toBe(255);
  });
});
