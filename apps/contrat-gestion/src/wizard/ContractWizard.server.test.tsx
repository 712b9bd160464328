import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from '@locasuite/core';
import type { ApiClient } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { STORY_NOW, openInPageServer } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { loadContracts, loadSetup } from '../api';
import type { ContractSetup } from '../api';
import type { Equipment } from '../records';
import { texts as T } from '../texts';
import { ContractWizard } from './ContractWizard';

let server: InPageServer;
let api: ApiClient;
let setup: ContractSetup;
/** A registration booked today, and one free today, of sub-families with grids. */
let busy: Equipment;
let free: Equipment;
const FIRST = { timeout: 15_000 };

beforeAll(async () => {
  server = await openInPageServer();
  api = server.client('admin');
  setup = await loadSetup(api);
  const withGrids = new Set(setup.subFamilies.filter((s) => s.grids.length > 0).map((s) => s.name));
  for (const f of setup.fleet.filter((e) => withGrids.has(e.subFamily))) {
    const answer = await api.call(calls.contrat.is_materiel_free, { uuid: { UID: f.uid } });
    if (answer.disponible === 'false') busy ??= f;
    else free ??= f;
    if (busy && free) break;
  }
});
afterEach(() => cleanup());

function renderWizard() {
  const onCreated = vi.fn();
  render(
    <LocaSuiteProvider>
      <ContractWizard
        api={api}
        setup={setup}
        companyId="1"
        now={STORY_NOW}
        onRefused={vi.fn()}
        onClose={vi.fn()}
        onPlanning={vi.fn()}
        onCreated={onCreated}
      />
    </LocaSuiteProvider>,
  );
  return { onCreated };
}

