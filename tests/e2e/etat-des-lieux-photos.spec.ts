import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/session';
import { padBox } from './support/view';
import { callAsPage, records } from './support/records';

// The condition check's photos (spec 3 §2.2 section 7, §5.3) and drawn observations (section 8)
// in the form, as a technician on a 768 px tablet with touch. Records written here and nowhere
// else: the LAST item of `get_depart_materials` (photos, departure leg) and the LAST item of
// `get_return_materials` (drawing, return leg), outside the families that other browser tests
// write (the form's « Élévation » item moves from one list to the other as it runs; the
// dashboard deletes « Compactage » records).
// The form lands separately: these tests are switched on when it renders PhotoSection.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

const FAMILY = 'etatdl';
const OTHER_TESTS_FAMILIES = ['Élévation', 'Compactage'];
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const call = (page: Page, name: string, payload: unknown) =>
  callAsPage(page, FAMILY, name, payload);

async function lastItem(
  page: Page,
  list: string,
): Promise<{ contract: string; matricule: string }> {
  const rows = records(await call(page, list, {})).filter(
    (r) => !OTHER_TESTS_FAMILIES.includes(String(r.CLD_FAMILLE)),
  );
  const row = rows.at(-1);
  expect(row, `${list} answers no item`).toBeDefined();
  return { contract: String(row?.CLD_NUM_CONTRAT), matricule: String(row?.CLD_MATRICULE) };
}

const formUrl = (item: { contract: string; matricule: string }) =>
  `/etat-des-lieux-materiel?contrat=${encodeURIComponent(item.contract)}&matricule=${encodeURIComponent(item.matricule)}`;

test('adds a photo from the file chooser, sees it in the carousel, deletes it', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.tech);
  const item = await lastItem(page, 'get_depart_materials');
  await page.goto(formUrl(item));
  const section = page.getByRole('region', { name: 'Photos du départ' });
  await expect(section.getByText('Aucune photo enregistrée')).toBeVisible();
  const add = section.getByRole('button', { name: 'Ajouter des photos' });
  await expect(add).toBeEnabled();
  const stored = page.waitForResponse((r) => r.url().includes(`/${FAMILY}/v1/set_photos`));
  const chooser = page.waitForEvent('filechooser');
  await add.click();
  await (await chooser).setFiles({ name: 'chantier.png', mimeType: 'image/png', buffer: PNG });
  expect((await stored).status()).toBe(200);
  await section.getByRole('button', { name: 'Voir la photo 1' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photos du départ' });
  await expect(viewer.getByText('Photo 1 sur 1')).toBeVisible();
  await expect(viewer.getByText(/^Prise le \d\d\/\d\d\/\d{4} \d\d:\d\d$/)).toBeVisible();
  // The carousel is 900 px wide, 90vw on a narrower screen (spec 3 §9).
  const width = (await viewer.boundingBox())?.width ?? 0;
  expect(width).toBeLessThanOrEqual(768 * 0.9 + 1);
  await viewer.getByRole('button', { name: 'Supprimer' }).click();
  const deleted = page.waitForResponse((r) => r.url().includes(`/${FAMILY}/v1/photo_delete`));
  await page
    .getByRole('dialog', { name: 'Supprimer la photo' })
    .getByRole('button', { name: 'Oui' })
    .click();
  expect((await deleted).status()).toBe(200);
  await expect(section.getByText('Aucune photo enregistrée')).toBeVisible();
});

test('draws a damage mark over the family image on the return', async ({ page }) => {
  await signIn(page, ACCOUNTS.tech);
  const item = await lastItem(page, 'get_return_materials');
  await page.goto(formUrl(item));
  // The return's observations (section 8): the signature pads have their own undo buttons.
  const returnSide = page.getByTestId('condition-observation-RETOUR');
  const pad = returnSide.getByRole('img', { name: 'Dessin des dommages sur le matériel' });
  const { x, y, width, height } = await padBox(pad);
  const undo = returnSide.getByRole('button', { name: 'Annuler le dernier trait' });
  await expect(undo).toBeDisabled();
  await page.mouse.move(x + width * 0.3, y + height * 0.3);
  await page.mouse.down();
  await page.mouse.move(x + width * 0.5, y + height * 0.5, { steps: 8 });
  await page.mouse.move(x + width * 0.6, y + height * 0.4, { steps: 8 });
  await page.mouse.up();
  await expect(pad).toHaveAttribute('data-strokes', '1');
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(pad).toHaveAttribute('data-strokes', '0');
});
