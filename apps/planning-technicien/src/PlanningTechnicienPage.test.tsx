import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPrefetchingClient, fieldRecords, toWireDay } from '@locasuite/core';
import type { ApiClient } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import {
  countingClient,
  openInPageServer,
  signedInUser,
  STORY_NOW,
} from '@locasuite/mock-api/in-page/testing';
import type { CallOverride, InPageServer } from '@locasuite/mock-api/in-page/testing';
import { prefetchPlanningTechnicien } from './hooks/firstLoad';
import { PlanningTechnicienPage } from './PlanningTechnicienPage';

// The page on the server's own handlers and the seed at STORY_NOW, through the real client.
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

/** The seed and the first load's calls take a few seconds in jsdom on a busy machine. */
const FIRST_ANSWER = { timeout: 20_000 };
const DAY = 86_400_000;
const EMPTY_LIST: CallOverride = { status: 200, body: { code: 0, data: { data: [] } } };

async function renderPage(login: string, api: ApiClient = server.client(login)) {
  const user = await signedInUser(server, login);
  return render(
    <LocaSuiteProvider>
      <PlanningTechnicienPage
        api={api}
        now={server.now}
        session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
      />
    </LocaSuiteProvider>,
  );
}

/** The seed's unscheduled (100) interventions, as the page lists them. */
async function unscheduled() {
  const answer = await server.client('admin').planningTechnicien.get_events_liste({
    start: toWireDay(STORY_NOW),
    end: toWireDay(STORY_NOW + 8 * DAY),
  });
  return fieldRecords(answer).filter((r) => String(r.Statut) === '100');
}

const cardOf = (number: string) =>
  screen.findByRole('button', { name: new RegExp(`^${number}`) }, FIRST_ANSWER);

