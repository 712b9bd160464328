import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import type { DemoAccount } from './support/accounts';
import { CLOSED_TOOL, signIn } from './support/session';

const EMPTY = 'Aucune donnée disponible pour les dates sélectionnées';
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

async function openStatistics(page: Page, account: DemoAccount = ACCOUNTS.admin) {
  await signIn(page, account);
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
  test('opens on 3 Mois (90 days) with chart cards half width and table cards full width', async ({
    page,
  }) => {
    await openStatistics(page);
    await expect(page.getByRole('button', { name: '3 Mois' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const today = Date.now();
    await expect(
      page.getByText(`Du ${day(today - 90 * 86_400_000)} au ${day(today)}`),
    ).toBeVisible();
    const chartCard = page.getByRole('region', { name: 'Interventions moteur par type de panne' });
    await expect(chartCard.locator('canvas')).toBeVisible();
    const tableCard = page.getByRole('region', { name: 'Règlements par agence (€)' });
    await expect(tableCard.getByRole('row').last()).toContainText('Total');
    const chartBox = (await chartCard.boundingBox())!;
    const tableBox = (await tableCard.boundingBox())!;
    expect(chartBox.width).toBeLessThan(tableBox.width * 0.55);
    await expect(page.getByRole('region')).toHaveCount(13);
    await page.screenshot({ path: `${SHOTS}/statistiques/page-1366.png`, fullPage: true });
  });

  test('the period buttons change the range; a custom range without data shows the empty message', async ({
    page,
  }) => {
    await openStatistics(page, ACCOUNTS.planif);
    const today = Date.now();
    let lastFrom = today;
    for (const [label, months] of [
      ['12 Mois', 12],
      ['6 Mois', 6],
      ['1 Mois', 1],
    ] as const) {
      await page.getByRole('button', { name: label }).click();
      await expect(page.getByRole('button', { name: label })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const from = new Date(today);
      from.setUTCMonth(from.getUTCMonth() - months);
      lastFrom = from.getTime();
      await expect(page.getByText(`Du ${day(from.getTime())} au ${day(today)}`)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Encaissements par mois (€)' }).locator('canvas'),
      ).toBeVisible();
    }
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    // A typed date is applied once complete (Enter or leaving the field), never while typing: the
    // statistics are not asked for day by day while the year is half typed.
    const start = page.getByRole('group', { name: 'Date de début' });
    await expect(start.getByRole('spinbutton').first()).toBeEditable();
    await start.getByRole('spinbutton').first().click();
    await page.keyboard.type('01012001');
    await expect(start.getByRole('spinbutton')).toHaveText(['01', '01', '2001']);
    await expect(page.getByText(`Du ${day(lastFrom)} au ${day(today)}`)).toBeVisible();
    const end = page.getByRole('group', { name: 'Date de fin' });
    await end.getByRole('spinbutton').first().click();
    await expect(page.getByText(`Du 01/01/2001 au ${day(today)}`)).toBeVisible();
    await expect(page.getByText('Chargement des statistiques…')).toBeHidden();
    await page.keyboard.type('31012001');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Du 01/01/2001 au 31/01/2001')).toBeVisible();
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(page.getByRole('region')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/statistiques/empty-1366.png` });
    // An end before the start: one message, the range shown stays the last valid one.
    await end.getByRole('spinbutton').last().click();
    await page.keyboard.type('2000');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'La date de début doit précéder la date de fin. Les statistiques affichées restent celles de la période précédente.',
    );
    await expect(page.getByText('Du 01/01/2001 au 31/01/2001')).toBeVisible();
    // Clearing a day keeps the range shown and says why, in French.
    await end.getByRole('spinbutton').first().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'Choisissez une date de début et une date de fin. Les statistiques affichées restent celles de la période précédente.',
    );
    await expect(page.getByText('Du 01/01/2001 au 31/01/2001')).toBeVisible();
    await expect(start.getByRole('spinbutton').first()).toHaveText('01');
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
    await page.screenshot({ path: `${SHOTS}/statistiques/dialog-1366.png` });
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

  test('on a phone the five period buttons share one row, inside the screen (issue 11)', async ({
    page,
  }) => {
    await openStatistics(page, ACCOUNTS.planif);
    await expect(page.getByText('Chargement des statistiques…')).toBeHidden();
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 844 });
      const group = page.getByRole('group', { name: 'Période' });
      const buttons = group.getByRole('button');
      await expect(buttons).toHaveText(['12 Mois', '6 Mois', '3 Mois', '1 Mois', 'Personnaliser']);
      const boxes = await Promise.all(
        (await buttons.all()).map(async (button) => (await button.boundingBox())!),
      );
      for (const box of boxes) {
        expect(box.y).toBe(boxes[0]!.y);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await expect(page.getByText('Chargement des statistiques…')).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/statistiques/periods-${width}.png` });
    }
  });

  test('screens at 768 and 390 px; a user without the tool does not get the page', async ({
    page,
  }) => {
    await openStatistics(page, ACCOUNTS.planif);
    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(
        page.getByRole('region', { name: 'Montant des règlements par mode' }).locator('canvas'),
      ).toBeVisible();
      const card = (await page
        .getByRole('region', { name: 'Montant des règlements par mode' })
        .boundingBox())!;
      expect(card.width).toBeGreaterThan(width * 0.8);
      await page.screenshot({ path: `${SHOTS}/statistiques/page-${width}.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/statistiques/top-${width}.png` });
      await page
        .getByRole('region', { name: 'Nombre de locations par agence et famille' })
        .screenshot({ path: `${SHOTS}/statistiques/complex-table-${width}.png` });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await signIn(page, ACCOUNTS.tech);
    await page.goto('/statistiques');
    await expect(page.getByText(CLOSED_TOOL)).toBeVisible();
    await expect(page.getByRole('button', { name: '3 Mois' })).toHaveCount(0);
    await expect(page.getByRole('region')).toHaveCount(0);
  });
});
