import type { Page } from '@playwright/test';
import { VIEWPORTS } from './support/accounts';
import { expect, test } from './support/fixtures';

// spec 1 §2, §4, §5, §9: the availability planning in a real browser, where FullCalendar lays its
// timeline out: the bars drawn, the layout at 1366 and 390 px, the journeys through the shell.
// The screens and dialogs (filters, search, Options, display choices) are proven by the page's
// tests (apps/planning-disponibilite/src/PlanningDisponibilitePage.server.test.tsx), the rules by
// core's, the calls by tests/contract/planningDisponibilite.test.ts.

const bars = (page: Page) => page.locator('[data-testid="availability-calendar"] .ls-bar');
const windowRead = (r: { url(): string }) => r.url().endsWith('/get_events');
const displaySaved = (r: { url(): string }) => r.url().endsWith('/update_planning_vue');

async function openPlanning(page: Page) {
  await page.goto('/planning-disponibilite');
  await expect(page.getByText('Parc matériel')).toBeVisible();
  await expect(bars(page).first()).toBeVisible();
}

test.describe('availability planning on a desktop', () => {
  test.use({ account: 'planif' });

  test('a planner’s week: fleet rows by family with their bars, every colour keyed, a bar’s detail, and the windows read compressed then answered 304 (issue 10)', async ({
    page,
  }) => {
    const first = page.waitForResponse(windowRead);
    await page.goto('/planning-disponibilite');
    const answer = await first;
    expect(answer.status()).toBe(200);
    expect(await answer.headerValue('x-envelope-encoding')).toBe('gzip');
    await expect(bars(page).first()).toBeVisible();
    const calendar = page.getByTestId('availability-calendar');
    await expect(calendar.getByText('Compactage', { exact: true })).toBeVisible();
    await expect(calendar.getByText('DIV', { exact: true })).toHaveCount(0);
    const shown = await bars(page).count();
    expect(shown).toBeGreaterThan(3);

    // Every colour drawn on a bar has a key in the legend (issue 11 item 6).
    const legend = page.getByRole('region', { name: 'Légende' });
    await expect(legend.getByRole('region', { name: 'État du contrat' })).toBeVisible();
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

    // The next window, then back: the client names the answer it kept, the server answers 304,
    // and the same bars are drawn again.
    const next = page.waitForResponse(windowRead);
    await page.getByRole('button', { name: 'Période suivante' }).click();
    expect((await next).status()).toBe(200);
    const again = page.waitForResponse(windowRead);
    await page.getByRole('button', { name: 'Période précédente' }).click();
    const back = await again;
    expect(back.status()).toBe(304);
    expect(back.request().headers()['if-none-match']).toBe(await answer.headerValue('etag'));
    await expect(bars(page).first()).toBeVisible();
    await expect.poll(() => bars(page).count()).toBe(shown);

    // A bar opens its detail in French; a row's name opens nothing.
    await bars(page).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Matricule')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toHaveCount(0);
    await calendar.getByText('Compactage', { exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('at 1366 px: the resource column keeps 255 px, cut names, bar titles and the search label end with an ellipsis and show whole on hover, and day labels follow the visible part (issue 11 items 8, 9)', async ({
    page,
  }) => {
    await openPlanning(page);
    const calendar = page.getByTestId('availability-calendar');
    const names = calendar.locator('[data-full-text]');
    await expect(names.first()).toBeVisible();
    // spec 1 §9: the resource column is 255 px wide.
    const column = await names.first().evaluate((e) => {
      let n: HTMLElement | null = e as HTMLElement;
      while (n && n.getBoundingClientRect().width < 250) n = n.parentElement;
      return n?.getBoundingClientRect().width ?? 0;
    });
    expect(Math.round(column)).toBe(255);

    // The longest visible fleet names do not fit the column.
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
    expect(((await bar.getAttribute('title')) ?? '').length).toBeGreaterThan(0);
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

    // Day labels start at the left of the visible part of their day: the day cells of the top
    // header row, and the box of the nearest ancestor that clips them.
    const check = () =>
      calendar.locator('[data-date]').evaluateAll((cells) => {
        const top = Math.min(...cells.map((c) => c.getBoundingClientRect().top));
        const row = cells.filter((c) => Math.abs(c.getBoundingClientRect().top - top) < 1);
        let clip = row[0]?.parentElement ?? null;
        while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
        const visible = (clip ?? document.body).getBoundingClientRect();
        const days = row.map((c) => {
          const cell = c.getBoundingClientRect();
          const dayLabel = (c.firstElementChild ?? c).getBoundingClientRect();
          return { left: cell.left, right: cell.right, label: dayLabel.left };
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
});

test.describe('availability planning: the display chosen', () => {
  // It saves the planner's display, which every other test of the worker reads.
  test.use({ account: 'planif', ownServer: true });

  test('is kept on the way home and back without reloading (issue 8) and after a reload, and 90 days draw 6-hour slots (issue 11 item 7)', async ({
    page,
  }) => {
    await openPlanning(page);
    const calendar = page.getByTestId('availability-calendar');
    const days = page.getByRole('combobox', { name: 'Jours affichés' });
    const slot = page.getByRole('combobox', { name: 'Durée des créneaux' });
    await expect(days).toHaveText('7 jours');
    await expect(slot).toHaveText('02:00');
    await expect(calendar.locator('[data-date$="T02:00:00"]').first()).toBeAttached();

    // A mark on the window survives only as long as the browser does not load the page again.
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await days.click();
    const saved = page.waitForResponse(displaySaved);
    const userRead = page.waitForResponse((r) => r.url().endsWith('/get_user_by_token'));
    await page.getByRole('option', { name: '15 jours' }).click();
    expect((await saved).status()).toBe(200);
    expect((await userRead).status()).toBe(200);
    await page.getByRole('button', { name: "Retour à l'accueil" }).click();
    await page.getByRole('link', { name: 'Disponibilité' }).click();
    await expect(page.getByText('Parc matériel')).toBeVisible();
    await expect(days).toHaveText('15 jours');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // Loaded again, the page reads the saved display from the server.
    await page.reload();
    await expect(days).toHaveText('15 jours');
    await expect(bars(page).first()).toBeVisible();

    // 90 days cannot draw 2-hour slots: six-hour slots are drawn, not day columns.
    await days.click();
    const saved90 = page.waitForResponse(displaySaved);
    await page.getByRole('option', { name: '90 jours' }).click();
    expect((await saved90).status()).toBe(200);
    await expect(slot).toHaveText('06:00');
    await expect(page.getByText('Sur 90 jours : créneaux de 06:00 au moins')).toBeVisible();
    await expect(calendar.locator('[data-date$="T06:00:00"]').first()).toBeAttached();
    await expect(calendar.locator('[data-date$="T02:00:00"]')).toHaveCount(0);
  });
});

test.describe('availability planning on a phone (issue 11 item 3)', () => {
  test.use({
    account: 'admin',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('at 390 px: the filters fold into a counting button, the timeline keeps 60 % of the width, names and the tool’s title stay readable on a long press, and Options fits the screen', async ({
    page,
  }) => {
    await openPlanning(page);
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

    // The drawer's filters apply, and the button counts them.
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Filtres et affichage' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('combobox', { name: 'Affichage' }).click();
    await page.getByRole('option', { name: 'Parc complet' }).click();
    await drawer.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filtres (1 actif)' })).toBeVisible();

    // A cut fleet name: an ellipsis, and the whole name on a long press.
    const name = calendar.locator('[data-full-text]').filter({ hasText: '·' }).first();
    await expect(name).toHaveCSS('text-overflow', 'ellipsis');
    const full = (await name.getAttribute('data-full-text')) ?? '';
    expect(await name.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    await name.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: 1, clientY: 1 }],
    });
    await expect(page.getByRole('tooltip').filter({ hasText: full })).toHaveText(full);

    // The top bar shows the whole tool name, and says it whole on a long press.
    const title = page.getByRole('banner').getByRole('heading', { level: 1 });
    await expect(title).toHaveText('PLANNING DISPONIBILITE');
    await expect(title).toHaveCSS('text-overflow', 'ellipsis');
    expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await title.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: 1, clientY: 1 }],
    });
    await expect(
      page.getByRole('tooltip').filter({ hasText: 'PLANNING DISPONIBILITE' }),
    ).toHaveText('PLANNING DISPONIBILITE');

    // The Options dialog: no colour input cut at the right edge.
    await page.getByRole('button', { name: 'Options' }).click();
    const dialog = page.getByRole('dialog', { name: 'Options du planning' });
    for (const label of ['Location', 'Réservation', 'SAV', 'Livraison']) {
      for (const field of [`Couleur ${label}`, `Code couleur ${label}`]) {
        const box = await dialog.getByLabel(field, { exact: true }).boundingBox();
        expect(box, field).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0), field).toBeLessThanOrEqual(390);
      }
    }
  });
});

test.describe('availability planning pictures', () => {
  test.use({ account: 'admin' });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`screenshot at ${viewport.width} px (${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openPlanning(page);
      const dir = process.env.SHOTS_DIR ?? '/tmp/shots/planning-disponibilite';
      await page.screenshot({ path: `${dir}/planning-${viewport.width}.png` });
      await bars(page).first().click();
      await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
      await page.screenshot({ path: `${dir}/detail-${viewport.width}.png` });
    });
  }
});