describe('PlanningTechnicienPage on the server’s handlers', () => {
  it('its prefetch asks exactly what the page asks on opening: each first call made once', async () => {
    const [first] = await unscheduled();
    const { client: counting, asked } = countingClient(server, 'admin');
    const { client, prefetcher } = createPrefetchingClient(counting, () => server.now);
    const user = await signedInUser(server, 'admin');
    prefetchPlanningTechnicien(prefetcher, user, { now: server.now, phone: false });
    const prefetched = [...asked].sort();
    expect(prefetched).toContain('get_events_liste');
    await renderPage('admin', client);
    await cardOf(String(first?.['N° RAP COMP']));
    // Every call of the prefetch was answered to the page from it: none was asked twice.
    expect(asked.filter((name) => prefetched.includes(name)).sort()).toEqual(prefetched);
  });

  it('with its prefetch’s answers already in, its first render draws them: no call, no second load', async () => {
    const [first] = await unscheduled();
    const { client: counting, asked } = countingClient(server, 'admin');
    const { client, prefetcher, answered } = createPrefetchingClient(counting, () => server.now);
    const user = await signedInUser(server, 'admin');
    prefetchPlanningTechnicien(prefetcher, user, { now: server.now, phone: false });
    await answered();
    const prefetched = asked.length;
    await renderPage('admin', client);
    // Drawn by the first render, before any answer could come back.
    expect(
      screen.getByRole('button', { name: new RegExp(`^${String(first?.['N° RAP COMP'])}`) }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chargement du planning…')).not.toBeVisible();
    expect(asked).toHaveLength(prefetched);
  });

  it('admin: technicians as rows, a card with its lines, Paramètre, and the card dialog offers removal', async () => {
    const [first] = await unscheduled();
    const number = String(first?.['N° RAP COMP'] ?? '');
    expect(number).not.toBe('');
    await renderPage('admin');
    const card = await cardOf(number);
    expect(card).toHaveAttribute('data-draggable', 'true');
    expect(within(card).getByText(String(first?.societeliv))).toBeInTheDocument();
    expect(within(card).getByText(String(first?.['Theme devis']))).toBeInTheDocument();
    expect(screen.getByText(/^Interventions à planifier \(\d+\)$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paramètre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AUJ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commentaires' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Techniciens' })).toBeEnabled();
    expect(screen.getByPlaceholderText('Recherche...')).toBeInTheDocument();
    fireEvent.click(card);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Intervention ${number}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retirer du planning' })).toBeInTheDocument();
    expect(within(dialog).getByText('Référence')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantitée')).toBeInTheDocument();
  });

  it('non-admin: no Paramètre, comments and technicians disabled, cards not draggable, no actions', async () => {
    const [first] = await unscheduled();
    await renderPage('planif');
    const card = await cardOf(String(first?.['N° RAP COMP']));
    expect(card).toHaveAttribute('data-draggable', 'false');
    expect(screen.queryByRole('button', { name: 'Paramètre' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Commentaires' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Techniciens' })).toBeDisabled();
    fireEvent.click(card);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Retirer du planning' })).toBeNull();
  });

  it('Recherche... filters the cards', async () => {
    const [first] = await unscheduled();
    const number = String(first?.['N° RAP COMP']);
    await renderPage('admin');
    await cardOf(number);
    fireEvent.change(screen.getByPlaceholderText('Recherche...'), {
      target: { value: 'aucune intervention ne contient ce texte' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: new RegExp(`^${number}`) })).toBeNull(),
    );
    expect(screen.getByText('Interventions à planifier (0)')).toBeInTheDocument();
  });

  it('empty answers say so only after the answer', async () => {
    await renderPage(
      'admin',
      server.client('admin', (def) =>
        def.name === 'get_technicien_liste' || def.name === 'get_events_liste'
          ? EMPTY_LIST
          : undefined,
      ),
    );
    expect(screen.queryByText('Aucune intervention à planifier.')).toBeNull();
    expect(
      await screen.findByText('Aucune intervention à planifier.', {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(screen.getByText('Aucun technicien à afficher.')).toBeInTheDocument();
  });

  it('unreachable server: the French message and Réessayer, no empty text; Réessayer loads', async () => {
    const [first] = await unscheduled();
    let down = true;
    await renderPage(
      'admin',
      server.client('admin', () => (down ? 'unreachable' : undefined)),
    );
    const retry = await screen.findByRole('button', { name: 'Réessayer' }, FIRST_ANSWER);
    expect(screen.getAllByText(/Le serveur est injoignable/).length).toBeGreaterThan(0);
    expect(screen.queryByText('Aucune intervention à planifier.')).toBeNull();
    down = false;
    await userEvent.click(retry);
    expect(await cardOf(String(first?.['N° RAP COMP']))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull());
  });

  it('Agence: the choice is saved per user and comes back when the page is opened again; clearing it too', async () => {
    const agencies = fieldRecords(
      await server.client('planif').planningTechnicien.get_agency_soft({}),
    ).map((a) => ({ id: String(a.ID_Agence), name: String(a.ag_nom) }));
    const chosen = agencies[agencies.length - 1]!;
    const view = await renderPage('planif');
    const agency = () => screen.getByRole('combobox', { name: 'Agence' });
    await screen.findByText(/^Interventions à planifier \(\d+\)$/, {}, FIRST_ANSWER);
    await waitFor(() => expect(agency()).toHaveTextContent(/^(\u200b)?$/));
    await userEvent.click(agency());
    await userEvent.click(await screen.findByRole('option', { name: chosen.name }));
    await waitFor(async () =>
      expect(
        fieldRecords(
          await server.client('planif').planningTechnicien.getAgency({ username: 'planif' }),
        )[0]?.ID_Agence,
      ).toBe(Number(chosen.id)),
    );

    // Opened again (a reload): the saved agency is chosen, and the clear button empties it.
    view.unmount();
    await renderPage('planif');
    await waitFor(() => expect(agency()).toHaveTextContent(chosen.name), FIRST_ANSWER);
    await userEvent.click(screen.getByRole('button', { name: 'Effacer l’agence' }));
    await waitFor(async () =>
      expect(
        fieldRecords(
          await server.client('planif').planningTechnicien.getAgency({ username: 'planif' }),
        )[0]?.ID_Agence,
      ).toBe(''),
    );
    expect(agency()).not.toHaveTextContent(chosen.name);
  });
});
