import { expect, test } from './support/fixtures';
import { callFamily } from './support/api';
import { records } from './support/records';
import type { Row } from './support/records';

// The customer's remote signature of a condition report (spec 3 §2.5, §4.3, §7.1; DECISIONS.md),
// the whole chain in real browsers: staff send the departure of an item in Reprise for signature
// from its form, the link is read back from the mail in the email history, and a customer without
// an account opens it and signs with the mouse on the pad (a first try while the server is out of
// reach keeps the name and offers Réessayer), sees view 2, and the same link then shows view 4.
// The views alone (1, 3, 4, 5) are proven on the page (SignaturePage.server.test.tsx), the calls
// and refusals by tests/contract/etatdlSignature.test.ts. On the way the staff member, an admin,
// opens the Vélo dashboard (the route lists bikes only). Data of its own: the item in Reprise with
// the lowest CLD_IDEnreg whose departure is not signed, outside « Élévation » (the form's test
// signs one of those); signing it is this test's only change.
test.use({ account: 'admin' });

const FAMILY = 'etatdl';
const DEMO_MAILBOX = 'sav@locasuite-location.fr';
const DEFAULT_STATES = ['Départ', 'Reprise', 'Terminé'];

const text = (value: unknown) => String(value ?? '').trim();

/** spec 3 §4.1, written here from the table: Départ 0/0, Reprise 1/0, Terminé 1/1. */
function stateOf(r: Row): string {
  if (text(r.CLD_WAITING) === '1') return 'En attente';
  const cd = text(r.CLD_CONTROLE_DEPART) || '0';
  const cr = text(r.CLD_CONTROLE_RETOUR) || '0';
  if (cd === '0' && cr === '0') return 'Départ';
  if (cd === '1' && cr === '0') return 'Reprise';
  if (cd === '1' && cr === '1') return 'Terminé';
  return 'Livrer (attente)';
}

