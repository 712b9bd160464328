import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls, fieldRecords } from '@locasuite/core';
import type { ApiClient } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer, SignedInUser } from '@locasuite/mock-api/in-page/testing';
import { ContratGestionPage } from './ContratGestionPage';
import { texts as T } from './texts';

let server: InPageServer;
let user: SignedInUser;
/** The seeded contracts, by ID descending. */
let numbers: string[];
const FIRST = { timeout: 15_000 };

beforeAll(async () => {
  server = await openInPageServer();
  user = await signedInUser(server, 'admin');
  const rows = fieldRecords(await server.client('admin').call(calls.contrat.get_contrats, {}));
  numbers = rows
    .sort((a, b) => Number(b.ID) - Number(a.ID))
    .map((r) => String(r['N° Contrat Comp']));
});
afterEach(() => cleanup());

const renderPage = (api: ApiClient = server.client('admin')) =>
  render(
    <LocaSuiteProvider>
      <ContratGestionPage
        api={api}
        session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
      />
    </LocaSuiteProvider>,
  );

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: T.list.table }, FIRST);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), FIRST);
  return within(table).getAllByRole('row').slice(1);
};

describe('ContratGestionPage list on the server’s handlers (spec 4 §2.3)', () => {
  it('shows the six columns, 50 rows per page, sorted by ID descending', async () => {
    expect(numbers.length).toBeGreaterThan(50);
    renderPage();
    const rows = await bodyRows();
    const table = screen.getByRole('table', { name: T.list.table });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      T.list.number,
      T.list.client,
      T.list.rentalType,
      T.list.start,
      T.list.end,
      T.list.invoiced,
    ]);
    expect(rows).toHaveLength(50);
    expect(rows.slice(0, 3).map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(
      numbers.slice(0, 3),
    );
    // Dates in French (DD/MM/YYYY).
    expect(within(rows[0]!).getAllByRole('cell')[3]?.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(screen.getByRole('button', { name: T.list.create })).toBeInTheDocument();
  });

  it('marks an invoiced contract with a check icon', async () => {
    const rows = fieldRecords(await server.client('admin').call(calls.contrat.get_contrats, {}));
    const invoiced = rows.find((r) => String(r['N° FACT Comp'] ?? '') !== '');
    expect(invoiced).toBeDefined();
    renderPage();
    await bodyRows();
    await userEvent.click(screen.getByLabelText(T.list.search));
    await userEvent.paste(String(invoiced!['N° Contrat Comp']));
    const table = screen.getByRole('table', { name: T.list.table });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByLabelText(T.list.invoicedYes)).toBeInTheDocument();
  });

  it('searches, and says « Aucune contrat trouvé » when nothing matches', async () => {
    renderPage();
    await bodyRows();
    await userEvent.click(screen.getByLabelText(T.list.search));
    await userEvent.paste('zzz-aucun-contrat');
    expect(await screen.findByText('Aucune contrat trouvé')).toBeInTheDocument();
  });

  it('opens the availability planning in a full-screen frame with header=hide', async () => {
    renderPage();
    await bodyRows();
    await userEvent.click(screen.getByRole('button', { name: T.list.planning }));
    const dialog = await screen.findByRole('dialog', { name: T.frame.planning });
    expect(within(dialog).getByTitle(T.frame.planning)).toHaveAttribute(
      'src',
      '/planning-disponibilite?header=hide',
    );
  });

  it('keeps the contracts and offers « Réessayer » when the server cannot be reached', async () => {
    let down = false;
    const api = server.client('admin', (def) =>
      down && def.name === 'get_contrats' ? 'unreachable' : undefined,
    );
    renderPage(api);
    const before = (await bodyRows()).length;
    down = true;
    await userEvent.click(screen.getByRole('button', { name: T.list.refresh }));
    expect(await screen.findByRole('button', { name: 'Réessayer' }, FIRST)).toBeInTheDocument();
    expect(
      screen.getByText(/Les données affichées n’ont pas été actualisées\./),
    ).toBeInTheDocument();
    expect(await bodyRows()).toHaveLength(before);
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull(),
      FIRST,
    );
  });
});
