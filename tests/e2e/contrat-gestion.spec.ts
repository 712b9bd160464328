import { expect, test } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { VIEWPORTS } from './support/accounts';
import { callFamily } from './support/api';

// The rental contracts (spec 4 §2.3–2.6, §4.2–4.4; issue 38) in a real browser: the whole wizard
// creating a client and a contract with two machines, which opens 4 s later; a machine taken out,
// invoicing refused then allowed, renewal, closing; and two browsers adding the same machine to a
// contract at once, the second refused. The rules are proven on the pages
// (apps/contrat-gestion/**/*.server.test.tsx) and the server (tests/contract/contrat*.test.ts).
test.use({ account: 'admin', viewport: VIEWPORTS.desktop });

type Row = Record<string, unknown>;
const rows = (data: unknown): Row[] =>
  ((data as { data?: { fieldData: Row; portalData?: Row }[] }).data ?? []).map((r) => ({
    ...r.fieldData,
    ...r.portalData,
  }));

/** Machines of one sub-family with grids that are free over the next month, by their cascade. */
async function freeMachines(baseURL: string, token: string, count: number) {
  const subFamilies = rows(
    (await callFamily(baseURL, 'contrat', 'get_sub_family_list', {}, token)).body.data,
  ).filter((s) => Array.isArray(s.CAT_Tarif_GM_id) && s.CAT_Tarif_GM_id.length > 0);
  const fleet = rows((await callFamily(baseURL, 'contrat', 'get_parc', {}, token)).body.data);
  const start = new Date();
  const day = (d: Date) =>
    `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
  const end = new Date(start.getTime() + 40 * 86_400_000);
  for (const s of subFamilies) {
    const found: string[] = [];
    for (const f of fleet.filter((e) => e.SOUS_FAMILLE === s.Nom_Genre_Machine)) {
      const answer = await callFamily(
        baseURL,
        'contrat',
        'is_materiel_free',
        {
          uuid: {
            UID: f.MATRICULE_UID ?? f.MATRICULE,
            CLD_DATE_DEPART: day(start),
            CLD_DATE_RETOUR: day(end),
          },
        },
        token,
      );
      if ((answer.body.data as Row).disponible === 'true') found.push(String(f.MATRICULE));
      if (found.length === count)
        return { family: String(s['Famille Parc']), subFamily: String(s.Nom_Genre_Machine), found };
    }
  }
  throw new Error('no free machines in the seed');
}

async function choose(page: Page, scope: Locator | Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function pickMachine(
  page: Page,
  card: Locator,
  m: { family: string; subFamily: string },
  matricule: string,
) {
  await choose(page, card, 'Famille', m.family);
  await choose(page, card, 'Sous famille', m.subFamily);
  await choose(page, card, 'Matricule', matricule);
  await expect(card.getByText(`Le ${matricule} est disponible`)).toBeVisible();
  await choose(page, card, 'Type de location', /.+/);
  await choose(page, card, 'Tarif', 'Tarif plein');
}

const reason = (page: Page, name: string) =>
  page.getByRole('button', { name }).locator('xpath=..').getAttribute('aria-label');

test('the wizard creates a client and a contract with two machines; out, invoice refused then allowed, renew, close', async ({
  page,
  server,
}) => {
  const machines = await freeMachines(server.url, await server.token('admin'), 2);
  await page.goto('/contrat-gestion');
  await page.getByRole('button', { name: 'Créer un contrat' }).click();

  // Step 1: a new client.
  await page.getByRole('button', { name: 'Créer un client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Création de client' });
  await dialog.getByRole('button', { name: 'Créer un client' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Champ nécéssaire : Prénom' }),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Prénom' }).fill('Lucie');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Parcheminier');
  await dialog
    .getByRole('textbox', { name: 'Mail', exact: true })
    .fill('lucie.parcheminier@example.fr');
  await dialog.getByRole('textbox', { name: 'Adresse' }).fill('4 quai Perrache');
  await dialog.getByRole('textbox', { name: 'Téléphone' }).fill('0611223344');
  await dialog.getByRole('textbox', { name: 'Code postal' }).fill('69002');
  await choose(page, dialog, 'Ville', /^Lyon/);
  await dialog.getByRole('button', { name: 'Créer un client' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Client sélectionné' })).toContainText(
    /Parcheminier/i,
  );
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 2: two machines.
  for (const [i, matricule] of machines.found.entries()) {
    await page.getByRole('button', { name: 'Ajouter un matériel' }).click();
    await pickMachine(
      page,
      page.getByRole('region', { name: `Materiel N° ${i + 1}` }),
      machines,
      matricule,
    );
  }
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await choose(page, page, 'Lieu de retrait', /.+/);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Créer mon contrat' }).click();
  await page
    .getByRole('dialog', { name: 'Valider la création de mon contrat ?' })
    .getByRole('button', { name: 'Oui' })
    .click();

  // The new contract opens 4 s after creation (spec 4 §4.4).
  const invoice = page.getByRole('button', { name: 'Facturer' });
  await expect(invoice).toBeVisible({ timeout: 15_000 });
  const lines = page.getByRole('article');
  await expect(lines).toHaveCount(2);

  // A machine out: invoicing is refused and says why.
  await lines.nth(0).getByRole('button', { name: 'Sortir le materiel' }).click();
  await expect(lines.nth(0).getByLabel('Statut : Sortie')).toBeVisible();
  expect(await reason(page, 'Facturer')).toMatch(/facturation demande/i);

  // The other out, payment and deposit set and saved: invoicing allowed.
  await lines.nth(1).getByRole('button', { name: 'Sortir le materiel' }).click();
  await expect(lines.nth(1).getByLabel('Statut : Sortie')).toBeVisible();
  await choose(page, page, 'Mode de paiement', 'Virement');
  await choose(page, page, 'Mode de dépôt de la caution', 'Empreinte CB');
  await expect(
    page.getByText('Des modifications ont été apportées, les valider pour continuer'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Valider mes modifications' }).click();
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  await expect(invoice).toBeEnabled();

  // Renewal (a machine is out).
  await page.getByRole('button', { name: 'Options avancées' }).click();
  await page.getByRole('button', { name: 'Renouveler le contrat' }).click();
  await page
    .getByRole('dialog', { name: 'Renouveler ce contrat ?' })
    .getByRole('button', { name: 'Oui' })
    .click();
  await expect(page.getByText(/^Contrat renouvelé : /)).toBeVisible();

  // Closing: refused while a machine is out, then done once both are back.
  expect(await reason(page, 'Clôturer le contrat')).toBe(
    'Clôture impossible tant qu’un matériel est sorti.',
  );
  for (const i of [0, 1]) {
    await lines.nth(i).getByRole('button', { name: 'Rentrer le materiel' }).click();
    await expect(lines.nth(i).getByLabel('Statut : Rentré')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Clôturer le contrat' }).click();
  await page
    .getByRole('dialog', { name: 'Clôturer ce contrat ?' })
    .getByRole('button', { name: 'Oui' })
    .click();
  await expect(invoice).toBeHidden();
  await expect(page.getByRole('table', { name: 'Contrats' })).toBeVisible();
});

test('two browsers add the same machine to a contract: the second is refused, naming who holds it', async ({
  page,
  server,
  signedInPage,
}) => {
  const token = await server.token('admin');
  const contracts = rows(
    (await callFamily(server.url, 'contrat', 'get_contrats', {}, token)).body.data,
  );
  const open = contracts.find((c) => !c['N° FACT Comp'] && c.Cloture !== '1')!;
  const number = String(open['N° Contrat Comp']);
  const machines = await freeMachines(server.url, token, 1);
  const other = await signedInPage('planif');
  const dialogs: Locator[] = [];
  for (const p of [page, other]) {
    await p.goto('/contrat-gestion');
    await p.getByLabel('Rechercher').fill(number);
    await p.getByRole('table', { name: 'Contrats' }).getByRole('row').nth(1).click();
    await p.getByRole('button', { name: 'Ajouter du matériel' }).click();
    const d = p.getByRole('dialog', { name: 'Ajouter du matériel' });
    await choose(p, d, 'Famille', machines.family);
    await choose(p, d, 'Sous famille', machines.subFamily);
    await choose(p, d, 'Matricule', machines.found[0]!);
    await choose(p, d, 'Type de location', /.+/);
    await choose(p, d, 'Tarif', 'Tarif plein');
    dialogs.push(d);
  }
  await dialogs[0]!.getByRole('button', { name: 'Ajouter mon materiel' }).click();
  await expect(dialogs[0]!).toBeHidden();
  await dialogs[1]!.getByRole('button', { name: 'Ajouter mon materiel' }).click();
  // The database refuses the overlap: a French 409 naming the contract that holds it.
  await expect(
    dialogs[1]!.getByRole('alert').filter({ hasText: /réservé par le contrat/ }),
  ).toContainText(`Le ${machines.found[0]} n'est pas disponible`);
});
