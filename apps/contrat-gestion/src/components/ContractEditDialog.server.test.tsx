import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls, fieldRecords } from '@locasuite/core';
import type { ApiClient } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { countingClient, openInPageServer } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { loadContracts, loadLines, loadSetup, saveContract } from '../api';
import type { ContractSetup } from '../api';
import type { Contract } from '../records';
import { texts as T } from '../texts';
import { ContractEditDialog } from './ContractEditDialog';

let server: InPageServer;
let api: ApiClient;
let setup: ContractSetup;
let contracts: Contract[];
const FIRST = { timeout: 15_000 };

beforeAll(async () => {
  server = await openInPageServer();
  api = server.client('admin');
  setup = await loadSetup(api);
  contracts = await loadContracts(api);
});
afterEach(() => cleanup());

/** The first contract (ID descending) whose lines all have one of `statuses`. */
async function contractWith(test: (c: Contract, statuses: string[]) => boolean): Promise<Contract> {
  for (const c of contracts) {
    const statuses = (await loadLines(api, c.number)).map((l) => l.status);
    if (statuses.length > 0 && test(c, statuses)) return c;
  }
  throw new Error('no such contract in the seed');
}

function renderEdit(contract: Contract, reload = vi.fn(), client: ApiClient = api) {
  const onClose = vi.fn();
  render(
    <LocaSuiteProvider>
      <ContractEditDialog
        api={client}
        contract={contract}
        setup={setup}
        userName="Admin"
        onRefused={vi.fn()}
        reloadContracts={reload}
        onFrame={vi.fn()}
        onClose={onClose}
      />
    </LocaSuiteProvider>,
  );
  return { onClose, reload };
}

const reasonOf = (name: string) =>
  screen.getByRole('button', { name }).parentElement?.getAttribute('aria-label');

