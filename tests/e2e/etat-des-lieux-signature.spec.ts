import { expect, test } from './support/fixtures';
import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { callApi, callFamily } from './support/api';
import { signIn } from './support/session';
import { callAsPage, records } from './support/records';
import type { Row } from './support/records';

// The customer's remote signature of a condition report (spec 3 §2.5, §4.3, §7.1; DECISIONS.md):
// staff send the departure of an item in Reprise for signature from its form, the link is read
// back from the mail in the email history, and a customer without an account opens it, signs
// (name, pad drawn with the mouse, Oui; a first try while the server is out of reach keeps the
// name and offers Réessayer) and sees view 2; the same link then shows view 4, a
// forged or missing id view 3, and the link after its 7 days view 5. Data of its own: the item
// in Reprise with the lowest CLD_IDEnreg whose departure is not signed, outside the families
// other browser tests write; signing it is this file's only change.
test.describe.configure({ mode: 'serial' });

const DEMO_MAILBOX = 'sav@locasuite-location.fr';
const SIGN_VIEW_BUTTON = 'Signer l’état des lieux';
const ERROR_VIEW = 'Une erreur est survenue';
const DAY_MS = 86_400_000;

let link = '';
let item: Row;

async function ownItem(page: Page): Promise<Row> {
  const inReturn = records(await callAsPage(page, 'etatdl', 'get_return_materials', {}))
    .filter((r) => String(r.CLD_CONTROLE_DEPART) === '1' && String(r.CLD_CONTROLE_RETOUR) !== '1')
    .filter((r) => String(r.CLD_SIGNATURE_DEPART ?? '') === '')
    .filter((r) => !['Élévation', 'Compactage'].includes(String(r.CLD_FAMILLE)))
    .sort((a, b) => Number(a.CLD_IDEnreg) - Number(b.CLD_IDEnreg));
  expect(inReturn.length, 'a seeded item in Reprise without a departure signature').toBeGreaterThan(
    0,
  );
  return inReturn[0]!;
}

/** The signature link of the newest request mailed to the demo mailbox for the item's contract. */
async function mailedLink(): Promise<string> {
  const base = process.env.E2E_BASE_URL ?? '';
  const login = await callApi(base, 'user_login', {
    email: ACCOUNTS.admin.login,
    password: ACCOUNTS.admin.password,
  });
  const token = String((login.body.data as { id?: unknown } | undefined)?.id ?? '');
  expect(token, login.body.message ?? '').not.toBe('');
  const history = await callFamily(
    base,
    'emailVisualisation',
    'sendinBlue_get_emails_list',
    { email: DEMO_MAILBOX },
    token,
  );
  expect(history.status, history.body.message ?? '').toBe(200);
  const subject = `Signature de l’état des lieux du contrat ${String(item.CLD_NUM_CONTRAT)}`;
  const mail = records(history.body).find((m) => m.subject === subject);
  expect(mail, 'the signature request in the email history').toBeDefined();
  const detail = await callFamily(
    base,
    'emailVisualisation',
    'get_email_detail',
    { messageId: mail?.messageId, tag: mail?.tag },
    token,
  );
  expect(detail.status, detail.body.message ?? '').toBe(200);
  const body = detail.body.data as { body?: string; html?: string };
  const found = /https?:\/\/[^\s"<]+\/etat-des-lieux-materiel\/signature\?id=[0-9a-f]{32}/.exec(
    `${body.body ?? ''}\n${body.html ?? ''}`,
  );
  expect(found, 'the link in the mail').not.toBeNull();
  return found![0];
}

/** A browser of the customer's: no session, nothing stored. */
async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  return context.newPage();
}