/** The link's path and query, on this test server (the mail names the address it was sent from). */
const onServer = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test('staff send a departure for signature by mail; the customer, without an account, signs it with the mouse through a lost connection, and the link then says it is signed', async ({
  page,
  browser,
  server,
}) => {
  const token = await server.token('admin');
  const call = async (family: string, name: string, payload: unknown) => {
    const answer = await callFamily(server.url, family, name, payload, token);
    expect(answer.status, `${name}: ${answer.body.message ?? ''}`).toBe(200);
    return answer.body;
  };
  const all = records(await call(FAMILY, 'get_materials', {}));
  const inReturn = records(await call(FAMILY, 'get_return_materials', {}))
    .filter((r) => text(r.CLD_CONTROLE_DEPART) === '1' && text(r.CLD_CONTROLE_RETOUR) !== '1')
    .filter((r) => text(r.CLD_SIGNATURE_DEPART) === '')
    .filter((r) => text(r.CLD_FAMILLE) !== 'Élévation')
    .sort((a, b) => Number(a.CLD_IDEnreg) - Number(b.CLD_IDEnreg));
  const item = inReturn[0];
  expect(item, 'a seeded item in Reprise without a departure signature').toBeDefined();
  const contract = text(item!.CLD_NUM_CONTRAT);
  const registration = text(item!.CLD_MATRICULE);

  // The Vélo dashboard lists the bikes only (DECISIONS.md).
  const bikes = all.filter(
    (r) => text(r.CLD_FAMILLE) === 'Vélo' && DEFAULT_STATES.includes(stateOf(r)),
  );
  expect(bikes.length).toBeGreaterThan(0);
  const listed = page.waitForResponse((r) => r.url().includes(`/${FAMILY}/v1/get_materials`));
  await page.goto('/etat-des-lieux-velo');
  expect((await listed).status()).toBe(200);
  await expect(page.getByText(new RegExp(`^1–\\d+ sur ${bikes.length}$`))).toBeVisible();

  // Staff: the item's form, « Envoyer pour signature » to the demo mailbox instead of the
  // client's addresses (the mail can then be read in the email history).
  const query = new URLSearchParams({ contrat: contract, matricule: registration });
  await page.goto(`/etat-des-lieux-materiel?${query.toString()}`);
  await expect(page.getByRole('region', { name: 'Client' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer pour signature' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Envoyer l’état des lieux de départ pour signature',
  });
  const list = dialog.getByRole('list', { name: 'Destinataires' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  while ((await list.getByRole('listitem').count()) > 0) {
    // The chip's cross (its accessible name, « Retirer … », is the icon's SVG title).
    await list.getByRole('listitem').first().locator('.MuiChip-deleteIcon').click();
  }
  await dialog.getByRole('textbox', { name: 'Adresse email' }).fill(DEMO_MAILBOX);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  const sent = page.waitForResponse((r) =>
    r.url().includes(`/${FAMILY}/v1/send_signature_request`),
  );
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('Email envoyé !')).toBeVisible();

  // The link, read from the mail in the email history.
  const history = await call('emailVisualisation', 'sendinBlue_get_emails_list', {
    email: DEMO_MAILBOX,
  });
  const subject = `Signature de l’état des lieux du contrat ${contract}`;
  const mail = records(history).find((m) => m.subject === subject);
  expect(mail, 'the signature request in the email history').toBeDefined();
  const detail = (
    await call('emailVisualisation', 'get_email_detail', {
      messageId: mail?.messageId,
      tag: mail?.tag,
    })
  ).data as { body?: string; html?: string };
  const found = /https?:\/\/[^\s"<]+\/etat-des-lieux-materiel\/signature\?id=[0-9a-f]{32}/.exec(
    `${detail.body ?? ''}\n${detail.html ?? ''}`,
  );
  expect(found, 'the link in the mail').not.toBeNull();

  // The customer: a browser of their own, no session, nothing stored.
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const customer = await context.newPage();
    await customer.goto(onServer(found![0]));
    await expect(customer.getByText(contract, { exact: true })).toBeVisible();
    await expect(customer.getByText(registration, { exact: true })).toBeVisible();
    await expect(customer.getByRole('banner')).toHaveCount(0);
    await customer.getByRole('button', { name: 'Signer l’état des lieux' }).click();
    const signing = customer.getByRole('dialog', { name: 'Signature' });
    await signing.getByRole('textbox', { name: 'Nom du signataire *' }).fill('Camille DURAND');

    const pad = signing.getByRole('img', { name: /zone de dessin/ });
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

    await signing.getByRole('button', { name: 'Valider' }).click();
    const confirm = customer.getByRole('dialog', { name: 'Confirmer la signature' });
    await expect(confirm.getByText(/irréversible/)).toBeVisible();
    // The server out of reach: the French message and Réessayer, the typed name and the drawing
    // kept (a drawn signature needs a browser: the page tests cannot draw one).
    await customer.route('**/etatdl/v1/save_signature', (route) => route.abort());
    await confirm.getByRole('button', { name: 'Oui' }).click();
    await expect(signing.getByText(/La signature n’a pas été envoyée/)).toBeVisible();
    await expect(signing.getByRole('textbox', { name: 'Nom du signataire *' })).toHaveValue(
      'Camille DURAND',
    );
    await customer.unroute('**/etatdl/v1/save_signature');
    const saved = customer.waitForResponse((r) => r.url().includes('/etatdl/v1/save_signature'));
    await signing.getByRole('button', { name: 'Réessayer' }).click();
    expect((await saved).status()).toBe(200);
    await expect(customer.getByRole('heading', { name: 'Signature enregistrée' })).toBeVisible();

    await customer.reload();
    await expect(customer.getByRole('heading', { name: 'Document déjà signé' })).toBeVisible();
    await expect(
      customer.getByText('Une signature existe déjà pour ce contrat et cet équipement.'),
    ).toBeVisible();
  } finally {
    await context.close();
  }

  // The record carries the customer's signature as a PNG.
  const signed = records(await call(FAMILY, 'get_materials', {})).find(
    (r) => r.CLD_IDEnreg === item!.CLD_IDEnreg,
  );
  expect(text(signed?.CLD_SIGNATURE_DEPART)).toMatch(/^data:image\/png;base64,/);
});
