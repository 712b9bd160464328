import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createPrefetchingClient,
  fieldRecords,
  readPlanningIntervention,
  startOfDayUtc,
  toWireDay,
} from '@locasuite/core';
import type { ApiClient } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import {
  countingClient,
  openInPageServer,
  signedInUser,
  STORY_NOW,
} from '@locasuite/mock-api/in-page/testing';
import type { CallOverride, InPageServer } from '@locasuite/mock-api/in-page/testing';
import { firstDay, prefetchPlanningTechnicien } from './hooks/firstLoad';
import { PlanningTechnicienPage } from './PlanningTechnicienPage';
import { phoneMedia } from '../../../tests/web/matchMedia';

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

  it('on a phone (390 px): Recherche... and the cards to plan come before the day’s list, the cards one tab away', async () => {
    const [first] = await unscheduled();
    const number = String(first?.['N° RAP COMP']);
    vi.stubGlobal('matchMedia', phoneMedia);
    try {
      await renderPage('admin');
      const day = await screen.findByTestId('phone-day-view', {}, FIRST_ANSWER);
      const search = screen.getByPlaceholderText('Recherche...');
      // Reached without scrolling past every technician's day.
      expect(search.compareDocumentPosition(day) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0);
      expect(screen.getByRole('combobox', { name: 'Agence' })).toBeInTheDocument();
      const tabs = screen.getByRole('tablist', { name: 'Vues du planning' });
      expect(within(tabs).getByRole('tab', { name: 'Jour' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const toPlan = within(tabs).getByRole('tab', { name: /^À planifier \(\d+\)$/ });
      expect(tabs.compareDocumentPosition(day) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0);
      await userEvent.click(toPlan);
      const card = await cardOf(number);
      expect(card).toHaveAttribute('data-draggable', 'false');
      expect(screen.queryByTestId('phone-day-view')).toBeNull();
      // The search filters the cards there too.
      fireEvent.change(search, { target: { value: 'aucune intervention ne contient ce texte' } });
      expect(await screen.findByText('Aucune intervention à planifier.')).toBeInTheDocument();
      expect(within(tabs).getByRole('tab', { name: 'À planifier (0)' })).toBeInTheDocument();
      await userEvent.click(within(tabs).getByRole('tab', { name: 'Jour' }));
      expect(await screen.findByTestId('phone-day-view')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  // Runs last: it leaves one planned intervention unscheduled.
  it('admin: sends a planned intervention to the tablet (120), then cancels its planning (100): back among the cards', async () => {
    // A phone (no timeline in jsdom): the day's interventions as a list, each opening its dialog.
    vi.stubGlobal('matchMedia', phoneMedia);
    try {
      const today = firstDay(server.now);
      const api = server.client('admin').planningTechnicien;
      const read = async () =>
        fieldRecords(
          await api.get_events_liste({
            start: toWireDay(today),
            end: toWireDay(today + 8 * DAY),
          }),
        ).map(readPlanningIntervention);
      const planned = (await read())
        .filter((i) => i.status === '110' && i.start !== null && i.start >= today)
        .sort((a, b) => (a.start ?? 0) - (b.start ?? 0))[0];
      expect(planned, 'a planned (110) intervention this week').toBeDefined();
      const { id, number } = planned!;
      const status = async () => (await read()).find((i) => i.id === id);
      await renderPage('admin');
      await screen.findByTestId('phone-day-view', {}, FIRST_ANSWER);
      // The phone shows one day: on to the intervention's.
      for (let d = today; d < startOfDayUtc(planned!.start!); d += DAY) {
        fireEvent.click(screen.getByRole('button', { name: 'Période suivante' }));
      }
      // An intervention of several technicians is listed under each one.
      const item = () =>
        screen.findAllByRole('button', { name: new RegExp(`· ${number}`) }, FIRST_ANSWER);
      fireEvent.click((await item())[0]!);
      let dialog = await screen.findByRole('dialog', { name: `Intervention ${number}` });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer vers la tablette' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect((await status())?.status).toBe('120');
      // Read again, it is listed as sent.
      await waitFor(async () =>
        expect((await item())[0]).toHaveTextContent('Envoyer vers tablette'),
      );

      fireEvent.click((await item())[0]!);
      dialog = await screen.findByRole('dialog', { name: `Intervention ${number}` });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la planification' }));
      const question = await screen.findByRole('dialog', { name: 'Annuler la planification' });
      expect(question).toHaveTextContent(
        `Annuler la planification de l’intervention ${number} ? Elle retournera dans les interventions à planifier.`,
      );
      fireEvent.click(within(question).getByRole('button', { name: 'Oui' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const cancelled = await status();
      expect([cancelled?.status, cancelled?.start, cancelled?.end]).toEqual(['100', null, null]);
      // Gone from the day, back among the cards to plan (the phone's other tab).
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: new RegExp(`· ${number}`) })).toBeNull(),
      );
      expect(screen.getByTestId('phone-day-view')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('tab', { name: /^À planifier/ }));
      expect(await cardOf(number)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
