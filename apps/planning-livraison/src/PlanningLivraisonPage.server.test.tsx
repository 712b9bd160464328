import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldRecords } from '@locasuite/core';
import type { ApiClient } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser, STORY_NOW } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { PlanningLivraisonPage } from './PlanningLivraisonPage';
import { phoneMedia } from '../../../tests/web/matchMedia';

// The page on the server's own handlers and the seed at STORY_NOW (Monday 17 March 2025, 09:00
// UTC), through the real client. None of these tests changes a setting the others read (the
// admin's saves are in PlanningLivraisonPage.saves.server.test.tsx, on a server of their own).
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

const FIRST_ANSWER = { timeout: 20_000 };
const DAY = 86_400_000;
/** STORY_NOW's week: Monday 17 to Sunday 23 March 2025 (Sunday is the seed's hidden day). */
const MONDAY = Date.UTC(2025, 2, 17);
const at10 = (day: number) => day + 10 * 3_600_000;

async function renderPage(
  login: string,
  { api = server.client(login), today = STORY_NOW }: { api?: ApiClient; today?: number } = {},
) {
  const user = await signedInUser(server, login);
  return render(
    <LocaSuiteProvider>
      <PlanningLivraisonPage
        api={api}
        session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
        initialDate={today}
      />
    </LocaSuiteProvider>,
  );
}

/** The drivers the server shows on the planning: the ones the settings list, else every driver. */
async function shownDrivers(): Promise<string[]> {
  const api = server.client('admin');
  const drivers = fieldRecords(await api.planningLivraison.get_technicien_liste({})).map((d) =>
    String(d.NOM_TECHNICIEN ?? ''),
  );
  const chosen = String(
    fieldRecords(await api.planningLivraison.get_technicien_liste_to_show({}))[0]
      ?.tech_to_show_planning_livraison ?? '',
  )
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return chosen.length > 0 ? drivers.filter((d) => chosen.includes(d)) : drivers;
}

const BAR = /^(Livraison|Retour) · /;
/**
 * The delivery bars (the timeline's, or the phone's list items), by their title: jsdom does not
 * lay the timeline out, so FullCalendar keeps its bars invisible there, but draws and clicks them.
 */
const bars = () => screen.queryAllByTitle(BAR);
const weekTitle = () => screen.getByRole('heading', { name: /^Semaine du / });
const rows = () => screen.queryAllByRole('rowheader').map((r) => r.textContent);

