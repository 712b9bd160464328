import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './support/fixtures';
import { VIEWPORTS } from './support/accounts';
import type { DeviceName } from './support/accounts';
import { callFamily } from './support/api';
import { records } from './support/records';
import type { Row } from './support/records';

// The customer's remote signature of a condition report (spec 3 §2.5, §4.3, §7.1; DECISIONS.md),
// the whole chain in real browsers: staff send the departure of an item in Reprise for signature
// from its form, the link is read back from the mail in the email history, and a customer without
// an account opens it — first on a phone (390 px: the pad takes the screen, portrait and
// landscape), then on a computer, where the report it signs opens as a PDF — and signs with the
// mouse on the pad (a first try while the server is out of reach keeps the name and offers
// Réessayer), sees view 2, and the same link then shows view 4.
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

/** A signature drawn with the mouse on the pad: one stroke, up and down across it. */
async function drawSignature(page: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.45, 0.7],
    [0.6, 0.35],
    [0.8, 0.6],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
  }
  await page.mouse.up();
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

  // The customer on a phone (390 px): the pad takes the dialog's width and a good height
  // (338×133 px before), and keeps a drawing when the phone turns.
  const phone = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
  });
  try {
    const customer = await phone.newPage();
    await customer.goto(onServer(found![0]));
    await customer.getByRole('button', { name: 'Signer l’état des lieux' }).click();
    const signing = customer.getByRole('dialog', { name: 'Signature' });
    const pad = signing.getByRole('img', { name: /zone de dessin/ });
    const box = (await pad.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(350);
    expect(box.height).toBeGreaterThanOrEqual(240);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await customer.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await customer.mouse.down();
    await customer.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.5, { steps: 5 });
    await customer.mouse.up();
    // Landscape: the pad is the screen's width and what height is left, the drawing still there
    // once the pad has been fitted to its new size (two frames later).
    await customer.setViewportSize({ width: 844, height: 390 });
    const turned = (await pad.boundingBox())!;
    expect(turned.width).toBeGreaterThanOrEqual(780);
    expect(turned.height).toBeGreaterThanOrEqual(130);
    await pad.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await pad.evaluate((c) => (c as HTMLCanvasElement).width)).toBeGreaterThanOrEqual(780);
    expect(
      await pad.evaluate((c) => {
        const canvas = c as HTMLCanvasElement;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        return data.some((v, i) => i % 4 === 3 && v > 0);
      }),
    ).toBe(true);
  } finally {
    await phone.close();
  }

  // The customer: a browser of their own, no session, nothing stored.
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const customer = await context.newPage();
    await customer.goto(onServer(found![0]));
    await expect(customer.getByText(contract, { exact: true })).toBeVisible();
    await expect(customer.getByText(registration, { exact: true })).toBeVisible();
    await expect(customer.getByRole('banner')).toHaveCount(0);
    // The report the customer is asked to sign opens from the page, as a PDF.
    const popup = customer.waitForEvent('popup');
    const fetched = customer.waitForResponse((r) => r.url().includes('/get_signature_pdf'));
    await customer.getByRole('button', { name: 'Voir l’état des lieux (PDF)' }).click();
    expect((await fetched).status()).toBe(200);
    const reader = await popup;
    expect(reader.url()).toMatch(/^blob:/);
    // The new tab shows a PDF: the page's own copy of the report.
    await reader.waitForLoadState();
    expect(await reader.evaluate(() => document.contentType)).toBe('application/pdf');
    await reader.close();
    await customer.getByRole('button', { name: 'Signer l’état des lieux' }).click();
    const signing = customer.getByRole('dialog', { name: 'Signature' });
    await signing.getByRole('textbox', { name: 'Nom du signataire *' }).fill('Camille DURAND');

    const pad = signing.getByRole('img', { name: /zone de dessin/ });
    await pad.scrollIntoViewIfNeeded();
    await drawSignature(customer, pad);

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

// Screenshots of the customer's signing page (issue 34 item 9) at the three widths, for people to
// look at (`npm run captures`): view 1 with its PDF button and the link's end, the dialog with a
// drawing on the pad, and view 4 on a second recipient's link once the first signed. Data of its
// own: the item in Reprise with the highest CLD_IDEnreg whose departure is not signed.
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/etat-des-lieux';