/** The link's path and query, on this test server (the mail names the address it was sent from). */
const onServer = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test('staff send the departure for signature: « Email envoyé ! » and the link by mail', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.tech);
  item = await ownItem(page);
  const query = new URLSearchParams({
    contrat: String(item.CLD_NUM_CONTRAT),
    matricule: String(item.CLD_MATRICULE),
  });
  await page.goto(`/etat-des-lieux-materiel?${query.toString()}`);
  await expect(page.getByRole('region', { name: 'Client' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer pour signature' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Envoyer l’état des lieux de départ pour signature',
  });
  const list = dialog.getByRole('list', { name: 'Destinataires' });
  // The client's addresses out, the demo mailbox in: the mail can then be read in the history.
  await expect(list.getByRole('listitem').first()).toBeVisible();
  while ((await list.getByRole('listitem').count()) > 0) {
    await list.getByRole('listitem').first().locator('.MuiChip-deleteIcon').click();
  }
  const field = dialog.getByRole('textbox', { name: 'Adresse email' });
  await field.fill(DEMO_MAILBOX);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  const sent = page.waitForResponse((r) => r.url().includes('/etatdl/v1/send_signature_request'));
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('Email envoyé !')).toBeVisible();
  link = await mailedLink();
});

test('after its 7 days the link shows view 5 (expired)', async ({ browser }) => {
  const customer = await customerPage(browser);
  await customer.clock.setFixedTime(new Date(Date.now() + 8 * DAY_MS));
  await customer.goto(onServer(link));
  await expect(customer.getByRole('heading', { name: 'Lien expiré' })).toBeVisible();
  await expect(
    customer.getByText('Ce lien de signature a expiré : l’adresse n’est plus valable.'),
  ).toBeVisible();
  await expect(customer.getByRole('banner')).toHaveCount(0);
  await customer.context().close();
});

test('a customer without an account signs: view 2, then view 4 on the same link', async ({
  browser,
}) => {
  const customer = await customerPage(browser);
  await customer.goto(onServer(link));
  await expect(customer.getByText(String(item.CLD_NUM_CONTRAT), { exact: true })).toBeVisible();
  await expect(customer.getByText(String(item.CLD_MATRICULE), { exact: true })).toBeVisible();
  await expect(customer.getByRole('banner')).toHaveCount(0);
  await customer.getByRole('button', { name: SIGN_VIEW_BUTTON }).click();
  const dialog = customer.getByRole('dialog', { name: 'Signature' });

  // spec 3 §5.4: the signer's name is required.
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog.getByText('Nom du signataire obligatoire')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nom du signataire *' }).fill('Camille DURAND');

  const pad = dialog.getByRole('img', { name: /zone de dessin/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await customer.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await customer.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.45, 0.7],
    [0.6, 0.35],
    [0.8, 0.6],
  ] as const) {
    await customer.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
  }
  await customer.mouse.up();

  await dialog.getByRole('button', { name: 'Valider' }).click();
  const confirm = customer.getByRole('dialog', { name: 'Confirmer la signature' });
  await expect(confirm.getByText(/irréversible/)).toBeVisible();
  // The server out of reach: the French message and Réessayer, the typed name kept.
  await customer.route('**/etatdl/v1/save_signature', (route) => route.abort());
  await confirm.getByRole('button', { name: 'Oui' }).click();
  await expect(dialog.getByText(/La signature n’a pas été envoyée/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Nom du signataire *' })).toHaveValue(
    'Camille DURAND',
  );
  await customer.unroute('**/etatdl/v1/save_signature');
  const saved = customer.waitForResponse((r) => r.url().includes('/etatdl/v1/save_signature'));
  await dialog.getByRole('button', { name: 'Réessayer' }).click();
  expect((await saved).status()).toBe(200);
  await expect(customer.getByRole('heading', { name: 'Signature enregistrée' })).toBeVisible();

  await customer.reload();
  await expect(customer.getByRole('heading', { name: 'Document déjà signé' })).toBeVisible();
  await expect(
    customer.getByText('Une signature existe déjà pour ce contrat et cet équipement.'),
  ).toBeVisible();
  await customer.context().close();
});

test('a forged id, or none, shows view 3 (error, nothing changed)', async ({ browser }) => {
  const customer = await customerPage(browser);
  await customer.goto(`/etat-des-lieux-materiel/signature?id=${'0'.repeat(32)}`);
  await expect(customer.getByRole('heading', { name: ERROR_VIEW })).toBeVisible();
  await expect(
    customer.getByText('Aucune modification ni signature n’a été ajoutée au document.'),
  ).toBeVisible();
  await customer.goto('/etat-des-lieux-materiel/signature');
  await expect(customer.getByRole('heading', { name: ERROR_VIEW })).toBeVisible();
  await customer.context().close();
});
