import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAvailabilityRows, createPrefetchingClient, fieldRecords } from '@locasuite/core';
import type { ApiClient, ParcItem } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import type { ToolUser } from '@locasuite/ui';
import {
  countingClient,
  openInPageServer,
  signedInUser,
  STORY_NOW,
} from '@locasuite/mock-api/in-page/testing';
import type { CallOverride, InPageServer } from '@locasuite/mock-api/in-page/testing';
import { prefetchPlanningDisponibilite } from './hooks/firstLoad';
import { PlanningDisponibilitePage } from './PlanningDisponibilitePage';

// The page on the server's own handlers and the seed at STORY_NOW, through the real client.
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

const FIRST_ANSWER = { timeout: 20_000 };

interface MountOptions {
  /** The shell's refresh of the signed-in person, told after each saved display (issue 8). */
  readonly refreshUser?: () => Promise<void>;
  /** The phone layout (folded filters and legend). */
  readonly phone?: boolean;
}

/** The page for `user` on `api`, rendered once: nothing awaited. */
function mountPage(user: ToolUser, api: ApiClient, options: MountOptions = {}) {
  return render(
    <LocaSuiteProvider>
      <div style={{ height: 760, display: 'flex', flexDirection: 'column' }}>
        <PlanningDisponibilitePage
          api={api}
          session={{
            user,
            onRefused: vi.fn(),
            refreshUser: options.refreshUser ?? (async () => undefined),
          }}
          now={STORY_NOW}
          phone={options.phone}
        />
      </div>
    </LocaSuiteProvider>,
  );
}

async function renderPage(
  login: string,
  api: ApiClient = server.client(login),
  options: MountOptions = {},
) {
  const view = mountPage(await signedInUser(server, login), api, options);
  await screen.findByText('Parc matériel', {}, FIRST_ANSWER);
  const legend = await screen.findByRole('region', { name: 'Légende' }, FIRST_ANSWER);
  await waitFor(
    () => expect(within(legend).getByText('Livraison')).toBeInTheDocument(),
    FIRST_ANSWER,
  );
  return view;
}

/** The planning's writes, answered as the server does without writing: the file's data stays the seed's. */
const WRITES = new Set([
  'update_planning_vue',
  'save_calendar_colors',
  'save_day_to_hide',
  'save_planning_events_type_to_show',
]);
const WRITTEN: CallOverride = { status: 200, body: { code: 0, data: {} } };

/**
 * The client of a demo account that notes each call's name and payload, checked by the catalogue
 * before it is sent; the writes are answered without writing (the contract tests prove what the
 * server stores), so that no test of this file changes what another reads.
 */
function recordingClient(login: string) {
  const inner = server.client(login, (def) => (WRITES.has(def.name) ? WRITTEN : undefined));
  const sent: { readonly name: string; readonly payload: unknown }[] = [];
  const call: ApiClient['call'] = (def, payload) => {
    sent.push({ name: def.name, payload });
    return inner.call(def, payload);
  };
  return {
    client: { ...inner, call },
    sent,
    payloadsOf: (name: string) => sent.filter((c) => c.name === name).map((c) => c.payload),
  };
}

