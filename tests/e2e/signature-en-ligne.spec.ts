import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pdfPageTexts } from '../contract/support/pdfPageTexts';
import { expect, test } from './support/fixtures';
import { VIEWPORTS } from './support/accounts';
import { callFamily } from './support/api';
import { records } from './support/records';

// The document signer (spec 3 §2.7, §2.8, §4.4, §9; issue 36) in a real browser: pdf.js draws the
// document, a mouse signs on the pad and the stamped PDF's text is read back; the whole remote
// flow on a 390 px phone with the code read from the mail; the public verification page with the
// signed file and a modified copy. The calls and refusals are proven by
// tests/contract/pdfSigner*.test.ts, the screens by the page tests.
test.use({ account: 'admin' });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/signature-en-ligne';
/** The admin's mailbox (the email history shows what it receives). */
const MAILBOX = 'sav@locasuite-location.fr';

type Server = { url: string; token: (login: 'admin') => Promise<string> };

async function api(server: Server) {
  const token = await server.token('admin');
  return async (family: string, name: string, payload: unknown, auth: string | null = token) => {
    const answer = await callFamily(server.url, family, name, payload, auth);
    expect(answer.status, `${name}: ${answer.body.message ?? ''}`).toBe(200);
    return answer.body;
  };
}

/** The newest mail of the admin's mailbox whose subject matches, its text. */
async function mailText(call: Awaited<ReturnType<typeof api>>, subject: RegExp): Promise<string> {
  const list = records(
    await call('emailVisualisation', 'sendinBlue_get_emails_list', { email: MAILBOX }),
  );
  const mail = list.find((m) => subject.test(String(m.subject)));
  expect(mail, `a mail « ${subject.source} »`).toBeDefined();
  const detail = (
    await call('emailVisualisation', 'get_email_detail', {
      messageId: mail?.messageId,
      tag: mail?.tag,
    })
  ).data as { body?: string; html?: string };
  return `${detail.body ?? ''}\n${detail.html ?? ''}`;
}

async function firstClientWithFiles(call: Awaited<ReturnType<typeof api>>) {
  const ids = ((await call('pdf-signer', 'get_client_liste', {})).data as number[]).map(String);
  const clients = records(await call('pdf-signer', 'get_client_data_liste', {}));
  const client = clients.find((c) => ids.includes(String(c.id)))!;
  return { company: String(client.SOCIETE), code: String(client.CODE_CLIENT) };
}

test('a staff member opens a contract, signs it with the mouse, and the stamped PDF says who and when', async ({
  page,
  server,
}) => {
  const call = await api(server);
  const { company, code } = await firstClientWithFiles(call);
  await page.setViewportSize({ width: VIEWPORTS.desktop.width, height: 900 });
  await page.goto('/signature-en-ligne');
  const box = page.getByRole('combobox', { name: 'Client' });
  await box.fill(company);
  await page.getByRole('option', { name: company }).click();
  const table = page.getByRole('table', { name: 'Documents du client' });
  await expect(table.getByRole('row').nth(1)).toContainText(company);
  // Not wider than the window at 1366 px (a screen-reader-only header was once 100 % wide).
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'liste-1366.png'), fullPage: true });

  const opener = table.getByRole('button', { name: /^Ouvrir / }).first();
  const name = (await opener.getAttribute('aria-label'))!.replace(/^Ouvrir /, '');
  await opener.click();
  const viewer = page.getByRole('dialog');
  // pdf.js drew every page (contracts have three, invoices two).
  await expect(viewer.getByRole('img', { name: 'Page 2' })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'document-1366.png') });
  await viewer.getByRole('button', { name: 'Signer' }).click();
  const pad = page.getByRole('img', { name: 'Zone de signature : Signature du client' });
  const area = (await pad.boundingBox())!;
  expect(Math.round(area.width)).toBe(500);
  await page.mouse.move(area.x + 60, area.y + 250);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++)
    await page.mouse.move(area.x + 60 + i * 18, area.y + 250 + Math.sin(i / 2) * 60);
  await page.mouse.up();
  const signed = page.waitForResponse((r) =>
    r.url().includes('/pdf-signer/v1/signe_and_change_file_name'),
  );
  await page.getByRole('button', { name: 'Valider ma signature' }).click();
  expect((await signed).status()).toBe(200);
  await expect(page.getByText('Document signé.')).toBeVisible();

  // The stamped file, read back: page one carries the client's name and « Signée le … », the
  // last page the certificate naming the staff member.
  const files = (await call('pdf-signer', 'get_client_files_by_code', { code })).data as {
    name: string;
    path_display: string;
  }[];
  const done = files.find((f) => f.name === `${name.replace('@@NOK@@', '@@OK@@')}.pdf`)!;
  expect(done, 'the file renamed NOK → OK').toBeDefined();
  const { fileBinary } = (
    await call('pdf-signer', 'get_file_from_path', { path: done.path_display })
  ).data as { fileBinary: string };
  const pages = await pdfPageTexts(Buffer.from(fileBinary, 'base64'));
  expect(pages[0]).toContain(company.replace(/[^\u0020-\u00ff’]/g, '?'));
  expect(pages[0]!.some((s) => /^Signée le \d\d\/\d\d\/\d{4} \d\d:\d\d$/.test(s))).toBe(true);
  expect(pages.at(-1)).toContain('Certificat de signature');
  expect(pages.at(-1)!.join('')).toContain('en présence de');
});