for (const device of Object.keys(VIEWPORTS) as DeviceName[]) {
  const { width } = VIEWPORTS[device];
  test(`screenshots of the customer signing page at ${width} px`, async ({ browser, server }) => {
    mkdirSync(SHOTS, { recursive: true });
    const token = await server.token('admin');
    const call = async (family: string, name: string, payload: unknown) => {
      const answer = await callFamily(server.url, family, name, payload, token);
      expect(answer.status, `${name}: ${answer.body.message ?? ''}`).toBe(200);
      return answer.body;
    };
    const item = records(await call(FAMILY, 'get_return_materials', {}))
      .filter((r) => text(r.CLD_CONTROLE_DEPART) === '1' && text(r.CLD_CONTROLE_RETOUR) !== '1')
      .filter((r) => text(r.CLD_SIGNATURE_DEPART) === '')
      .filter((r) => text(r.CLD_FAMILLE) !== 'Élévation')
      .sort((a, b) => Number(b.CLD_IDEnreg) - Number(a.CLD_IDEnreg))[0];
    expect(item, 'a seeded item in Reprise without a departure signature').toBeDefined();
    const doc = await PDFDocument.create();
    doc.addPage([595.28, 841.89]).drawText('Etat des lieux', { x: 50, y: 780, size: 14 });
    const recipients = ['sav@locasuite-location.fr', 'contact@locasuite-location.fr'];
    await call(FAMILY, 'send_signature_request', {
      emails: recipients,
      pdf: `data:application/pdf;base64,${Buffer.from(await doc.save()).toString('base64')}`,
      info: { contrat: item!.CLD_NUM_CONTRAT, matricule: item!.CLD_MATRICULE, state: 'DEPART' },
    });
    // Each recipient's own link, from the newest signature mail of their mailbox.
    const subject = `Signature de l’état des lieux du contrat ${text(item!.CLD_NUM_CONTRAT)}`;
    const links: string[] = [];
    for (const mailbox of recipients) {
      const mail = records(
        await call('emailVisualisation', 'sendinBlue_get_emails_list', { email: mailbox }),
      ).find((m) => m.subject === subject && m.email === mailbox);
      const detail = (
        await call('emailVisualisation', 'get_email_detail', {
          messageId: mail?.messageId,
          tag: mail?.tag,
        })
      ).data as { body?: string; html?: string };
      const link = /\/etat-des-lieux-materiel\/signature\?id=[0-9a-f]{32}/.exec(
        `${detail.body ?? ''}\n${detail.html ?? ''}`,
      );
      expect(link, `the link mailed to ${mailbox}`).not.toBeNull();
      links.push(link![0]);
    }

    const context = await browser.newContext({
      baseURL: server.url,
      viewport: VIEWPORTS[device],
    });
    try {
      const customer = await context.newPage();
      const shot = (name: string, fullPage = true) =>
        customer.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage });
      await customer.goto(links[0]!);
      await expect(
        customer.getByRole('button', { name: 'Voir l’état des lieux (PDF)' }),
      ).toBeVisible();
      await shot('signature-client');
      await customer.getByRole('button', { name: 'Signer l’état des lieux' }).click();
      const signing = customer.getByRole('dialog', { name: 'Signature' });
      await signing.getByRole('textbox', { name: 'Nom du signataire *' }).fill('Camille DURAND');
      await drawSignature(customer, signing.getByRole('img', { name: /zone de dessin/ }));
      await shot('signature-client-dialogue', false);
      await signing.getByRole('button', { name: 'Valider' }).click();
      await customer
        .getByRole('dialog', { name: 'Confirmer la signature' })
        .getByRole('button', { name: 'Oui' })
        .click();
      await expect(customer.getByRole('heading', { name: 'Signature enregistrée' })).toBeVisible();

      // The other recipient's link: already signed, by whom and when.
      await customer.goto(links[1]!);
      await expect(customer.getByText(/^Signé par Camille DURAND le /)).toBeVisible();
      await shot('signature-client-deja-signee');
    } finally {
      await context.close();
    }
  });
}
