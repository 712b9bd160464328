import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { VIEWPORTS } from './support/accounts';
import { callFamily } from './support/api';
import { padBox } from './support/view';
import { records } from './support/records';
import type { Row } from './support/records';

// The condition form in a real browser (spec 3 §2.2, §4.1, §5.3, §7.1; issue 14) as a technician
// on a 768 px tablet in portrait with touch, one item from its departure to its finished check:
// what only a browser proves. A photo through the real file chooser and its carousel's width; the
// signatures drawn with the finger, kept through a rotation of the tablet, saved as PNG and shown
// back as images; the damage drawing over the family image; the PDF in a new tab, then downloaded
// on a phone-sized screen and read back. The rules, messages and « Écarts constatés » are proven
// on the page (ConditionFormDialog.server.test.tsx, PhotoSection.server.test.tsx), the PDF's
// content by buildConditionPdf.test.ts. The item: the LAST « Élévation » line waiting for its
// departure (no other browser test writes it).
test.use({
  account: 'tech',
  viewport: VIEWPORTS.tablet,
  hasTouch: true,
  isMobile: true,
});

const FAMILY = 'etatdl';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Line {
  CH_DESIGNATION: string;
  CLD_SELECTION: string;
}

const allowed = (line: Line) =>
  line.CLD_SELECTION.split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** Chooses one value in a checklist list (taps it, then closes the list). */
async function choose(page: Page, name: string, value: string) {
  const box = page.getByRole('combobox', { name });
  await expect(box).toBeEnabled();
  await box.tap();
  const list = page.getByRole('listbox');
  await list.getByRole('option', { name: value }).tap();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

/**
 * Picks a level in its list, and waits until the list has gone: while it closes, its layer still
 * covers the form, and a finger put down there closes it instead of drawing on the pad below.
 */
async function pickLevel(page: Page, name: string, value: string) {
  await page.getByRole('combobox', { name }).tap();
  await page.getByRole('option', { name: value }).tap();
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
}

async function fill(page: Page, label: string, value: string) {
  const field = page.getByRole('textbox', { name: label });
  await expect(field).toBeEnabled();
  await field.fill(value);
}

/** Draws a signature with the finger on a pad. */
async function sign(page: Page, pad: Locator) {
  const { x, y, width, height } = await padBox(pad);
  await page.mouse.move(x + width * 0.2, y + height * 0.6);
  await page.mouse.down();
  for (const [dx, dy] of [
    [0.3, 0.3],
    [0.45, 0.7],
    [0.6, 0.3],
    [0.8, 0.6],
  ] as const) {
    await page.mouse.move(x + width * dx, y + height * dy, { steps: 6 });
  }
  await page.mouse.up();
}

/** How many pixels of a signature pad carry ink. */
function inked(pad: Locator): Promise<number> {
  return pad.evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) count += 1;
    return count;
  });
}

/** Saves the form with Finaliser and waits for the server's answer and the form to close. */
async function finalize(page: Page) {
  const saved = page.waitForResponse((r) => r.url().includes(`/${FAMILY}/v1/edit_material`));
  await page.getByRole('button', { name: 'Finaliser' }).tap();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Client' })).toBeHidden();
}

