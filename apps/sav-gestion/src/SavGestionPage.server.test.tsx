import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, calls, fieldRecords, text } from '@locasuite/core';
import { LocaSuiteProvider, words } from '@locasuite/ui';
import { openInPageServer, signedInUser } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer, SignedInUser } from '@locasuite/mock-api/in-page/testing';
import type { SavApi } from './api';
import { SavGestionPage } from './SavGestionPage';
import { texts } from './texts';

const t = texts.list;
const FIRST = { timeout: 15_000 };
let server: InPageServer;
let tech: SignedInUser;
let reports: Record<string, unknown>[];

beforeAll(async () => {
  server = await openInPageServer();
  tech = await signedInUser(server, 'tech');
  reports = fieldRecords(await server.client('tech').call(calls.sav.get_or_liste_sav, {}));
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const renderPage = (api: SavApi = server.client('tech'), user = tech) =>
  render(
    <LocaSuiteProvider>
      <SavGestionPage
        api={api}
        session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
      />
    </LocaSuiteProvider>,
  );

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: t.table }, FIRST);
  return within(table).getAllByRole('row').slice(1);
};

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('SavGestionPage list on the server’s handlers (spec 4 §2.1)', { timeout: 120_000 }, () => {
  it('shows the current technician’s drafts (130) by default, and the other filters', async () => {
    const mine = reports.filter(
      (r) => text(r['Techniciens_Nom(1)']) === tech.name && Number(r.Statut) === 130,
    );
    expect(mine.length).toBeGreaterThan(0);
    renderPage();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(mine.length), FIRST);
    for (const row of await bodyRows()) expect(row).toHaveTextContent(tech.name);

    await choose(t.status, t.statusName(140));
    const closed = reports.filter(
      (r) => text(r['Techniciens_Nom(1)']) === tech.name && Number(r.Statut) === 140,
    );
    await waitFor(async () => expect((await bodyRows()).length).toBe(Math.max(1, closed.length)));
    await choose(t.technician, t.all);
    await choose(t.status, t.all);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(Math.min(10, reports.length)));
  });

  it('pre-fills the search from ?search= and searches case-insensitively over the four fields', async () => {
    const target = reports.find((r) => text(r.societeliv) !== '')!;
    const name = text(target.societeliv);
    window.history.replaceState(
      null,
      '',
      `/sav-gestion?search=${encodeURIComponent(name.toLowerCase())}`,
    );
    renderPage();
    const box = await screen.findByRole('textbox', { name: t.search });
    expect(box).toHaveValue(name.toLowerCase());
    await choose(t.technician, t.all);
    await choose(t.status, t.all);
    await waitFor(async () => {
      const rows = await bodyRows();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent(name);
    });
    await userEvent.clear(box);
    await userEvent.type(box, text(target['N° RAP COMP']).toLowerCase());
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect((await bodyRows())[0]).toHaveTextContent(text(target['N° RAP COMP']));
  });

  it('keeps the last list on an outage, says so with Réessayer, and never says « empty »', async () => {
    const online = { now: true };
    const real = server.client('tech');
    const api: SavApi = {
      call: ((def, payload) =>
        online.now
          ? real.call(def, payload)
          : Promise.reject(
              new ApiError('network', 'Le serveur est injoignable.', { call: def.name }),
            )) as SavApi['call'],
    };
    renderPage(api);
    await waitFor(async () => expect((await bodyRows()).length).toBeGreaterThan(0), FIRST);
    const before = (await bodyRows()).length;
    online.now = false;
    await userEvent.click(screen.getByRole('button', { name: t.refresh }));
    // The answers kept on this device stay on screen, said as such, with Réessayer.
    expect(await screen.findByRole('button', { name: words.retry }, FIRST)).toBeInTheDocument();
    expect(
      screen.getByText(/^Hors connexion : données enregistrées sur cet appareil le /),
    ).toBeInTheDocument();
    expect(await bodyRows()).toHaveLength(before);
    online.now = true;
    await userEvent.click(screen.getByRole('button', { name: words.retry }));
    await waitFor(() => expect(screen.queryByRole('button', { name: words.retry })).toBeNull());
  });

  it('says nothing is empty before a first answer: an outage from the start shows no empty text', async () => {
    const api: SavApi = {
      call: ((def) =>
        Promise.reject(
          new ApiError('network', 'Le serveur est injoignable.', { call: def.name }),
        )) as SavApi['call'],
    };
    // A user of its own: nothing kept on the device answers for them.
    renderPage(api, { ...tech, email: 'personne@example.test', name: 'Personne' });
    expect(await screen.findByRole('button', { name: words.retry }, FIRST)).toBeInTheDocument();
    expect(screen.queryByText(t.empty)).toBeNull();
  });
});