describe('PlanningLivraisonPage on the server’s handlers', () => {
  it('shows the admin the seed’s drivers as rows, the bars in the delivery colour, in French, and moves week by week', async () => {
    await renderPage('admin');
    expect(await screen.findByText('Admin', {}, FIRST_ANSWER)).toBeInTheDocument();
    for (const name of ['Paramètre', 'Chauffeur', 'Actualiser', "Aujourd'hui"]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const drivers = await shownDrivers();
    expect(drivers).toHaveLength(3);
    // Asked again until it holds: a row's label is drawn again once the tooltip's chunk is in.
    await waitFor(() => expect(rows()).toEqual(drivers), FIRST_ANSWER);
    await waitFor(() => expect(bars().length).toBeGreaterThan(0), FIRST_ANSWER);
    for (const bar of bars()) {
      expect(bar.getAttribute('style')).toContain('--fc-event-color: #4CAF50');
    }
    // Issue 11: the columns speak French to screen readers, « Livraisons », never « Events ».
    expect(screen.getByRole('columnheader', { name: 'Chauffeurs' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Livraisons' })).toBeInTheDocument();
    expect(screen.queryByText('Events', { exact: true })).toBeNull();
    expect(document.querySelector('[aria-label="Events"]')).toBeNull();
    // spec 1 §9: 06:00–22:00, the first slot of each day is 06 h; no 04 h nor 22 h slot.
    expect(screen.getAllByText('06 h', { exact: true }).length).toBeGreaterThan(0);
    expect(screen.queryByText('04 h', { exact: true })).toBeNull();
    expect(screen.queryByText('22 h', { exact: true })).toBeNull();

    // The week of today, Monday to Saturday (Sunday hidden), then previous, next and Aujourd'hui.
    expect(weekTitle()).toHaveTextContent('Semaine du 17/03/2025 au 22/03/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    await waitFor(() =>
      expect(weekTitle()).toHaveTextContent('Semaine du 24/03/2025 au 29/03/2025'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    await waitFor(() =>
      expect(weekTitle()).toHaveTextContent('Semaine du 10/03/2025 au 15/03/2025'),
    );
    fireEvent.click(screen.getByRole('button', { name: "Aujourd'hui" }));
    await waitFor(() =>
      expect(weekTitle()).toHaveTextContent('Semaine du 17/03/2025 au 22/03/2025'),
    );
  });

  it('gives a planner without the admin flag no admin control (spec 1 §6)', async () => {
    await renderPage('planif');
    expect(await screen.findByText('Chauffeur', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paramètre' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chauffeur' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeInTheDocument();
    const [driver] = await shownDrivers();
    expect(await screen.findByText(driver!, {}, FIRST_ANSWER)).toBeInTheDocument();
  });

  it('on a hidden Sunday opens on the coming Monday’s week, and Aujourd’hui goes back there (issue 11 item 4)', async () => {
    await renderPage('planif', { today: at10(MONDAY + 6 * DAY) });
    await waitFor(
      () => expect(weekTitle()).toHaveTextContent('Semaine du 24/03/2025 au 29/03/2025'),
      FIRST_ANSWER,
    );
    expect(screen.getByText('lun. 24/03', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(/^dim\./)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    await waitFor(() =>
      expect(weekTitle()).toHaveTextContent('Semaine du 17/03/2025 au 22/03/2025'),
    );
    fireEvent.click(screen.getByRole('button', { name: "Aujourd'hui" }));
    await waitFor(() =>
      expect(weekTitle()).toHaveTextContent('Semaine du 24/03/2025 au 29/03/2025'),
    );
  });

  it('a bar opens the delivery’s detail; a return’s comment is saved and there when the page opens again', async () => {
    const view = await renderPage('planif');
    await waitFor(() => expect(bars().length).toBeGreaterThan(0), FIRST_ANSWER);
    // The return comment belongs to returns (issue 11): open a return.
    const bar = screen.getAllByTitle(/^Retour · /)[0]!;
    const name = bar.getAttribute('title')!;
    fireEvent.click(bar);
    let dialog = await screen.findByRole('dialog');
    for (const label of ['Type', 'Chauffeur', 'Début', 'Fin', 'Contrat', 'Client']) {
      expect(within(dialog).getByText(label, { exact: true })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Livraison retour', { exact: true })).toBeInTheDocument();
    const comment = `Portail code 1234 — ${Date.now()}`;
    fireEvent.change(within(dialog).getByLabelText('Commentaire de la livraison retour'), {
      target: { value: comment },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le commentaire' }));
    expect(await within(dialog).findByText('Commentaire enregistré.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The page opened again reads the comment from the server.
    view.unmount();
    await renderPage('planif');
    await waitFor(() => expect(screen.getAllByTitle(name).length).toBeGreaterThan(0), FIRST_ANSWER);
    fireEvent.click(screen.getAllByTitle(name)[0]!);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Commentaire de la livraison retour')).toHaveValue(
      comment,
    );
  });

  it('server down: Actualiser and Réessayer keep the drivers and bars, say so, offer Réessayer; back, the message goes (issue 11)', async () => {
    let down = false;
    let refused = 0;
    await renderPage('admin', {
      api: server.client('admin', () => {
        if (!down) return undefined;
        refused += 1;
        return 'unreachable';
      }),
    });
    await waitFor(() => expect(rows()).toHaveLength(3), FIRST_ANSWER);
    await waitFor(() => expect(bars().length).toBeGreaterThan(0), FIRST_ANSWER);
    const drivers = rows();
    const shown = bars().length;

    down = true;
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le serveur est injoignable.');
    expect(alert).toHaveTextContent('Les données affichées n’ont pas été actualisées.');
    expect(rows()).toEqual(drivers);
    expect(bars()).toHaveLength(shown);
    expect(screen.queryByText('Aucun chauffeur à afficher.')).toBeNull();

    // Réessayer, the server still down: once its calls have failed, the same.
    const before = refused;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(refused).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByText('Chargement des livraisons…')).not.toBeVisible());
    expect(screen.getByRole('alert')).toHaveTextContent('Le serveur est injoignable.');
    expect(rows()).toEqual(drivers);
    expect(bars()).toHaveLength(shown);

    // The server is back: Réessayer loads again and the message goes.
    down = false;
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(rows()).toEqual(drivers);
    expect(bars()).toHaveLength(shown);
  });
});

/** The phone's title, « Lundi 24 mars 2025 ». */
const dayHeading = () =>
  screen.getByRole('heading', { name: /^(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche) / });
const dayList = () => screen.getByRole('region', { name: 'Livraisons du jour par chauffeur' });

describe('PlanningLivraisonPage on a phone (issue 11 items 1 and 4)', () => {
  // A phone's width: the page's media query for small screens matches.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', phoneMedia);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('one day by driver: opens on the coming Monday on a hidden Sunday; buttons and swipes move a day, skipping Sunday; a delivery opens its detail', async () => {
    await renderPage('planif', { today: at10(MONDAY + 6 * DAY) });
    await waitFor(() => expect(dayHeading()).toHaveTextContent('Lundi 24 mars 2025'), FIRST_ANSWER);
    expect(within(dayList()).getAllByRole('region')).toHaveLength(3);
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Jour suivant' }));
    await waitFor(() => expect(dayHeading()).toHaveTextContent('Mardi 25 mars 2025'));
    fireEvent.click(screen.getByRole('button', { name: 'Jour précédent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Jour précédent' }));
    await waitFor(() => expect(dayHeading()).toHaveTextContent('Samedi 22 mars 2025'));

    // A swipe: to the left the next shown day (Sunday skipped), to the right the previous one; a
    // scroll down is no swipe.
    const swipe = (dx: number, dy = 0) => {
      fireEvent.touchStart(dayList(), { touches: [{ clientX: 200, clientY: 100 }] });
      fireEvent.touchEnd(dayList(), {
        touches: [],
        changedTouches: [{ clientX: 200 + dx, clientY: 100 + dy }],
      });
    };
    swipe(-150);
    await waitFor(() => expect(dayHeading()).toHaveTextContent('Lundi 24 mars 2025'));
    swipe(-100, 200);
    swipe(-40);
    expect(dayHeading()).toHaveTextContent('Lundi 24 mars 2025');
    swipe(150);
    await waitFor(() => expect(dayHeading()).toHaveTextContent('Samedi 22 mars 2025'));
    fireEvent.click(screen.getByRole('button', { name: "Aujourd'hui" }));
    await waitFor(() => expect(dayHeading()).toHaveTextContent('Lundi 24 mars 2025'));

    // Monday's deliveries (the seed's departures), each opening its detail.
    await waitFor(() => expect(bars().length).toBeGreaterThan(0), FIRST_ANSWER);
    const bar = bars()[0]!;
    fireEvent.click(bar);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      bar.getAttribute('title')!.startsWith('Retour') ? 'Livraison retour' : 'Livraison départ',
    );
  });

  it('server down on the next day: the unreachable message, never « Aucune livraison ce jour. »; Réessayer shows the day (issue 11 item 1)', async () => {
    let down = false;
    await renderPage('planif', {
      api: server.client('planif', () => (down ? 'unreachable' : undefined)),
      today: at10(MONDAY + 2 * DAY),
    });
    await waitFor(
      () => expect(dayHeading()).toHaveTextContent('Mercredi 19 mars 2025'),
      FIRST_ANSWER,
    );
    await waitFor(() => expect(within(dayList()).getAllByRole('region')).toHaveLength(3));
    down = true;
    fireEvent.click(screen.getByRole('button', { name: 'Jour suivant' }));
    await waitFor(() => expect(dayHeading()).toHaveTextContent('Jeudi 20 mars 2025'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le serveur est injoignable.');
    expect(within(dayList()).getAllByRole('region')).toHaveLength(3);
    expect(screen.queryByText('Aucune livraison ce jour.')).toBeNull();

    // Back: Thursday's deliveries (the seed has two).
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(bars().length).toBeGreaterThan(0));
  });
});
