import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/session';
import { callAsPage, records } from './support/records';
import type { Row } from './support/records';

// The condition-check dashboard (spec 3 §2.1, §2.3, §2.4, §4.1, §6; issue 14) against the seeded
// server, as a technician, a planner and an admin. The only writes: the planner's name (put back)
// and the delete of two finished « Compactage » records, the last two by id (no other browser
// test uses that family).

const FAMILY = 'etatdl';

const call = (page: Page, name: string, payload: unknown) =>
  callAsPage(page, FAMILY, name, payload);

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
const DEFAULT_STATES = ['Départ', 'Reprise', 'Terminé'];

/** `MM/DD/YYYY` (the wire) as the list shows it, `DD/MM/YYYY`; and as a sortable key. */
const shown = (wire: unknown) => {
  const [m, d, y] = text(wire).split('/');
  return `${d}/${m}/${y}`;
};
const sortable = (wire: unknown) => {
  const [m, d, y] = text(wire).split('/');
  return `${y}-${m}-${d}`;
};

async function openDashboard(page: Page, path = '/etat-des-lieux-materiel') {
  const listed = page.waitForResponse((r) => r.url().includes(`/${FAMILY}/v1/get_materials`));
  await page.goto(path);
  expect((await listed).status()).toBe(200);
  await expect(page.getByText(/^1–\d+ sur \d+$/)).toBeVisible();
}

const rows = (page: Page) => page.getByRole('row', { name: /^Ouvrir / });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Recherche' });