describe('ContractEditDialog on the server’s handlers (spec 4 §2.4, §4.2–4.3, §8)', () => {
  it('an invoiced contract: red banner, agency and date read-only, buttons say why', async () => {
    const invoiced = contracts.find((c) => c.invoiceNumber !== '' && !c.closed)!;
    renderEdit(invoiced);
    expect(
      screen.getByRole('heading', { name: T.edit.title(invoiced.number, invoiced.clientCode) }),
    ).toBeInTheDocument();
    expect(screen.getByText('Contrat facturé et plus modifiable')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: T.edit.agency })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(reasonOf(T.edit.invoice)).toBe(T.why.invoicedContract);
    await screen.findAllByRole('article', {}, FIRST);
    expect(screen.queryByRole('button', { name: T.edit.save })).toBeNull();
  });

  it('waiting lines: Facturer and the renewal say why, removal is offered, the status buttons skip the current one', async () => {
    const waiting = await contractWith(
      (c, s) => c.invoiceNumber === '' && !c.closed && s.every((x) => x === 'En attente'),
    );
    renderEdit(waiting);
    const [line] = await screen.findAllByRole('article', {}, FIRST);
    expect(reasonOf(T.edit.invoice)).toBe(T.why.invoice);
    await userEvent.click(screen.getByRole('button', { name: T.edit.advanced }));
    expect(reasonOf(T.edit.renew)).toBe(T.why.renew);
    expect(screen.getByRole('button', { name: T.edit.close })).toBeEnabled();
    expect(within(line!).queryByRole('button', { name: T.line.waiting })).toBeNull();
    expect(within(line!).getByRole('button', { name: T.line.out })).toBeEnabled();
    expect(within(line!).getByRole('button', { name: T.line.remove })).toBeEnabled();
  });

  it('while the contract is read again after a change, its buttons wait: they send the version they saw', async () => {
    const waiting = await contractWith(
      (c, s) => c.invoiceNumber === '' && !c.closed && s.every((x) => x === 'En attente'),
    );
    const props = {
      api,
      contract: waiting,
      setup,
      userName: 'Admin',
      onRefused: vi.fn(),
      reloadContracts: vi.fn(),
      onFrame: vi.fn(),
      onClose: vi.fn(),
    };
    const { rerender } = render(
      <LocaSuiteProvider>
        <ContractEditDialog {...props} refreshing />
      </LocaSuiteProvider>,
    );
    await screen.findAllByRole('article', {}, FIRST);
    await userEvent.click(screen.getByRole('button', { name: T.edit.advanced }));
    expect(screen.getByRole('button', { name: T.edit.close })).toBeDisabled();
    rerender(
      <LocaSuiteProvider>
        <ContractEditDialog {...props} refreshing={false} />
      </LocaSuiteProvider>,
    );
    expect(screen.getByRole('button', { name: T.edit.close })).toBeEnabled();
  });

  it('a line out: removal says why; taking it back in moves it to Rentré on the server', async () => {
    const out = await contractWith(
      (c, s) => c.invoiceNumber === '' && !c.closed && s.includes('Sortie'),
    );
    const { reload } = renderEdit(out);
    const lines = await screen.findAllByRole('article', {}, FIRST);
    const line = lines.find((l) => within(l).queryByLabelText(`${T.line.status} : Sortie`))!;
    expect(reasonOf(T.line.remove)).toBeDefined();
    expect(within(line).getByRole('button', { name: T.line.remove }).parentElement).toHaveAttribute(
      'aria-label',
      T.why.remove,
    );
    await userEvent.click(screen.getByRole('button', { name: T.edit.advanced }));
    expect(reasonOf(T.edit.close)).toBe(T.why.close);
    await userEvent.click(within(line).getByRole('button', { name: T.line.back }));
    expect(await screen.findByText(T.line.moved('Rentré'), {}, FIRST)).toBeInTheDocument();
    expect(reload).toHaveBeenCalled();
    const after = await loadLines(api, out.number);
    expect(after.map((l) => l.status)).toContain('Rentré');
  });

  it('an edit shows the banner and « Valider mes modifications », and saves the payment method', async () => {
    const open = contracts.find((c) => c.invoiceNumber === '' && !c.closed)!;
    renderEdit(open);
    await screen.findAllByRole('article', {}, FIRST);
    expect(screen.queryByRole('button', { name: T.edit.save })).toBeNull();
    const other = setup.payments.find((p) => p !== open.payment)!;
    await userEvent.click(screen.getByRole('combobox', { name: T.edit.payment }));
    await userEvent.click(await screen.findByRole('option', { name: other }));
    expect(
      screen.getByText('Des modifications ont été apportées, les valider pour continuer'),
    ).toBeInTheDocument();
    expect(reasonOf(T.edit.invoice)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: T.edit.save }));
    expect(await screen.findByText(T.edit.saved, {}, FIRST)).toBeInTheDocument();
    const saved = (await loadContracts(api)).find((c) => c.number === open.number)!;
    expect(saved.payment).toBe(other);
    await waitFor(() => expect(screen.queryByRole('button', { name: T.edit.save })).toBeNull());
  });

  it('a stale edit is refused 409 in French, the list reads again and the choice stays', async () => {
    const open = contracts.filter((c) => c.invoiceNumber === '' && !c.closed)[3]!;
    const reload = vi.fn();
    renderEdit(open, reload);
    await screen.findAllByRole('article', {}, FIRST);
    // Someone else saves the contract meanwhile.
    const theirs = setup.payments.find((p) => p !== open.payment)!;
    await saveContract(server.client('planif'), open, { payment: theirs });
    const mine = setup.payments.find((p) => p !== open.payment && p !== theirs)!;
    await userEvent.click(screen.getByRole('combobox', { name: T.edit.payment }));
    await userEvent.click(await screen.findByRole('option', { name: mine }));
    await userEvent.click(screen.getByRole('button', { name: T.edit.save }));
    expect(
      await screen.findByText(/vient d'être modifiée par quelqu'un d'autre/, {}, FIRST),
    ).toBeInTheDocument();
    expect(reload).toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: T.edit.payment })).toHaveTextContent(mine);
  });

  it('a waiting line changes its registration to a free one of its sub-family (spec 4 §4.3)', async () => {
    const waiting = await contractWith(
      (c, s) => c.invoiceNumber === '' && !c.closed && s.every((x) => x === 'En attente'),
    );
    const [first] = await loadLines(api, waiting.number);
    let next = '';
    for (const f of setup.fleet.filter(
      (e) => e.subFamily === first!.subFamily && e.matricule !== first!.matricule,
    )) {
      const answer = await api.call(calls.contrat.is_materiel_free, {
        uuid: { UID: f.uid, CLD_DATE_DEPART: first!.start, CLD_DATE_RETOUR: first!.end },
      });
      if (answer.disponible === 'true') {
        next = f.matricule;
        break;
      }
    }
    expect(next).not.toBe('');
    renderEdit(waiting);
    const [line] = await screen.findAllByRole('article', {}, FIRST);
    await userEvent.click(within(line!).getByRole('button', { name: T.line.changeMatricule }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(T.line.changeMatricule) });
    await userEvent.click(within(dialog).getByRole('combobox', { name: T.line.newMatricule }));
    await userEvent.click(await screen.findByRole('option', { name: next }));
    await userEvent.click(within(dialog).getByRole('button', { name: T.line.changeMatricule }));
    expect(await screen.findByText(T.line.matriculeChanged, {}, FIRST)).toBeInTheDocument();
    const after = await loadLines(api, waiting.number);
    expect(after.map((l) => l.matricule)).toContain(next);
  });

  it('leaving with unsaved changes asks « Valider la fermeture ? »', async () => {
    const open = contracts.find((c) => c.invoiceNumber === '' && !c.closed)!;
    const { onClose } = renderEdit(open);
    await screen.findAllByRole('article', {}, FIRST);
    const other = setup.deposits.find((p) => p !== open.depositType)!;
    await userEvent.click(screen.getByRole('combobox', { name: T.edit.deposit }));
    await userEvent.click(await screen.findByRole('option', { name: other }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Fermer' })[0]!);
    const ask = await screen.findByRole('dialog', { name: 'Valider la fermeture ?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Oui' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('the supporting documents are those the contract’s sub-families ask for (spec 4 §7.2 get_contrat_pj: gm)', async () => {
    const asking = async (subFamily: string) =>
      fieldRecords(await api.call(calls.contrat.get_contrat_pj, { gm: subFamily })).map((r) =>
        String(r.libelle),
      );
    // A contract whose sub-families ask for a document others do not, and one asking for less.
    let withExtra: { contract: Contract; asked: Set<string> } | undefined;
    let without: { contract: Contract; asked: Set<string> } | undefined;
    const general = new Set(
      setup.documentTypes.filter((t) => t.subFamilies.length === 0).map((t) => t.label),
    );
    for (const c of contracts) {
      const subFamilies = [...new Set((await loadLines(api, c.number)).map((l) => l.subFamily))];
      if (subFamilies.length === 0) continue;
      const asked = new Set((await Promise.all(subFamilies.map(asking))).flat());
      if (asked.size > general.size) withExtra ??= { contract: c, asked };
      else without ??= { contract: c, asked };
      if (withExtra && without) break;
    }
    expect(withExtra && without).toBeTruthy();
    const extra = [...withExtra!.asked].filter((label) => !general.has(label));
    expect(extra.length).toBeGreaterThan(0);

    const { client, asked } = countingClient(server, 'admin');
    renderEdit(withExtra!.contract, vi.fn(), client);
    const section = await screen.findByRole('region', { name: T.edit.documents }, FIRST);
    for (const label of withExtra!.asked)
      expect(await within(section).findByText(label, {}, FIRST)).toBeInTheDocument();
    expect(asked).toContain('get_contrat_pj');
    cleanup();

    renderEdit(without!.contract);
    const other = await screen.findByRole('region', { name: T.edit.documents }, FIRST);
    for (const label of general)
      expect(await within(other).findByText(label, {}, FIRST)).toBeInTheDocument();
    for (const label of extra) expect(within(other).queryByText(label)).toBeNull();
  });

  it('Facturer on a contract all out, with payment and deposit: one invoice number, even on a double click or a replay (spec 4 §4.3)', async () => {
    const fresh = await loadContracts(api);
    const numbersBefore = new Set(fresh.map((c) => c.invoiceNumber).filter((n) => n !== ''));
    contracts = fresh;
    const out = await contractWith(
      (c, s) =>
        c.invoiceNumber === '' &&
        !c.closed &&
        c.payment !== '' &&
        c.depositType !== '' &&
        s.every((x) => x === 'Sortie'),
    );
    const { client, asked } = countingClient(server, 'admin');
    const reload = vi.fn();
    const { onClose } = renderEdit(out, reload, client);
    await screen.findAllByRole('article', {}, FIRST);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.dblClick(screen.getByRole('button', { name: T.edit.invoice }));
    const ask = await screen.findByRole('dialog', { name: T.edit.confirmInvoice });
    await user.dblClick(within(ask).getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText(T.edit.invoiced, {}, FIRST)).toBeInTheDocument();
    // spec 4 §4.3 « After invoicing or closing the form closes », the list reads again.
    expect(onClose).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
    expect(asked.filter((name) => name === 'facturation')).toHaveLength(1);
    const invoiced = (await loadContracts(api)).find((c) => c.number === out.number)!;
    expect(invoiced.invoiceNumber).not.toBe('');
    expect(numbersBefore.has(invoiced.invoiceNumber)).toBe(false);
    cleanup();

    // A replay: a second window still holding the contract before invoicing invoices it again.
    renderEdit(out);
    await screen.findAllByRole('article', {}, FIRST);
    await userEvent.click(screen.getByRole('button', { name: T.edit.invoice }));
    const again = await screen.findByRole('dialog', { name: T.edit.confirmInvoice });
    await userEvent.click(within(again).getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText(T.edit.invoiced, {}, FIRST)).toBeInTheDocument();
    cleanup();
    const after = await loadContracts(api);
    const numbersAfter = after.map((c) => c.invoiceNumber).filter((n) => n !== '');
    expect(numbersAfter.filter((n) => !numbersBefore.has(n))).toEqual([invoiced.invoiceNumber]);

    // Opened again from the list: the invoiced state, read-only.
    renderEdit(after.find((c) => c.number === out.number)!);
    expect(screen.getByText(T.edit.invoicedBanner)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: T.edit.agency })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('combobox', { name: T.edit.payment })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(reasonOf(T.edit.invoice)).toBe(T.why.invoicedContract);
    await screen.findAllByRole('article', {}, FIRST);
  });
});
