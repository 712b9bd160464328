import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { VIEWPORTS } from './support/accounts';
import { callFamily } from './support/api';

// Delivery management (spec 3 §2.6, issue 35) in a real browser: the journey of the issue's
// « Seed, tests » (build a 4-leg itinerary on the map, optimise it, save it, find it in the week
// view, edit its driver, delete it) with no network beyond the suite — the map's tiles are
// refused, as on an intranet — and the page's look on a phone and a tablet. Its rules are proven
// in core/src/gestionLivraison, its calls in tests/contract/gestionLivraison.test.ts, its screens
// in apps/gestion-livraison/src/*.test.tsx.
test.use({ account: 'planif' });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/gestion-livraison';
const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/**
 * The Wednesday of this week at 10:00 UTC, as the builder takes it: in the week the calendar opens
 * on, and within every seeded driver's days and hours (the server refuses an itinerary outside them).
 */
const wednesdayAt10 = () => {
  const today = Math.floor(Date.now() / DAY) * DAY;
  const d = new Date(today + (2 - ((new Date(today).getUTCDay() + 6) % 7)) * DAY);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} 10:00`;
};

/** Nothing leaves the suite: every request to another host is refused (the tiles among them). */
async function offTheInternet(page: Page, baseURL: string) {
  await page.route('**/*', (route) =>
    route.request().url().startsWith(baseURL) ? route.continue() : route.abort(),
  );
}

async function openTool(page: Page, baseURL: string) {
  await offTheInternet(page, baseURL);
  await page.goto('/gestion-livraison');
  await expect(page.getByRole('heading', { name: 'Gestion des livraisons' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Itinéraire' })).toBeVisible();
}

/** Four clients with a position whose equipment weighs least (they fit the largest payload). */
async function lightClients(baseURL: string, token: string) {
  const rows = async (name: string) =>
    (
      (await callFamily(baseURL, 'planningLivraison', name, {}, token)).body.data as {
        data: { fieldData: Record<string, unknown> }[];
      }
    ).data.map((d) => d.fieldData);
  const contracts = await rows('get_contrat_actif');
  const weight = (code: unknown) =>
    contracts.filter((c) => c.CODE_CLIENT === code).reduce((s, c) => s + Number(c.POIDS_KG), 0);
  return (await rows('get_client_actif'))
    .filter((c) => String(c.GPS).includes('|'))
    .sort((a, b) => weight(a.CODE_CLIENT) - weight(b.CODE_CLIENT))
    .slice(0, 4)
    .map((c) => String(c.SOCIETE));
}

/**
 * The map's labels as drawn (issue 35): every agency named, and no two labels overlapping, even
 * around Lyon where agencies and clients are close together.
 */
async function expectReadableLabels(page: Page) {
  const map = page.getByRole('region', { name: 'Carte des agences et des clients' });
  await expect(map.locator('.leaflet-tooltip').first()).toBeVisible();
  const boxes = await map
    .locator('.leaflet-tooltip')
    .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().toJSON() as DOMRect));
  const names = await map.locator('.leaflet-tooltip').allTextContents();
  expect(names).toEqual(expect.arrayContaining(['Lyon Gerland', 'Villeurbanne']));
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(
        a.left < b.right - 1 &&
          b.left < a.right - 1 &&
          a.top < b.bottom - 1 &&
          b.top < a.bottom - 1,
        `${names[i]} recouvre une autre étiquette`,
      ).toBe(false);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function pick(page: Page, label: string, option: string | RegExp) {
  const builder = page.getByRole('region', { name: 'Itinéraire' });
  await builder.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('builds a 4-leg itinerary, optimises it, saves it, finds it in the week, edits its driver, deletes it — without tiles', async ({
  page,
  server,
}) => {
  const token = await server.token('planif');
  const drivers = (
    (await callFamily(server.url, 'planningLivraison', 'get_itinerary_settings', {}, token)).body
      .data as { drivers: { name: string }[] }
  ).drivers.map((d) => d.name);
  const clients = await lightClients(server.url, token);
  await openTool(page, server.url);
  await expect(page.getByText(/Fond de carte indisponible/)).toBeVisible();
  await expectReadableLabels(page);
  const builder = page.getByRole('region', { name: 'Itinéraire' });

  await builder.getByRole('textbox', { name: 'Nom' }).fill('Tournée navigateur');
  await builder.getByRole('textbox', { name: /^Début/ }).fill(wednesdayAt10());
  await pick(page, 'Chauffeur', drivers[2]!);
  for (const name of clients) await pick(page, 'Ajouter un client', new RegExp(`^${escape(name)}`));
  await expect(builder.getByRole('listitem')).toHaveCount(4);
  await expect(builder.getByLabel('Total')).toContainText('(estimation)');
  // The legs are drawn on the map without its background.
  await expect(page.locator('.leaflet-overlay-pane path').first()).toBeVisible();

  await builder.getByRole('button', { name: 'Optimiser l’ordre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ordre proposé' });
  await expect(dialog).toBeVisible();
  const apply = dialog.getByRole('button', { name: 'Appliquer' });
  if (await apply.isVisible()) {
    await expect(dialog).toContainText(/Gain : .+ km/);
    await apply.click();
  } else {
    await expect(dialog).toContainText('L’ordre actuel est déjà le plus court.');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
  }
  await expect(dialog).toBeHidden();

  await builder.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(builder.getByText('Itinéraire enregistré.')).toBeVisible();
  const calendar = page.getByRole('region', { name: 'Calendrier' });
  await expect(calendar.getByRole('button', { name: 'Semaine' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const line = calendar.getByText(new RegExp(`Tournée navigateur · ${escape(drivers[2]!)}`));
  await expect(line).toBeVisible();

  // Open it from the week, give it another driver: the same event is updated.
  await builder.getByRole('button', { name: 'Nouvel itinéraire' }).click();
  await line.click();
  await expect(builder.getByText('Modification de « Tournée navigateur »')).toBeVisible();
  await pick(page, 'Chauffeur', drivers[0]!);
  await builder.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(builder.getByText('Itinéraire enregistré.')).toBeVisible();
  await expect(
    calendar.getByText(new RegExp(`Tournée navigateur · ${escape(drivers[0]!)}`)),
  ).toBeVisible();
  await expect(calendar.getByText(/Tournée navigateur/)).toHaveCount(1);

  await builder.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
  await expect(builder.getByText('Itinéraire supprimé.')).toBeVisible();
  await expect(calendar.getByText(/Tournée navigateur/)).toHaveCount(0);
});

test('screenshots: the page at 1366, 768 and 390 px (desktop, tablet, phone)', async ({
  page,
  server,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await openTool(page, server.url);
    await expect(page.getByText(/Fond de carte indisponible/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Calendrier' }).getByText(/ · /).first(),
    ).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `gestion-livraison-${name}.png`), fullPage: true });
  }
});

test('phone and tablet: map, builder and calendar stack in one column without sideways scrolling', async ({
  page,
  server,
}) => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.tablet]) {
    await page.setViewportSize(viewport);
    await openTool(page, server.url);
    await expect(
      page.getByRole('region', { name: 'Carte des agences et des clients' }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const map = await page
      .getByRole('region', { name: 'Carte des agences et des clients' })
      .boundingBox();
    const builder = await page.getByRole('region', { name: 'Itinéraire' }).boundingBox();
    expect(builder!.y).toBeGreaterThanOrEqual(map!.y + map!.height - 1);
  }
});
