import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldRecords } from '@locasuite/core';
import type { ApiClient } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser, STORY_NOW } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { GestionLivraisonPage } from './GestionLivraisonPage';
import type { GestionLivraisonPageProps } from './GestionLivraisonPage';

// The page on the server's own handlers and the seed at STORY_NOW (Monday 17 March 2025), through
// the real client, without tiles (no internet in tests).
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

const FIRST_ANSWER = { timeout: 20_000 };
const DAY = 86_400_000;
const MONDAY = Date.UTC(2025, 2, 17);

async function renderPage(
  login: string,
  api: ApiClient = server.client(login),
  extra: Partial<GestionLivraisonPageProps> = {},
) {
  const user = await signedInUser(server, login);
  return render(
    <LocaSuiteProvider>
      <GestionLivraisonPage
        api={api}
        session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
        initialDate={STORY_NOW}
        tileUrl={null}
        {...extra}
      />
    </LocaSuiteProvider>,
  );
}

const builder = () => screen.getByRole('region', { name: 'Itinéraire' });

/** Picks an option of an MUI select by its label. */
function choose(label: string, option: RegExp | string) {
  fireEvent.mouseDown(within(builder()).getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getAllByRole('option', { name: option })[0]!);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The calendar's line of a seeded event: its name and driver. */
const eventLine = (e: Record<string, unknown>) =>
  new RegExp(`${escape(String(e.nom))} · ${escape(String(e.chauffeur))}`);

/** Three clients with a position whose equipment weighs least, by name. */
async function lightClients(): Promise<string[]> {
  const api = server.client('admin').planningLivraison;
  const contracts = fieldRecords(await api.get_contrat_actif({}));
  const clients = fieldRecords(await api.get_client_actif({})).filter((c) =>
    String(c.GPS).includes('|'),
  );
  const weight = (code: unknown) =>
    contracts.filter((c) => c.CODE_CLIENT === code).reduce((sum, c) => sum + Number(c.POIDS_KG), 0);
  return clients
    .sort((a, b) => weight(a.CODE_CLIENT) - weight(b.CODE_CLIENT))
    .slice(0, 3)
    .map((c) => String(c.SOCIETE));
}

/** Adds the three light clients to the itinerary, from the builder's client list. */
async function addLightClients() {
  for (const name of await lightClients()) {
    fireEvent.mouseDown(within(builder()).getByRole('combobox', { name: 'Ajouter un client' }));
    fireEvent.click(
      within(screen.getByRole('listbox')).getAllByRole('option', {
        name: new RegExp(`^${escape(name)}`),
      })[0]!,
    );
  }
}

/** The page for planif, a new itinerary named `name` for the seeded driver `driver`: the drivers. */
async function newItinerary(name: string, driver: number) {
  await renderPage('planif');
  await screen.findByRole('region', { name: 'Itinéraire' }, FIRST_ANSWER);
  fireEvent.change(within(builder()).getByRole('textbox', { name: 'Nom' }), {
    target: { value: name },
  });
  const { drivers } = await server.client('admin').planningLivraison.get_itinerary_settings({});
  choose('Chauffeur', drivers[driver]!.name);
  return drivers;
}

async function weekEvents() {
  const answer = await server
    .client('admin')
    .planningLivraison.getEvents({ start: MONDAY, end: MONDAY + 7 * DAY });
  return fieldRecords(answer);
}

describe('GestionLivraisonPage', () => {
  it('shows the map notice without tiles, the builder, and the seeded week of itineraries in the calendar', async () => {
    await renderPage('planif');
    expect(
      await screen.findByText(/Fond de carte indisponible/, {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Carte des agences et des clients' }),
    ).toBeInTheDocument();
    const seeded = await weekEvents();
    await waitFor(
      () => expect(screen.getByText(eventLine(seeded[0]!))).toBeInTheDocument(),
      FIRST_ANSWER,
    );
    expect(screen.getByRole('button', { name: 'Semaine' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('builds an itinerary of three clients: legs, loads, totals « estimation », optimise on acceptance, save, then edit without duplicating', async () => {
    // The 12 000 kg vehicle: every order of these stops fits its payload.
    const drivers = await newItinerary('Tournée page', 2);
    await addLightClients();
    const stops = within(builder()).getAllByRole('listitem');
    expect(stops).toHaveLength(3);
    expect(stops[0]).toHaveTextContent(/Étape 1 · .+ → /);
    expect(stops[0]).toHaveTextContent(/Livraison .* kg \+ Reprise .* kg = .* kg/);
    expect(stops[0]).toHaveTextContent('Charge après l’arrêt');
    expect(within(builder()).getByLabelText('Total')).toHaveTextContent(
      /km · .*min.*\(estimation\)/,
    );

    // Moving a stop by hand: the same stops, another order.
    const first = stops[0]!.getAttribute('aria-label')!.replace(/^Étape 1 : /, '');
    fireEvent.click(within(stops[0]!).getByRole('button', { name: `Descendre ${first}` }));
    expect(within(builder()).getAllByRole('listitem')[1]).toHaveAccessibleName(
      `Étape 2 : ${first}`,
    );

    fireEvent.click(within(builder()).getByRole('button', { name: 'Optimiser l’ordre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordre proposé' });
    const apply = within(dialog).queryByRole('button', { name: 'Appliquer' });
    // Without a routing service, orders are compared on the estimation, and the dialog says so.
    expect(dialog).toHaveTextContent('Ordre calculé sur les distances estimées');
    if (apply) {
      expect(dialog).toHaveTextContent(/Gain : .+ km et /);
      fireEvent.click(apply);
    } else {
      expect(dialog).toHaveTextContent('L’ordre actuel est déjà le plus court.');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(builder()).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(builder()).findByText('Itinéraire enregistré.', {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    const saved = (await weekEvents()).filter((e) => e.nom === 'Tournée page');
    expect(saved).toHaveLength(1);
    expect(JSON.parse(String(saved[0]!.recap))).toHaveLength(3);

    // Saving again updates the same event, never a second one.
    choose('Chauffeur', drivers[0]!.name);
    fireEvent.click(within(builder()).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(
      async () =>
        expect((await weekEvents()).filter((e) => e.nom === 'Tournée page')[0]?.version).toBe(2),
      FIRST_ANSWER,
    );
    expect((await weekEvents()).filter((e) => e.nom === 'Tournée page')).toHaveLength(1);
  });

  it('requires a name, and says a stale edit was refused (409) keeping what was typed', async () => {
    await renderPage('planif');
    await screen.findByRole('region', { name: 'Itinéraire' }, FIRST_ANSWER);
    fireEvent.click(within(builder()).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(builder()).findByText('Nom : obligatoire.')).toBeInTheDocument();

    const seeded = (await weekEvents())[0]!;
    fireEvent.click(await screen.findByText(eventLine(seeded), {}, FIRST_ANSWER));
    await waitFor(() =>
      expect(within(builder()).getByRole('textbox', { name: 'Nom' })).toHaveValue(seeded.nom),
    );
    // Someone else saves it meanwhile.
    await server.client('admin').planningLivraison.editEvent({
      event: {
        ...(seeded as never as Record<string, never>),
        nom: 'Changé ailleurs',
        supprimer: 0,
        version: Number(seeded.version),
      } as never,
    });
    fireEvent.change(within(builder()).getByRole('textbox', { name: 'Nom' }), {
      target: { value: 'Mon nom' },
    });
    fireEvent.click(within(builder()).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(builder()).findByText(/vient d.être modifiée/, {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(within(builder()).getByRole('textbox', { name: 'Nom' })).toHaveValue('Mon nom');
  });

  it('does not offer to save what the server refuses: Enregistrer disabled, with core’s reason', async () => {
    const driver = (await newItinerary('Tournée du dimanche', 0))[0]!;
    await addLightClients();
    const start = within(builder()).getByRole('textbox', { name: /^Début/ });
    // Sunday 16 March 2025: the seeded drivers work Monday to Friday.
    fireEvent.change(start, { target: { value: '16/03/2025 08:00' } });
    const save = within(builder()).getByRole('button', { name: 'Enregistrer' });
    expect(save).toBeDisabled();
    const reason = `${driver.name} ne travaille pas le dimanche.`;
    expect(save).toHaveAccessibleDescription(`Enregistrement impossible : ${reason}`);
    // The server keeps its own check (tests/contract/gestionLivraison.test.ts, same words).

    fireEvent.change(start, { target: { value: '17/03/2025 08:00' } });
    expect(save).toBeEnabled();
    expect(screen.queryByText(/^Enregistrement impossible/)).toBeNull();
  });

  it('starts a new itinerary on the next day its driver works (a Saturday: the Monday)', async () => {
    await renderPage('planif', undefined, { initialDate: Date.UTC(2025, 2, 22, 15) });
    await screen.findByRole('region', { name: 'Itinéraire' }, FIRST_ANSWER);
    expect(within(builder()).getByRole('textbox', { name: /^Début/ })).toHaveValue(
      '24/03/2025 08:00',
    );
    expect(screen.queryByText(/^Enregistrement impossible/)).toBeNull();
  });

  it('server down: says so with Réessayer, and loads once back', async () => {
    let down = true;
    await renderPage(
      'planif',
      server.client('planif', () => (down ? 'unreachable' : undefined)),
    );
    const alert = await screen.findByRole('alert', {}, FIRST_ANSWER);
    expect(alert).toHaveTextContent('Le serveur est injoignable.');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('region', { name: 'Itinéraire' }, FIRST_ANSWER),
    ).toBeInTheDocument();
  });

  it('admins edit the drivers’ payloads: saved exact to 0.1 kg, a bad one refused in French, the dialog kept', async () => {
    await renderPage('admin');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Chauffeurs et couleurs' }, FIRST_ANSWER),
    );
    const dialog = screen.getByRole('dialog', { name: 'Chauffeurs et couleurs' });
    const payloads = within(dialog).getAllByRole('textbox', { name: 'Charge utile (kg)' });
    fireEvent.change(payloads[0]!, { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(/^Charge utile invalide pour /)).toBeInTheDocument();
    fireEvent.change(payloads[0]!, { target: { value: '3500,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { drivers } = await server.client('admin').planningLivraison.get_itinerary_settings({});
    expect(drivers[0]!.payloadKg).toBe(3500.5);
  });

  it('planners do not get the drivers’ settings', async () => {
    await renderPage('planif');
    await screen.findByRole('region', { name: 'Itinéraire' }, FIRST_ANSWER);
    expect(screen.queryByRole('button', { name: 'Chauffeurs et couleurs' })).toBeNull();
  });
});

describe('distances from the routing service (VITE_ROUTING_URL)', () => {
  const ROUTE =
    /^https:\/\/osrm\.exemple\.fr\/route\/v1\/driving\/-?[\d.]+,-?[\d.]+;-?[\d.]+,-?[\d.]+\?overview=false$/;
  const routed = () =>
    new Response(JSON.stringify({ code: 'Ok', routes: [{ distance: 12_345, duration: 1_830 }] }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });

  async function buildThreeStops(fetchRoute: GestionLivraisonPageProps['fetchRoute']) {
    await renderPage('planif', undefined, { routingUrl: 'https://osrm.exemple.fr/', fetchRoute });
    await screen.findByRole('region', { name: 'Itinéraire' }, FIRST_ANSWER);
    await addLightClients();
  }

  it('measures every leg with the service: its metres and seconds, without « estimation »', async () => {
    const fetchRoute = vi.fn(async (_url: string) => routed());
    await buildThreeStops(fetchRoute);
    // 12 345 m → 12,3 km and 1 830 s → 31 min a leg, three legs.
    await waitFor(() =>
      expect(within(builder()).getByLabelText('Total')).toHaveTextContent('36,9 km · 1 h 33 min'),
    );
    expect(within(builder()).getByLabelText('Total')).not.toHaveTextContent('estimation');
    for (const stop of within(builder()).getAllByRole('listitem'))
      expect(stop).toHaveTextContent('12,3 km · 31 min');
    expect(fetchRoute).toHaveBeenCalledTimes(3);
    for (const [url] of fetchRoute.mock.calls) expect(url).toMatch(ROUTE);
  });

  it('falls back to the estimation, so labelled, for the legs the service fails on', async () => {
    let calls = 0;
    const fetchRoute = vi.fn(async (_url: string) => {
      calls += 1;
      if (calls === 1) return routed();
      if (calls === 2) return new Response('indisponible', { status: 503 });
      throw new TypeError('Failed to fetch');
    });
    await buildThreeStops(fetchRoute);
    const routedLeg = fetchRoute.mock.calls[0]![0];
    await waitFor(() =>
      expect(
        within(builder())
          .getAllByRole('listitem')
          .filter((stop) => stop.textContent?.includes('12,3 km · 31 min')),
      ).toHaveLength(1),
    );
    expect(routedLeg).toMatch(ROUTE);
    const stops = within(builder()).getAllByRole('listitem');
    expect(stops.filter((stop) => stop.textContent?.includes('(estimation)'))).toHaveLength(2);
    expect(within(builder()).getByLabelText('Total')).toHaveTextContent('(estimation)');
  });

  /** 1 000 m and 60 s along agency → stop 3 → stop 1 → stop 2; 50 000 m and 3 600 s otherwise. */
  const table = () => {
    const near = new Set(['0-3', '3-1', '1-2']);
    const cell = (i: number, j: number, small: number, large: number) =>
      i === j ? 0 : near.has(`${i}-${j}`) ? small : large;
    const rows = [0, 1, 2, 3];
    return new Response(
      JSON.stringify({
        code: 'Ok',
        distances: rows.map((i) => rows.map((j) => cell(i, j, 1_000, 50_000))),
        durations: rows.map((i) => rows.map((j) => cell(i, j, 60, 3_600))),
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  };

  const stopNames = () =>
    within(builder())
      .getAllByRole('listitem')
      .map((stop) => stop.getAttribute('aria-label')!.replace(/^Étape \d+ : /, ''));

  it('Optimiser l’ordre minimises the service’s distances (its table), not the estimation', async () => {
    const fetchRoute = vi.fn(async (url: string) => (url.includes('/table/') ? table() : routed()));
    await buildThreeStops(fetchRoute);
    const [first, second, third] = stopNames();
    fireEvent.click(within(builder()).getByRole('button', { name: 'Optimiser l’ordre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordre proposé' }, FIRST_ANSWER);
    expect(dialog).toHaveTextContent('Ordre calculé sur les distances du service d’itinéraires.');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([third, first, second]);
    // 101 km and 121 min in the order given, 3 km and 3 min in the one proposed.
    expect(dialog).toHaveTextContent(/Gain : 98(,0)? km et 1 h 58 min\./);
    const tableCalls = fetchRoute.mock.calls.filter(([url]) => url.includes('/table/'));
    expect(tableCalls).toHaveLength(1);
    expect(tableCalls[0]![0]).toMatch(
      /^https:\/\/osrm\.exemple\.fr\/table\/v1\/driving\/(-?[\d.]+,-?[\d.]+;){3}-?[\d.]+,-?[\d.]+\?annotations=distance,duration$/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(stopNames()).toEqual([third, first, second]));
  });

  it('orders on the estimation, and says so, when the service’s table fails', async () => {
    const fetchRoute = vi.fn(async (url: string) =>
      url.includes('/table/') ? new Response('indisponible', { status: 503 }) : routed(),
    );
    await buildThreeStops(fetchRoute);
    fireEvent.click(within(builder()).getByRole('button', { name: 'Optimiser l’ordre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordre proposé' }, FIRST_ANSWER);
    expect(dialog).toHaveTextContent(
      'Service d’itinéraires injoignable : ordre calculé sur les distances estimées',
    );
  });
});
