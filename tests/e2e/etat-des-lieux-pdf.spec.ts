import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { callApi, callFamily } from './support/api';
import { signIn } from './support/session';
import { callAsPage, records } from './support/records';
import type { Row } from './support/records';

// The condition check's PDF and its sharing (spec 3 §2.2 actions, §7.1, §8, §9; issue 14) from the
// form of one finished item: the PDF opened and its text read back, then the PDF mailed (the mail
// read in the email history). Data of its own: the finished item with the highest CLD_IDEnreg of
// get_returned_materials. Nothing here changes the item; the only writes are the mails.
test.describe.configure({ mode: 'serial' });

const DEMO_MAILBOX = 'sav@locasuite-location.fr';

/** The finished item of this file (see above), with a checklist. */
async function ownItem(page: Page): Promise<Row> {
  const finished = records(await callAsPage(page, 'etatdl', 'get_returned_materials', {}))
    .filter((r) => String(r.CHECK_LIST_JSON_GESTION ?? '').length > 2)
    // Not the families other browser tests write (the form's « Élévation » item, the dashboard's
    // deleted « Compactage » records).
    .filter((r) => !['Élévation', 'Compactage'].includes(String(r.CLD_FAMILLE)))
    .sort((a, b) => Number(b.CLD_IDEnreg) - Number(a.CLD_IDEnreg));
  expect(finished.length, 'a seeded finished item').toBeGreaterThan(0);
  return finished[0]!;
}

async function openForm(page: Page, item: Row) {
  const query = new URLSearchParams({
    contrat: String(item.CLD_NUM_CONTRAT),
    matricule: String(item.CLD_MATRICULE),
  });
  await page.goto(`/etat-des-lieux-materiel?${query.toString()}`);
  // The form opens once the list has answered: on a busy machine that outlasts a click's wait.
  await expect(page.getByRole('region', { name: 'Client' })).toBeVisible();
}

/** The strings the PDF draws (`(…) Tj`, WinAnsi), enough to find its French lines. */
function pdfStrings(bytes: Buffer): string {
  return bytes.toString('latin1');
}

test.describe('on a phone', () => {
  // spec 3 §2.2 « open as PDF »: a phone saves the PDF (its own reader opens it), which lets the
  // test read the file back.
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('saves the PDF of a finished item: real text, accents, « Écarts constatés »', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.tech);
    const item = await ownItem(page);
    await openForm(page, item);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /PDF/ }).first().click();
    const saved = await download;
    // spec 3 §7.1: {contract}_{registration}_{TITLE}.pdf
    expect(saved.suggestedFilename()).toMatch(
      new RegExp(`^${String(item.CLD_NUM_CONTRAT)}_.+\\.pdf$`),
    );
    const text = pdfStrings(await readFile(await saved.path()));
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(`(Contrat ${String(item.CLD_NUM_CONTRAT)} - Matricule `);
    expect(text).toContain('(Check-list) Tj');
    expect(text).toContain('(Départ) Tj');
    expect(text).toContain('(Retour) Tj');
    expect(text).toContain('(Écarts constatés) Tj');
    expect(text).toContain('(Contrôle et signatures) Tj');
  });
});

test('opens the PDF in a new tab on a computer', async ({ page }) => {
  await signIn(page, ACCOUNTS.tech);
  const item = await ownItem(page);
  await openForm(page, item);
  const tab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /PDF/ }).first().click();
  const opened = await tab;
  await expect(opened).toHaveURL(/^blob:/);
});

test('mails the PDF: « Email envoyé ! » and the mail in the email history', async ({ page }) => {
  await signIn(page, ACCOUNTS.tech);
  const item = await ownItem(page);
  await openForm(page, item);
  await page.getByRole('button', { name: /email/i }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer le PDF par email' });
  await expect(
    dialog.getByText(/Seules les photos déjà chargées sont jointes au mail/),
  ).toBeVisible();
  // The client's addresses out, the demo mailbox in: the mail can then be read in the history.
  const list = dialog.getByRole('list', { name: 'Destinataires' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  while ((await list.getByRole('listitem').count()) > 0) {
    // The chip's cross (its accessible name, « Retirer … », is the icon's SVG title).
    await list.getByRole('listitem').first().locator('.MuiChip-deleteIcon').click();
  }
  await expect(dialog.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  const field = dialog.getByRole('textbox', { name: 'Adresse email' });
  await expect(field).toBeEnabled();
  await field.fill(DEMO_MAILBOX);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  const sent = page.waitForResponse((r) => r.url().includes('/etatdl/v1/send_pdf_by_email'));
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('Email envoyé !')).toBeVisible();

  // The email history is an admin's tool: read it with an admin's session of its own.
  const base = process.env.E2E_BASE_URL ?? '';
  const login = await callApi(base, 'user_login', {
    email: ACCOUNTS.admin.login,
    password: ACCOUNTS.admin.password,
  });
  const adminToken = String((login.body.data as { id?: unknown } | undefined)?.id ?? '');
  expect(adminToken, login.body.message ?? '').not.toBe('');
  const history = await callFamily(
    base,
    'emailVisualisation',
    'sendinBlue_get_emails_list',
    { email: DEMO_MAILBOX },
    adminToken,
  );
  expect(history.status, history.body.message ?? '').toBe(200);
  const subject = `État des lieux du contrat ${String(item.CLD_NUM_CONTRAT)}`;
  const mails = records(history.body).filter((m) => m.subject === subject);
  expect(mails.length, JSON.stringify(mails.slice(0, 3))).toBeGreaterThan(0);
  expect(mails[0]?.email).toBe(DEMO_MAILBOX);
});