test('a technician on a tablet checks an item out and back in: a photo, finger-drawn signatures through a rotation, the damage drawing, then its PDF in a tab and downloaded on a phone', async ({
  page,
  server,
}) => {
  // One item from its departure to its PDF: a long walk on a loaded machine.
  test.setTimeout(720_000);
  const token = await server.token('tech');
  const materials = async (): Promise<Row[]> => {
    const answer = await callFamily(server.url, FAMILY, 'get_materials', {}, token);
    expect(answer.status, answer.body.message ?? '').toBe(200);
    return records(answer.body);
  };
  const waiting = (await materials()).filter(
    (r) =>
      r.CLD_FAMILLE === 'Élévation' &&
      String(r.CLD_CONTROLE_DEPART) === '0' &&
      String(r.CLD_CONTROLE_RETOUR) === '0' &&
      r.CHECK_LIST_JSON !== undefined,
  );
  const last = waiting.at(-1);
  expect(last, 'a seeded « Élévation » item waiting for its departure').toBeDefined();
  const contract = String(last!.CLD_NUM_CONTRAT);
  const matricule = String(last!.CLD_MATRICULE);
  const lines = JSON.parse(String(last!.CHECK_LIST_JSON_GESTION)) as Line[];
  const stored = async () => {
    const found = (await materials()).find(
      (r) => r.CLD_NUM_CONTRAT === contract && r.CLD_MATRICULE === matricule,
    );
    expect(found).toBeDefined();
    return found!;
  };
  const openForm = async (state: string) => {
    const query = new URLSearchParams({ contrat: contract, matricule });
    await page.goto(`/etat-des-lieux-materiel?${query.toString()}`);
    // The form opens once the list has answered: on a loaded machine that outlasts 45 s.
    await expect(page.getByRole('region', { name: 'Client' })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByLabel(`État : ${state}`)).toBeVisible();
  };

  // The departure. A photo through the file chooser, seen in the carousel, then deleted.
  await openForm('Départ');
  const photos = page.getByRole('region', { name: 'Photos du départ' });
  await expect(photos.getByText('Aucune photo enregistrée')).toBeVisible();
  const add = photos.getByRole('button', { name: 'Ajouter des photos' });
  await expect(add).toBeEnabled();
  const uploaded = page.waitForResponse((r) => r.url().includes(`/${FAMILY}/v1/set_photos`));
  const chooser = page.waitForEvent('filechooser');
  await add.tap();
  await (await chooser).setFiles({ name: 'chantier.png', mimeType: 'image/png', buffer: PNG });
  expect((await uploaded).status()).toBe(200);
  await photos.getByRole('button', { name: 'Voir la photo 1' }).tap();
  const viewer = page.getByRole('dialog', { name: 'Photos du départ' });
  await expect(viewer.getByText('Photo 1 sur 1')).toBeVisible();
  await expect(viewer.getByText(/^Prise le \d\d\/\d\d\/\d{4} \d\d:\d\d$/)).toBeVisible();
  // The carousel is 900 px wide, 90vw on a narrower screen (spec 3 §9).
  const width = (await viewer.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThan(0);
  expect(width).toBeLessThanOrEqual(VIEWPORTS.tablet.width * 0.9 + 1);
  await viewer.getByRole('button', { name: 'Supprimer' }).tap();
  const deleted = page.waitForResponse((r) => r.url().includes(`/${FAMILY}/v1/photo_delete`));
  await page
    .getByRole('dialog', { name: 'Supprimer la photo' })
    .getByRole('button', { name: 'Oui' })
    .tap();
  expect((await deleted).status()).toBe(200);
  await expect(photos.getByText('Aucune photo enregistrée')).toBeVisible();

  // The checklist, date and meters, tapped and typed.
  for (const line of lines) {
    const name = `${line.CH_DESIGNATION} (Départ)`;
    const values = allowed(line);
    if (values.length === 0) await fill(page, name, '1');
    else await choose(page, name, values[0]!);
  }
  const date = page.getByLabel('Date de validation du départ');
  await expect(date).toBeEnabled();
  await date.fill('2026-11-23');
  await fill(page, 'Kilomètre départ', '1200');
  await fill(page, 'Horamètre départ', '300');
  await pickLevel(page, 'Niveau de carburant départ', '8/8');

  // The signature, drawn with the finger; the tablet turns to landscape and back: the pad is
  // resized, the stroke stays.
  const pad = page.getByRole('img', { name: 'Signature départ : zone de dessin' });
  await sign(page, pad);
  const before = await inked(pad);
  expect(before).toBeGreaterThan(0);
  await page.setViewportSize({ width: VIEWPORTS.tablet.height, height: VIEWPORTS.tablet.width });
  await expect
    .poll(() => pad.evaluate((c: HTMLCanvasElement) => c.offsetWidth))
    .toBeGreaterThan(VIEWPORTS.tablet.width / 2);
  await expect.poll(() => inked(pad)).toBeGreaterThan(before);
  await page.setViewportSize(VIEWPORTS.tablet);
  await expect.poll(() => inked(pad)).toBeGreaterThan(0);
  await finalize(page);
  const departed = await stored();
  expect([departed.CLD_CONTROLE_DEPART, departed.CLD_CONTROLE_RETOUR]).toEqual(['1', '0']);
  expect(departed.CLD_DATE_DEPART_VALIDATION).toBe('11-23-2026');
  expect(String(departed.CLD_SIGNATURE_DEPART)).toMatch(/^data:image\/png;base64,/);
  expect(departed.CLD_NIVEAU_GAS_DEPART).toBe('8');

  // The return: a damage mark drawn over the family image (section 8) and taken back, the
  // meters, and the return signature drawn with the finger.
  await openForm('Reprise');
  await expect(page.getByRole('img', { name: 'Signature départ enregistrée' })).toBeVisible();
  const returnSide = page.getByTestId('condition-observation-RETOUR');
  const drawing = returnSide.getByRole('img', { name: 'Dessin des dommages sur le matériel' });
  const box = await padBox(drawing);
  const undo = returnSide.getByRole('button', { name: 'Annuler le dernier trait' });
  await expect(undo).toBeDisabled();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4, { steps: 8 });
  await page.mouse.up();
  await expect(drawing).toHaveAttribute('data-strokes', '1');
  await expect(undo).toBeEnabled();
  await undo.tap();
  await expect(drawing).toHaveAttribute('data-strokes', '0');

  await fill(page, 'Kilomètre retour', '1612');
  await fill(page, 'Horamètre retour', '337');
  await pickLevel(page, 'Niveau de carburant retour', '5/8');
  await sign(page, page.getByRole('img', { name: 'Signature retour : zone de dessin' }));
  await finalize(page);
  const finished = await stored();
  expect([finished.CLD_CONTROLE_DEPART, finished.CLD_CONTROLE_RETOUR]).toEqual(['1', '1']);
  expect(finished.CLD_KILOMETRE_RETOUR).toBe('1612');
  expect(String(finished.CLD_SIGNATURE_RETOUR)).toMatch(/^data:image\/png;base64,/);

  // The finished check: locked, both signatures shown back as their images.
  await openForm('Terminé');
  await expect(
    page.getByText('L’état des lieux est terminé : déverrouillez-le pour le modifier.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finaliser' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Signature départ enregistrée' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Signature retour enregistrée' })).toBeVisible();

  // Its PDF: a tablet opens it in a new tab (spec 3 §2.2 « open as PDF »)…
  const tab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /PDF/ }).first().tap();
  const opened = await tab;
  await expect(opened).toHaveURL(/^blob:/);
  await opened.close();

  // … a phone saves it (its own reader opens it), which lets the test read the file back.
  await page.setViewportSize(VIEWPORTS.phone);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /PDF/ }).first().tap();
  const saved = await download;
  // spec 3 §7.1: {contract}_{registration}_{TITLE}.pdf
  expect(saved.suggestedFilename()).toMatch(new RegExp(`^${contract}_.+\\.pdf$`));
  // The strings the PDF draws (`(…) Tj`, WinAnsi): real text, accents included.
  const text = (await readFile(await saved.path())).toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text).toContain(`(Contrat ${contract} - Matricule `);
  expect(text).toContain('(Check-list) Tj');
  expect(text).toContain('(Départ) Tj');
  expect(text).toContain('(Retour) Tj');
  expect(text).toContain('(Écarts constatés) Tj');
  expect(text).toContain('(Contrôle et signatures) Tj');
});
