import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { VIEWPORTS } from './support/accounts';
import type { DeviceName } from './support/accounts';

// spec 1 §2 /statistiques, in the browser only what needs one: the cards' layout and the charts
// drawn at 1366, 768 and 390 px, and the two files saved (rapport.xlsx, export_statistique.pdf).
// The periods, the custom days, the empty message and the data dialog are proven in
// apps/statistiques/src/StatistiquesPage.test.tsx; the closed tool in apps/shell/src/App.test.tsx.
const EMPTY = 'Aucune donnée disponible pour les dates sélectionnées';
const LOADING = 'Chargement des statistiques…';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

/** The entries of a zip file (an .xlsx is one), read with node:zlib. */
function unzip(bytes: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const offset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
    const data = bytes.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

const xmlText = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<');

async function openStatistics(page: Page) {
  await page.goto('/statistiques');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(
    'STATISTIQUES',
  );
}

const day = (ts: number) => {
  const d = new Date(ts);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};

test.describe('statistiques', () => {
  test.use({ account: 'planif' });

  test('chart cards half width and table cards full width at 1366 px; at 768 and 390 px the charts take the width and the five period buttons share one row inside the screen (issue 11)', async ({
    page,
  }) => {
    await openStatistics(page);
    await expect(page.getByRole('region')).toHaveCount(13);
    const chartCard = page.getByRole('region', { name: 'Interventions moteur par type de panne' });
    await expect(chartCard.locator('canvas')).toBeVisible();
    const tableCard = page.getByRole('region', { name: 'Règlements par agence (€)' });
    await expect(tableCard.getByRole('row').last()).toContainText('Total');
    const chartBox = (await chartCard.boundingBox())!;
    const tableBox = (await tableCard.boundingBox())!;
    expect(chartBox.width).toBeLessThan(tableBox.width * 0.55);
    await expect(page.getByText(LOADING)).toBeHidden();

    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const buttons = page.getByRole('group', { name: 'Période' }).getByRole('button');
      await expect(buttons).toHaveText(['12 Mois', '6 Mois', '3 Mois', '1 Mois', 'Personnaliser']);
      const boxes = await Promise.all(
        (await buttons.all()).map(async (button) => (await button.boundingBox())!),
      );
      for (const box of boxes) {
        expect(box.y).toBe(boxes[0]!.y);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      const card = page.getByRole('region', { name: 'Montant des règlements par mode' });
      await expect(card.locator('canvas')).toBeVisible();
      // The page lays out again after the resize (a media query read by script): wait for it.
      await expect
        .poll(async () => (await card.boundingBox())?.width ?? 0)
        .toBeGreaterThan(width * 0.8);
    }
  });

  test('the data dialog downloads rapport.xlsx with one sheet per statistic, names of 31 characters at most', async ({
    page,
  }) => {
    await openStatistics(page);
    await page.getByRole('button', { name: '12 Mois' }).click();
    await expect(page.getByRole('region', { name: 'Locations par famille' })).toBeVisible();
    await page.getByRole('button', { name: 'Télécharger les données (Excel)' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('table')).toHaveCount(13);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Télécharger' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('rapport.xlsx');
    await download.saveAs(`${SHOTS}/statistiques/rapport.xlsx`);
    const files = unzip(readFileSync((await download.path())!));
    const names = [...files.get('xl/workbook.xml')!.matchAll(/<sheet [^>]*name="([^"]+)"/g)].map(
      (m) => xmlText(m[1]!),
    );
    expect(names).toHaveLength(13);
    expect(new Set(names).size).toBe(13);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(31);
    expect(names).toContain('Interventions moteur par type d');
    expect(names).toContain('Chiffre d’affaires HT des locat');
    expect(names).toContain('Chiffre d’affaires HT des l (2)');
    const sheets = [...files.keys()].filter((f) => /^xl\/worksheets\/sheet\d+\.xml$/.test(f));
    expect(sheets).toHaveLength(13);
    const shared = files.get('xl/sharedStrings.xml') ?? '';
    expect(shared).toContain('Total');
    expect(shared).toContain('Virement');
  });

  test('the PDF export saves export_statistique.pdf: A4 portrait, charts as images at scale 2, tables as text', async ({
    page,
  }) => {
    await openStatistics(page);
    const canvas = page
      .getByRole('region', { name: 'Interventions moteur par type de panne' })
      .locator('canvas');
    await expect(canvas).toBeVisible();
    const cssWidth = await canvas.evaluate((c) => c.getBoundingClientRect().width);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('export_statistique.pdf');
    await download.saveAs(`${SHOTS}/statistiques/export_statistique.pdf`);
    const pdf = readFileSync((await download.path())!).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // Chart images are deflated: the file stays small enough to mail.
    expect(pdf.length).toBeLessThan(3_000_000);
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d+ 841\.8\d+\]/);
    const widths = [...pdf.matchAll(/\/Subtype \/Image[\s\S]*?\/Width (\d+)/g)].map((m) =>
      Number(m[1]),
    );
    // Ten charts, each a PNG image with its alpha mask.
    expect(widths.length).toBe(20);
    expect(widths).toContain(Math.round(cssWidth) * 2);
    // Tables are text the reader can select: their cells are in the content streams.
    expect(pdf).toContain('(Total) Tj');
    expect(pdf).toMatch(/\(Statistiques du \d\d\/\d\d\/\d{4} au \d\d\/\d\d\/\d{4}\) Tj/);
  });

  // Pictures for people (`npm run captures`), not checks.
  for (const device of Object.keys(VIEWPORTS) as DeviceName[]) {
    const { width, height } = VIEWPORTS[device];
    test(`screenshots of the statistics at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openStatistics(page);
      const complex = page.getByRole('region', {
        name: 'Nombre de locations par agence et famille',
      });
      await expect(complex.getByRole('row').last()).toContainText('Total');
      await expect(
        page.getByRole('region', { name: 'Montant des règlements par mode' }).locator('canvas'),
      ).toBeVisible();
      await expect(page.getByText(LOADING)).toBeHidden();
      await page.screenshot({ path: `${SHOTS}/statistiques/page-${width}.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/statistiques/top-${width}.png` });
      await page.screenshot({ path: `${SHOTS}/statistiques/periods-${width}.png` });
      await complex.screenshot({ path: `${SHOTS}/statistiques/complex-table-${width}.png` });
      if (width !== VIEWPORTS.desktop.width) return;

      await page.getByRole('button', { name: 'Télécharger les données (Excel)' }).click();
      await expect(page.getByRole('dialog').getByRole('table')).toHaveCount(13);
      await page.screenshot({ path: `${SHOTS}/statistiques/dialog-1366.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      const today = Date.now();
      await page.getByRole('button', { name: 'Personnaliser' }).click();
      const start = page.getByRole('group', { name: 'Date de début' });
      await start.getByRole('spinbutton').first().click();
      await page.keyboard.type('01012001');
      await page
        .getByRole('group', { name: 'Date de fin' })
        .getByRole('spinbutton')
        .first()
        .click();
      await expect(page.getByText(`Du 01/01/2001 au ${day(today)}`)).toBeVisible();
      await expect(page.getByText(LOADING)).toBeHidden();
      await page.keyboard.type('31012001');
      await page.keyboard.press('Enter');
      await expect(page.getByText(EMPTY)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/statistiques/empty-1366.png` });
    });
  }
});