test('the customer signs remotely on a 390 px phone with the code received by mail', async ({
  browser,
  server,
}) => {
  const call = await api(server);
  const { code } = await firstClientWithFiles(call);
  const files = (await call('pdf-signer', 'get_client_files_by_code', { code })).data as {
    path_display: string;
  }[];
  const path = files
    .map((f) => f.path_display)
    .filter((p) => p.includes('@@NOK@@'))
    .at(-1)!;
  await call('pdf-signer', 'send_double_verif_by_mail', {
    clientData: { email: MAILBOX, tel: '06 12 34 56 78', path },
    files: { document: path },
  });
  const link = /\/signature-double-authentification\?id=[0-9a-f]{32}/.exec(
    await mailText(call, /^Document à signer/),
  )?.[0];
  expect(link, 'the link in the mail').toBeDefined();

  const phone = await browser.newContext({
    baseURL: server.url,
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    isMobile: true,
  });
  const page = await phone.newPage();
  await page.goto(link!);
  await expect(
    page.getByRole('heading', { name: 'Signature à double authentification' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page
    .getByRole('button', {
      name: 'Recevoir un code par MAIL au 06 12 34 56 78 pour valider la signature de mon document',
    })
    .tap();
  await expect(
    page.getByRole('button', { name: 'Demander un nouveau code de vérificartion' }),
  ).toBeVisible();
  const codeNumber = /(\d{6})/.exec(await mailText(call, /^Votre code de signature$/))![1]!;
  await page.getByLabel('Code recus par mail...').fill(codeNumber);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'double-authentification-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Valider ma signature en ligne' }).tap();
  await expect(page.getByText('Votre signature est validé.')).toBeVisible();
  await page.getByRole('button', { name: 'Visualiser mon document signé' }).tap();
  await expect(page.getByRole('img', { name: 'Page 1' })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'document-signe-390.png') });
  await phone.close();
});

test('the public verification page says « authentique » for the signed file and « inconnu » for a modified copy', async ({
  browser,
  server,
}) => {
  const call = await api(server);
  const listing = (await call('pdf-signer', 'get_files_liste_from_path', { path: '/CLIENTS' }))
    .data as { path_display: string }[];
  const signed = listing.find((f) => f.path_display.includes('@@OK@@'))!;
  const { fileBinary } = (
    await call('pdf-signer', 'get_file_from_path', { path: signed.path_display })
  ).data as { fileBinary: string };
  const bytes = Buffer.from(fileBinary, 'base64');

  const visitor = await browser.newContext({
    baseURL: server.url,
    viewport: { width: VIEWPORTS.tablet.width, height: 1024 },
  });
  const page = await visitor.newPage();
  await page.goto('/signature-en-ligne/verification');
  const input = page.getByLabel('Choisir un PDF');
  await input.setInputFiles({
    name: 'contrat-signé.pdf',
    mimeType: 'application/pdf',
    buffer: bytes,
  });
  await expect(page.getByText('Document authentique', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Certificat de signature' })).toContainText(
    'Signataire',
  );
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'verification-768.png'), fullPage: true });
  await input.setInputFiles({
    name: 'copie.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([bytes, Buffer.from('\n%')]),
  });
  await expect(page.getByText('Document inconnu', { exact: true })).toBeVisible();
  await visitor.close();
});