/** Opens a select by its label and picks one of its choices. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox');
  fireEvent.click(within(list).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('PlanningDisponibilitePage on the server’s handlers', () => {
  it('its prefetch asks exactly what the page asks on opening: each first call made once', async () => {
    const { client: counting, asked } = countingClient(server, 'admin');
    const { client, prefetcher } = createPrefetchingClient(counting, () => STORY_NOW);
    const user = await signedInUser(server, 'admin');
    prefetchPlanningDisponibilite(prefetcher, user, { now: STORY_NOW, phone: false });
    const prefetched = [...asked].sort();
    expect(prefetched).toEqual(expect.arrayContaining(['get_events', 'get_parc']));
    await renderPage('admin', client);
    // Every call of the prefetch was answered to the page from it: none was asked twice.
    expect(asked.filter((name) => prefetched.includes(name)).sort()).toEqual(prefetched);
  });

  it('with its prefetch’s answers already in, its first render draws them: no call, no second load', async () => {
    const { client: counting, asked } = countingClient(server, 'admin');
    const { client, prefetcher, answered } = createPrefetchingClient(counting, () => STORY_NOW);
    const user = await signedInUser(server, 'admin');
    prefetchPlanningDisponibilite(prefetcher, user, { now: STORY_NOW, phone: false });
    await answered();
    const prefetched = asked.length;
    mountPage(user, client);
    // Drawn by the first render, before any answer could come back: the agencies and the legend.
    const legend = screen.getByRole('region', { name: 'Légende' });
    expect(within(legend).getByText('Livraison')).toBeInTheDocument();
    expect(screen.queryByText('Chargement du planning…')).not.toBeVisible();
    expect(asked).toHaveLength(prefetched);
  });

  it('shows the admin the planning of the seed’s fleet, its legend and the Options button', async () => {
    await renderPage('admin');
    expect(screen.getByRole('button', { name: 'Options' })).toBeInTheDocument();
    // jsdom does not lay FullCalendar v7's timeline out: its rows and bars are checked in the
    // browser (Storybook, Playwright). Here: the fleet the page draws them from is the seed's.
    const parc = fieldRecords(await server.client('admin').planningDisponibilite.get_parc({}));
    const rows = buildAvailabilityRows(parc as ParcItem[], { filter: 0, busyIds: new Set() });
    expect(rows.length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Agence' })).toBeInTheDocument();
  });

  it('gives a planner without the admin flag no admin control (spec 1 §6), on the seed’s display, the legend by type and contract state, the timeline in French (issue 11)', async () => {
    await renderPage('planif');
    expect(screen.queryByRole('button', { name: 'Options' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Afficher les contrat Actif' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Affichage' })).toHaveTextContent('Contrats actif');
    expect(screen.getByRole('combobox', { name: 'Jours affichés' })).toHaveTextContent('7 jours');
    expect(screen.getByRole('combobox', { name: 'Durée des créneaux' })).toHaveTextContent('02:00');
    expect(screen.getByRole('combobox', { name: 'Agence' })).toHaveTextContent(
      'Toutes les agences',
    );
    // The legend keys the colours drawn (issue 11 item 6): deliveries keep their type colour,
    // rentals take their contract state's, named under « État du contrat » (spec 1 §4).
    const legend = screen.getByRole('region', { name: 'Légende' });
    expect(within(legend).getByRole('region', { name: 'Type' })).toHaveTextContent('Livraison');
    await waitFor(() =>
      expect(
        within(within(legend).getByRole('region', { name: 'État du contrat' })).getByText(
          'En cours',
        ),
      ).toBeInTheDocument(),
    );
    // The timeline's hidden header speaks French to screen readers, never « Events ».
    const calendar = screen.getByTestId('availability-calendar');
    expect(within(calendar).getAllByRole('columnheader', { name: 'Événements' })).toHaveLength(1);
    expect(within(calendar).queryByText('Events', { exact: true })).toBeNull();
    expect(calendar.querySelector('[aria-label="Events"]')).toBeNull();
  });

  it('the search keeps three chips and says why a fourth was not added (spec 1 §5)', async () => {
    await renderPage('planif');
    const search = screen.getByRole('combobox', {
      name: 'Rechercher une famille ou une sous-famille',
    });
    for (const name of ['Compactage', 'Élévation', 'Énergie', 'Terrassement']) {
      // Typed, as a person narrows the list down; the option picked by a click.
      fireEvent.change(search, { target: { value: name } });
      fireEvent.click(await screen.findByRole('option', { name }));
    }
    const chips = screen
      .getAllByRole('button')
      .filter((b) => b.classList.contains('MuiChip-root'))
      .map((b) => b.textContent);
    expect(chips).toEqual(['Compactage', 'Élévation', 'Énergie']);
    expect(
      await screen.findByText('Trois choix au plus : le quatrième n’a pas été ajouté.'),
    ).toBeVisible();
  });

  it('the display filter switches to « Parc complet », and the contracts toggle flips its label (spec 1 §4)', async () => {
    await renderPage('planif');
    await choose('Affichage', 'Parc complet');
    expect(screen.getByRole('combobox', { name: 'Affichage' })).toHaveTextContent('Parc complet');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher les contrat Actif' }));
    fireEvent.click(screen.getByRole('button', { name: 'Afficher tout les contrat' }));
    expect(screen.getByRole('button', { name: 'Afficher les contrat Actif' })).toBeVisible();
  });

  it('saves the days shown and the slot for the page, then refreshes the session (issue 8); 90 days offer only 06:00 and 12:00, and say so (issue 11 item 7)', async () => {
    const { client, payloadsOf } = recordingClient('planif');
    const refreshUser = vi.fn(async () => undefined);
    await renderPage('planif', client, { refreshUser });
    const slot = () => screen.getByRole('combobox', { name: 'Durée des créneaux' });
    const saved = (days: number, slotDuration: string) => ({
      key: 'planning-disponibilite',
      newData: {
        selectedNbrDays: days,
        selectedslotduration: slotDuration,
        selectedStartTime: '00:00',
        selectedEndTime: '23:59',
      },
    });

    // 90 days cannot draw 02:00 slots: the 06:00 ones are drawn, saved and said.
    await choose('Jours affichés', '90 jours');
    await waitFor(() => expect(payloadsOf('update_planning_vue')).toEqual([saved(90, '06:00')]));
    await waitFor(() => expect(refreshUser).toHaveBeenCalledTimes(1));
    expect(slot()).toHaveTextContent('06:00');
    expect(screen.getByText('Sur 90 jours : créneaux de 06:00 au moins')).toBeInTheDocument();
    fireEvent.mouseDown(slot());
    const offered = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(offered.map((o) => o.textContent)).toEqual(['06:00', '12:00']);
    fireEvent.click(offered[1]!);
    await waitFor(() => expect(payloadsOf('update_planning_vue')).toHaveLength(2));
    expect(payloadsOf('update_planning_vue')[1]).toEqual(saved(90, '12:00'));

    // Back to 7 days: every slot again, and nothing to say.
    await choose('Jours affichés', '7 jours');
    await waitFor(() => expect(payloadsOf('update_planning_vue')[2]).toEqual(saved(7, '12:00')));
    await waitFor(() => expect(refreshUser).toHaveBeenCalledTimes(3));
    expect(screen.queryByText(/^Sur \d+ jours/)).toBeNull();
    fireEvent.mouseDown(slot());
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['01:00', '02:00', '06:00', '12:00']);
  });

  it('the admin’s Options: the saved options shown, an invalid colour refused in French, the new ones saved and confirmed', async () => {
    const { client, payloadsOf } = recordingClient('admin');
    await renderPage('admin', client);
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    const dialog = await screen.findByRole('dialog', { name: 'Options du planning' });
    // The dialog says why a rental may not take the colour chosen here (issue 11 item 6).
    expect(within(dialog).getByText(/prend la couleur de l’état de son contrat/)).toBeVisible();
    const code = within(dialog).getByLabelText('Code couleur Location');
    expect(code).toHaveValue('#A1887F');
    expect(within(dialog).getByLabelText('Dimanche')).toBeChecked();
    expect(within(dialog).getByLabelText('Samedi')).not.toBeChecked();

    fireEvent.change(code, { target: { value: 'rouge' } });
    expect(within(dialog).getByText('Code couleur invalide (ex. #A1887F)')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(code).toHaveValue('rouge');
    fireEvent.change(code, { target: { value: '#3366CC' } });
    fireEvent.click(within(dialog).getByLabelText('Samedi'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Options enregistrées.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [colors] = payloadsOf('save_calendar_colors') as { colors: string }[];
    expect(JSON.parse(colors?.colors ?? '{}')).toMatchObject({
      LOCATION: { color: '#3366CC' },
      LIVRAISON: { color: '#FF0000' },
    });
    expect(payloadsOf('save_day_to_hide')).toEqual([{ days: '0,6' }]);
    expect(payloadsOf('save_planning_events_type_to_show')).toEqual([
      { showLivraison: 0, showLocation: 0, showReservation: 0 },
    ]);
    // Opened again, the dialog shows what was saved.
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    const again = await screen.findByRole('dialog', { name: 'Options du planning' });
    expect(within(again).getByLabelText('Code couleur Location')).toHaveValue('#3366CC');
    expect(within(again).getByLabelText('Samedi')).toBeChecked();
  });

  it('on a phone the filters fold into one button that counts the active ones (issue 11 item 3)', async () => {
    mountPage(await signedInUser(server, 'planif'), server.client('planif'), { phone: true });
    await screen.findByRole('button', { name: /^Légende \(\d+\)$/ }, FIRST_ANSWER);
    expect(screen.queryByRole('combobox', { name: 'Affichage' })).toBeNull();
    const closeDrawer = async (drawer: HTMLElement) => {
      const close = within(drawer).getAllByRole('button', { name: 'Fermer' });
      fireEvent.click(close[close.length - 1]!);
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Filtres et affichage' })).toBeNull(),
      );
    };

    fireEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    let drawer = await screen.findByRole('dialog', { name: 'Filtres et affichage' });
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Affichage' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Parc complet' }),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Afficher les contrat Actif' }));
    await closeDrawer(drawer);
    fireEvent.click(await screen.findByRole('button', { name: 'Filtres (2 actifs)' }));

    drawer = await screen.findByRole('dialog', { name: 'Filtres et affichage' });
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Affichage' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Contrats actif' }),
    );
    await closeDrawer(drawer);
    expect(await screen.findByRole('button', { name: 'Filtres (1 actif)' })).toBeVisible();
  });
});
