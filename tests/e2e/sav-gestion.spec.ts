import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { VIEWPORTS } from './support/accounts';
import { callFamily } from './support/api';
import { pdfPageTexts } from '../contract/support/pdfPageTexts';
import { controlledByServiceWorker, padBox } from './support/view';

// The after-sales reports (spec 4 §2.1, §2.2, §4.1, §5; issue 37) in a real browser: a technician
// on a tablet writes a draft with lines and slots, then validates it once the customer signed;
// the server's recap PDF read back as text; and a whole report made in airplane mode (ten photos, lines,
// slots, signature) kept through a reload and synced once when the network returns. The rules are
// proven on the page (ReportForm.server.test.tsx, reportWork.server.test.tsx) and the server
// (tests/contract/sav.test.ts).
test.use({ account: 'tech', viewport: VIEWPORTS.tablet, hasTouch: true });

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function pick(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Picks the first client of the list, and returns its name. */
async function firstClient(page: Page): Promise<string> {
  const box = page.getByRole('combobox', { name: 'Client' });
  await box.click();
  const option = page.getByRole('option').first();
  const name = (await option.innerText()).trim();
  await option.click();
  return name;
}

/** Draws a signature with the mouse on the pad. */
async function sign(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const { x, y, width, height } = await padBox(pad);
  await page.mouse.move(x + width * 0.2, y + height * 0.6);
  await page.mouse.down();
  for (const [dx, dy] of [
    [0.3, 0.3],
    [0.5, 0.7],
    [0.8, 0.4],
  ] as const) {
    await page.mouse.move(x + width * dx, y + height * dy, { steps: 6 });
  }
  await page.mouse.up();
}

async function reportsByLink(baseURL: string, token: string, link: string) {
  const answer = await callFamily(baseURL, 'sav', 'get_or_1_Liste_byLink', { link }, token);
  return ((answer.body.data as { data: { fieldData: Record<string, unknown> }[] }).data ?? []).map(
    (r) => r.fieldData,
  );
}

test('a draft on a tablet with lines and slots, refused then validated once signed, and its PDF read back', async ({
  page,
}) => {
  await page.goto('/sav-gestion');
  await page.getByRole('button', { name: 'Nouveau rapport' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau rapport SAV' });
  await expect(form.getByRole('region', { name: 'INFORMATION CLIENT' })).toBeVisible();
  const client = await firstClient(page);
  await pick(page, 'Matricule', '', /./);
  await pick(page, 'Rechercher une pièce du stock', 'PIE-FH', /PIE-FH-001/);
  await pick(page, 'Rechercher une pièce du stock', 'PIE-BA', /PIE-BA-030/);
  await page.getByRole('button', { name: 'Ajouter la plage' }).click();
  await page.getByRole('textbox', { name: 'Observations' }).fill('Bruit anormal au levage');

  const saved = page.waitForResponse((r) => r.url().includes('/sav/v1/creat_new_or_1'));
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Rapport enregistré.')).toBeVisible();

  // Reopened from the list (the draft, 130, of the current technician).
  await page.getByRole('textbox', { name: /^Rechercher/ }).fill(client);
  await page
    .getByRole('row', { name: new RegExp(client) })
    .first()
    .click();
  const again = page.getByRole('dialog', { name: /^Rapport SAV / });
  await expect(again.getByRole('table', { name: 'Pièces détachées du rapport' })).toContainText(
    'PIE-BA-030',
  );
  await expect(
    again.getByRole('list', { name: 'PLAGES HORAIRES' }).getByRole('listitem'),
  ).toHaveCount(1);

  // Validation refused without the signature (spec 4 §5), then accepted once signed.
  await page.getByRole('button', { name: 'Valider le rapport' }).click();
  await expect(page.getByText('La signature est obligatoire VOIR : Signature')).toBeVisible();
  await sign(page, page.getByRole('img', { name: /^Zone de signature/ }));
  const validated = page.waitForResponse((r) => r.url().includes('/sav/v1/edit_or'));
  await page.getByRole('button', { name: 'Valider le rapport' }).click();
  expect((await validated).status()).toBe(200);
  await expect(page.getByText('Rapport validé.')).toBeVisible();

  // The recap PDF of the validated report, read only, opened in a tab and read back as text.
  await page.getByRole('combobox', { name: 'Statut' }).click();
  await page.getByRole('option', { name: '140 — Cloturé' }).click();
  await page
    .getByRole('row', { name: new RegExp(client) })
    .first()
    .click();
  await expect(page.getByText('Ce rapport est clôturé ou signé')).toBeVisible();
  const tab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Ouvrir en PDF' }).click();
  await expect(await tab).toHaveURL(/^blob:/);
  // A phone saves it (its own reader opens it), which lets the test read the file back.
  await page.setViewportSize(VIEWPORTS.phone);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ouvrir en PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Rapport_SAV_OR-.+\.pdf$/);
  // The server's recap of the stored report: its text, the signature and the SHA-256 signed.
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = (await pdfPageTexts(bytes)).flat().join('\n');
  expect(text).toContain("Rapport d'intervention n° OR-");
  expect(text).toContain(client);
  expect(text).toContain('PIE-BA-030');
  expect(text).toContain('Check-list de vérification');
  expect(text).toContain('Clôturé (140)');
  expect(text).toMatch(/Empreinte SHA-256 : [0-9a-f]{64}/);
});

async function offline(context: BrowserContext, page: Page, on: boolean) {
  await context.setOffline(on);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!on);
}

test('a whole report in airplane mode with ten photos, kept through a reload, synced once', async ({
  page,
  context,
  baseURL,
  server,
}) => {
  await page.goto('/sav-gestion');
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Rapports SAV' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouveau rapport' }).click();
  await expect(page.getByRole('region', { name: 'INFORMATION CLIENT' })).toBeVisible();

  await offline(context, page, true);
  const client = await firstClient(page);
  await page.getByLabel('Machine inconnue').check();
  await pick(page, 'Rechercher une pièce du stock', 'PIE-FA', /PIE-FA-002/);
  await page.getByRole('button', { name: 'Ajouter la plage' }).click();
  await page.getByTestId('sav-photos-files').setInputFiles(
    Array.from({ length: 10 }, (_v, i) => ({
      name: `photo-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    })),
  );
  await expect(page.getByText('10 photos à envoyer avec le rapport')).toBeVisible();
  await sign(page, page.getByRole('img', { name: /^Zone de signature/ }));
  await page.getByRole('button', { name: 'Valider le rapport' }).click();
  await expect(
    page.getByText(/^Pas de connexion : le rapport est enregistré sur cet appareil/),
  ).toBeVisible();

  // Closed and opened again without a network: the report waits on the device.
  await page.reload();
  const waiting = page.getByRole('button', { name: 'Rapports à synchroniser : 1' });
  await expect(waiting).toBeVisible();
  await waiting.click();
  await expect(page.getByTestId('sync-row')).toContainText(client);
  await expect(page.getByTestId('sync-row')).toContainText('1 pièce(s), 10 photo(s)');
  await page.keyboard.press('Escape');

  // The network returns: it syncs by itself, once.
  await offline(context, page, false);
  await expect(page.getByRole('button', { name: 'Rapports à synchroniser : aucun' })).toBeVisible();
  const token = await server.token('tech');
  const listed = await callFamily(baseURL ?? '', 'sav', 'get_or_liste_sav', {}, token);
  const rows = (listed.body.data as { data: { fieldData: Record<string, unknown> }[] }).data
    .map((r) => r.fieldData)
    .filter((r) => r.societeliv === client && r.machine_inconnue === '1');
  expect(rows).toHaveLength(1);
  const [report] = await reportsByLink(baseURL ?? '', token, String(rows[0]!['_LINK MOTEUR']));
  expect(report?.Statut).toBe(140);
  expect(report?.lignes).toHaveLength(1);
  const photos = await callFamily(
    baseURL ?? '',
    'sav',
    'photo_folder_liste',
    { path: `SAV/${String(rows[0]!['_LINK MOTEUR'])}` },
    token,
  );
  expect(
    (photos.body.data as { name: string }[]).filter((f) => f.name.endsWith('.png')),
  ).toHaveLength(10);
});
