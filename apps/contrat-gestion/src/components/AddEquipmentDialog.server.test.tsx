import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from '@locasuite/core';
import type { ApiClient } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { loadContracts, loadLines, loadSetup } from '../api';
import type { ContractSetup } from '../api';
import type { Contract, Equipment } from '../records';
import { texts as T } from '../texts';
import { AddEquipmentDialog } from './AddEquipmentDialog';

let server: InPageServer;
let api: ApiClient;
let setup: ContractSetup;
let contract: Contract;
let busy: Equipment;
let free: Equipment;
const FIRST = { timeout: 15_000 };

beforeAll(async () => {
  server = await openInPageServer();
  api = server.client('admin');
  setup = await loadSetup(api);
  contract = (await loadContracts(api)).find((c) => c.invoiceNumber === '' && !c.closed)!;
  const withGrids = new Set(setup.subFamilies.filter((s) => s.grids.length > 0).map((s) => s.name));
  for (const f of setup.fleet.filter((e) => withGrids.has(e.subFamily))) {
    const answer = await api.call(calls.contrat.is_materiel_free, {
      uuid: { UID: f.uid, CLD_DATE_DEPART: contract.start, CLD_DATE_RETOUR: contract.end },
    });
    if (answer.disponible === 'false') busy ??= f;
    else free ??= f;
    if (busy && free) break;
  }
});
afterEach(() => cleanup());

function renderAdd() {
  const onAdded = vi.fn();
  const onClose = vi.fn();
  render(
    <LocaSuiteProvider>
      <AddEquipmentDialog
        api={api}
        contract={contract}
        setup={setup}
        onRefused={vi.fn()}
        onClose={onClose}
        onAdded={onAdded}
      />
    </LocaSuiteProvider>,
  );
  return { onAdded, onClose, dialog: screen.getByRole('dialog', { name: T.add.title }) };
}

async function choose(scope: HTMLElement, label: string, option: string | RegExp) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click((await screen.findAllByRole('option', { name: option }))[0]!);
}

async function pick(dialog: HTMLElement, e: Equipment) {
  await choose(dialog, T.add.family, setup.subFamilies.find((s) => s.name === e.subFamily)!.family);
  await choose(dialog, T.add.subFamily, e.subFamily);
  await choose(dialog, T.add.matricule, e.matricule);
}

describe('AddEquipmentDialog on the server’s handlers (spec 4 §2.5, §8)', () => {
  it("a booked registration: « Le {matricule} n'est pas disponible », who holds it, the free ones offered, no add", async () => {
    const { dialog } = renderAdd();
    await pick(dialog, busy);
    const message = await within(dialog).findByText(
      `Le ${busy.matricule} n'est pas disponible`,
      {},
      FIRST,
    );
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(/Réservé par .+ jusqu’au|OR n°/);
    expect(alert).toHaveTextContent(
      /Matricules libres de la même sous-famille|Aucun autre matricule/,
    );
    await choose(dialog, T.add.rentalType, /.+/);
    await choose(dialog, T.add.tier, T.add.priceT1);
    expect(within(dialog).getByRole('button', { name: T.add.submit })).toBeDisabled();
  });

  it('« Ajouter mon materiel » appears once a price is chosen and adds the line', async () => {
    const { dialog, onAdded, onClose } = renderAdd();
    await pick(dialog, free);
    expect(
      await within(dialog).findByText(`Le ${free.matricule} est disponible`, {}, FIRST),
    ).toBeInTheDocument();
    await choose(dialog, T.add.rentalType, /.+/);
    expect(within(dialog).queryByRole('button', { name: T.add.submit })).toBeNull();
    await choose(dialog, T.add.tier, T.add.priceT1);
    await userEvent.click(within(dialog).getByRole('button', { name: T.add.submit }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled(), FIRST);
    expect(onClose).toHaveBeenCalled();
    const lines = await loadLines(api, contract.number);
    expect(lines.map((l) => l.matricule)).toContain(free.matricule);
  });
});