async function choose(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function pickItem(card: HTMLElement, e: Equipment) {
  await choose(card, T.add.family, setup.subFamilies.find((s) => s.name === e.subFamily)!.family);
  await choose(card, T.add.subFamily, e.subFamily);
  await choose(card, T.add.matricule, e.matricule);
}

async function searchClient(name: string) {
  await userEvent.type(screen.getByLabelText(T.wizard.search), name);
  await userEvent.click(screen.getByRole('button', { name: T.wizard.searchButton }));
}

describe('ContractWizard on the server’s handlers (spec 4 §2.6, §4.4, §5)', () => {
  it('walks the five steps and creates the contract after « Valider la création de mon contrat ? »', async () => {
    const { onCreated } = renderWizard();
    // « Step titles: Client, Materiel, Agence, RDV, Date » (a step's number, or its check once valid).
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace(/^\d/, ''))).toEqual([
      'Client',
      'Materiel',
      'Agence',
      'RDV',
      'Date',
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: T.wizard.selected }));
    expect(
      await screen.findByRole('option', { name: 'Aucun client de disponible' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: T.wizard.next })).toBeDisabled();
    const contracts = await loadContracts(api);
    const company = contracts[0]!.company;
    await searchClient(company.slice(0, 5));
    await waitFor(
      () =>
        expect(screen.getByRole('combobox', { name: T.wizard.selected })).toHaveTextContent(/\S/),
      FIRST,
    );
    expect(screen.getByText(new RegExp(`^${T.wizard.phone} :`))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.wizard.next }));

    expect(screen.getByRole('button', { name: T.wizard.next })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: T.wizard.addItem }));
    const card = screen.getByRole('region', { name: 'Materiel N° 1' });
    await pickItem(card, free);
    expect(
      await within(card).findByText(`Le ${free.matricule} est disponible`, {}, FIRST),
    ).toBeInTheDocument();
    const grid = setup.subFamilies.find((s) => s.name === free.subFamily)!.grids[0]!;
    await choose(card, T.add.rentalType, grid.label);
    expect(within(card).getAllByText(/plein/)[0]!.tagName).toBe('STRONG');
    await choose(card, T.add.tier, T.add.priceT1);
    await userEvent.click(screen.getByRole('button', { name: T.wizard.next }));

    expect(screen.getByRole('combobox', { name: T.wizard.agency })).toHaveTextContent(
      setup.agencies[0]!.name,
    );
    await userEvent.click(screen.getByRole('button', { name: T.wizard.next }));
    await choose(document.body, T.wizard.pickup, setup.pickups[0]!.name);
    await userEvent.click(screen.getByRole('button', { name: T.wizard.next }));
    expect(screen.getByRole('region', { name: T.wizard.recap })).toHaveTextContent(free.matricule);
    await userEvent.click(screen.getByRole('button', { name: T.wizard.create }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Valider la création de mon contrat ?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled(), FIRST);
    const ref = String(onCreated.mock.calls[0]![0]);
    const after = await loadContracts(api);
    expect(after.some((c) => c.reservation === ref || c.number === ref)).toBe(true);
  });

  it("says « Le {matricule} n'est pas disponible » with the free registrations offered", async () => {
    renderWizard();
    await userEvent.click(screen.getByRole('tab', { name: /Materiel/ }));
    await userEvent.click(screen.getByRole('button', { name: T.wizard.addItem }));
    const card = screen.getByRole('region', { name: 'Materiel N° 1' });
    await pickItem(card, busy);
    const message = await within(card).findByText(
      `Le ${busy.matricule} n'est pas disponible`,
      {},
      FIRST,
    );
    const alert = message.closest('[role="alert"]') as HTMLElement;
    const offered = within(alert).queryAllByRole('button');
    if (offered.length > 0) {
      const other = offered[0]!.textContent!;
      await userEvent.click(offered[0]!);
      expect(
        await within(card).findByText(`Le ${other} est disponible`, {}, FIRST),
      ).toBeInTheDocument();
    } else expect(alert).toHaveTextContent(T.add.noAlternative);
  });

  it('client creation: « Champ nécéssaire : {label} », the zip range, « Code postal invalide », then the new client selected', async () => {
    renderWizard();
    await userEvent.click(screen.getByRole('button', { name: T.wizard.newClient }));
    const dialog = await screen.findByRole('dialog', { name: 'Création de client' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer un client' }));
    expect(await within(dialog).findAllByText('Champ nécéssaire : Prénom')).not.toHaveLength(0);
    const field = (label: string) => within(dialog).getByRole('textbox', { name: label });
    await userEvent.type(field('Prénom'), 'Claire');
    await userEvent.type(field('Nom'), 'Vialatte');
    await userEvent.type(field('Mail'), 'claire.vialatte@example.fr');
    await userEvent.type(field('Adresse'), '12 rue des Lilas');
    await userEvent.type(field('Téléphone'), '0601020304');
    await userEvent.type(field('Code postal'), '690');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ville' }));
    expect(await screen.findByRole('option', { name: 'Code postal invalide' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(field('Code postal'), '070');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer un client' }));
    expect(
      await within(dialog).findAllByText('Le nombre doit être entre 0 et 99999'),
    ).not.toHaveLength(0);
    await userEvent.clear(field('Code postal'));
    await userEvent.type(field('Code postal'), '69007');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ville' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Lyon/ }, FIRST));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer un client' }));
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Création de client' })).toBeNull(),
      FIRST,
    );
    await waitFor(
      () =>
        expect(screen.getByRole('combobox', { name: T.wizard.selected })).toHaveTextContent(
          /Vialatte/i,
        ),
      FIRST,
    );
  });

  it('client edition made stale by someone else: the French 409 in the dialog, the typing kept', async () => {
    const created = await api.call(calls.contrat.client_create, {
      data: {
        civility: 'Monsieur',
        firstname: 'Marc',
        lastname: 'Concurrence',
        email: 'marc.concurrence@example.fr',
        address: '4 rue Mercière',
        zipcode: '69002',
        city: 'Lyon 2e Arrondissement',
        mobile: '0611223344',
      },
    });
    renderWizard();
    await searchClient('Concurrence');
    await choose(document.body, T.wizard.selected, 'CONCURRENCE Marc');
    await userEvent.click(screen.getByRole('button', { name: T.wizard.editClient }));
    const dialog = await screen.findByRole('dialog', { name: T.client.editTitle });
    const phone = within(dialog).getByRole('textbox', { name: T.client.phone });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0472000099');
    // Meanwhile another person saves the same client from the version both read.
    const found = await api.call(calls.contrat.get_clients_by_name, { name: 'Concurrence' });
    const read = found.data.data.find((c) => c.fieldData.ID_WEB === created.id_web)!.fieldData;
    await api.call(calls.contrat.edit_client, {
      client: { ...read, TELEPHONE: '0400000000' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: T.client.save }));
    expect(
      await within(dialog).findByText(
        "Cette fiche vient d'être modifiée par quelqu'un d'autre : rechargez-la.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: T.client.phone })).toHaveValue('0472000099');
  });
});