test('a technician lists the contracts with their states, searches, filters and sorts', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.tech);
  await openDashboard(page);
  const all = records(await call(page, 'get_materials', {}));
  const listed = all.filter((r) => DEFAULT_STATES.includes(stateOf(r)));
  await expect(page.getByText(`1–50 sur ${listed.length}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(50);
  await expect(page.getByRole('combobox', { name: 'États' })).toHaveText(
    'Départ, Reprise, Terminé',
  );

  // The search: one contract, each of its lines with its state.
  const finished = listed.find((r) => stateOf(r) === 'Terminé');
  const contract = text(finished?.CLD_NUM_CONTRAT);
  const lines = listed.filter((r) => text(r.CLD_NUM_CONTRAT) === contract);
  await expect(search(page)).toBeEnabled();
  await search(page).fill(contract);
  await expect(rows(page)).toHaveCount(lines.length);
  for (const line of lines) {
    const row = page.getByRole('row', {
      name: `Ouvrir ${contract} ${text(line.CLD_MATRICULE)}`,
    });
    await expect(row).toContainText(stateOf(line));
  }
  await search(page).fill('');

  // Only « Terminé ».
  await page.getByRole('combobox', { name: 'États' }).click();
  await page.getByRole('option', { name: 'Départ' }).click();
  await page.getByRole('option', { name: 'Reprise' }).click();
  await page.keyboard.press('Escape');
  const done = listed.filter((r) => stateOf(r) === 'Terminé');
  await expect(page.getByText(`1–50 sur ${done.length}`)).toBeVisible();
  await expect(rows(page).filter({ hasNotText: 'Terminé' })).toHaveCount(0);

  // Sort mode 2: departure date ascending (the first click on the active column flips it).
  await page.getByRole('button', { name: 'Trier par Date de départ' }).click();
  const earliest = [...done].sort((a, b) =>
    sortable(a.CLD_DATE_DEPART).localeCompare(sortable(b.CLD_DATE_DEPART)),
  )[0];
  await expect(rows(page).first()).toContainText(shown(earliest?.CLD_DATE_DEPART));
  // Sort mode 3: return date descending.
  await page.getByRole('button', { name: 'Trier par Date de retour' }).click();
  const latest = [...done].sort((a, b) =>
    sortable(b.CLD_DATE_RETOUR).localeCompare(sortable(a.CLD_DATE_RETOUR)),
  )[0];
  await expect(rows(page).first()).toContainText(shown(latest?.CLD_DATE_RETOUR));
});

test('?contrat=&matricule= opens that item, a row opens its own', async ({ page }) => {
  await signIn(page, ACCOUNTS.tech);
  const item = records(await call(page, 'get_materials', {})).find((r) => stateOf(r) === 'Reprise');
  const contract = text(item?.CLD_NUM_CONTRAT);
  const registration = text(item?.CLD_MATRICULE);
  const query = new URLSearchParams({ contrat: contract, matricule: registration });
  await page.goto(`/etat-des-lieux-materiel?${query.toString()}`);
  const form = page.getByRole('dialog');
  await expect(form).toContainText(contract);
  await expect(form).toContainText(registration);

  await openDashboard(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await search(page).fill(registration);
  await page.getByRole('row', { name: `Ouvrir ${contract} ${registration}` }).click();
  await expect(page.getByRole('dialog')).toContainText(registration);
  await expect(page).toHaveURL(new RegExp(`contrat=${contract}`));
});

test('« Modifier le formulaire » saves the name (then puts it back); only admins see the custom fields', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.planif);
  await openDashboard(page);
  const before = text(records(await call(page, 'get_user_info', {}))[0]?.user_name);
  const rename = async (name: string) => {
    await page.getByRole('button', { name: 'Modifier le formulaire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le formulaire' });
    const field = dialog.getByRole('textbox', { name: /Nom d’utilisateur/ });
    await expect(field).toBeEnabled();
    await expect(dialog.getByRole('table')).toHaveCount(0);
    await field.fill(name);
    const saved = page.waitForResponse((r) => r.url().includes(`/${FAMILY}/v1/edit_user_info`));
    // The dashboard's snackbar lasts 2 s (spec 3 §9): watched from before the click.
    const told = page.getByText('Paramètres mis à jour.').first().waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    await told;
  };
  await rename('Planification état des lieux');
  expect(text(records(await call(page, 'get_user_info', {}))[0]?.user_name)).toBe(
    'Planification état des lieux',
  );
  await rename(before);
  expect(text(records(await call(page, 'get_user_info', {}))[0]?.user_name)).toBe(before);
});

test('an admin sees the custom fields, the Vélo route lists bikes only, and bulk deletes two records', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await openDashboard(page);
  await page.getByRole('button', { name: 'Modifier le formulaire' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le formulaire' });
  await expect(dialog.getByRole('table', { name: 'Champs personnalisés' })).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Afficher « Chantier »' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);

  const all = records(await call(page, 'get_materials', {}));
  const bikes = all.filter(
    (r) => text(r.CLD_FAMILLE) === 'Vélo' && DEFAULT_STATES.includes(stateOf(r)),
  );
  await openDashboard(page, '/etat-des-lieux-velo');
  await expect(page.getByText(new RegExp(`^1–\\d+ sur ${bikes.length}$`))).toBeVisible();

  await openDashboard(page);
  const mine = all
    .filter((r) => text(r.CLD_FAMILLE) === 'Compactage' && stateOf(r) === 'Terminé')
    .sort((a, b) => Number(b.CLD_IDEnreg) - Number(a.CLD_IDEnreg))
    .slice(0, 2);
  expect(mine).toHaveLength(2);
  for (const r of mine) {
    await search(page).fill(text(r.CLD_MATRICULE));
    await page
      .getByRole('checkbox', {
        name: `Sélectionner ${text(r.CLD_NUM_CONTRAT)} ${text(r.CLD_MATRICULE)}`,
      })
      .check();
  }
  await page.getByRole('button', { name: 'Supprimer la sélection (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer l’état des lieux' });
  await expect(confirm).toContainText('Supprimer 2 états des lieux ?');
  await confirm.getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByText('2 états des lieux supprimés.')).toBeVisible();

  const after = records(await call(page, 'get_materials', {}));
  for (const r of mine) {
    const stored = after.find((a) => a.CLD_IDEnreg === r.CLD_IDEnreg);
    expect([stored?.CLD_CONTROLE_DEPART, stored?.CLD_CONTROLE_RETOUR]).toEqual(['', '']);
  }
  await search(page).fill(text(mine[1]?.CLD_MATRICULE));
  await expect(
    page.getByRole('row', {
      name: `Ouvrir ${text(mine[1]?.CLD_NUM_CONTRAT)} ${text(mine[1]?.CLD_MATRICULE)}`,
    }),
  ).toContainText('Départ');
});
