import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldRecords, formatFrenchDay, readRdvAgencyChoice } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser, STORY_NOW } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import type { RdvApi } from './api';
import { PlanningGestionRdvVeloPage } from './PlanningGestionRdvVeloPage';

// The page on the server's own handlers and the seed at STORY_NOW, through the real client. jsdom
// is a small screen (no media query matches): the cog, « Liste des agences » and the legend button.
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

const FIRST_ANSWER = { timeout: 20_000 };

async function renderPage(login: string, api: RdvApi = server.client(login)) {
  const user = await signedInUser(server, login);
  return render(
    <LocaSuiteProvider>
      <PlanningGestionRdvVeloPage
        api={api}
        session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
        now={STORY_NOW}
      />
    </LocaSuiteProvider>,
  );
}

async function firstAgency(): Promise<string> {
  const agencies = fieldRecords(await server.client('admin').gestionRdvVelo.get_agency_liste({}));
  return String(agencies[0]?.PR_NOM_AG ?? '');
}

async function agencyList(): Promise<{ id: string; name: string }[]> {
  const agencies = fieldRecords(await server.client('admin').gestionRdvVelo.get_agency_liste({}));
  return agencies.map((a) => ({ id: String(a.PR_ID_AG), name: String(a.PR_NOM_AG) }));
}

/** The agencies saved on the person's record (spec 2 §2.2 "remembered"). */
async function savedAgencies(login: string) {
  return readRdvAgencyChoice((await signedInUser(server, login)).record.planning_display);
}

/** Chooses one agency in the planner's « Liste des agences » and saves. */
async function chooseOne(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Liste des agences' }));
  const list = await screen.findByRole('dialog', { name: 'Liste des agences' });
  await userEvent.click(within(list).getByRole('radio', { name }));
  await userEvent.click(within(list).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('PlanningGestionRdvVeloPage on the server’s handlers', () => {
  it('shows an admin every agency, the header and the admin menu', async () => {
    await renderPage('admin');
    const name = await firstAgency();
    expect(await screen.findByText(new RegExp(name), {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calendrier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Période précédente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Période suivante' })).toBeInTheDocument();
    // Six agencies: the first three, then « +3 autres » (spec 2 §9).
    expect(screen.getByText(/\+3 autres/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Administration du calendrier' }));
    expect(screen.getByRole('menuitem', { name: 'Paramètre du calendrier' })).toBeInTheDocument();
    expect(
      screen.getByRole('menuitem', { name: 'Gestion des disponibilités' }),
    ).toBeInTheDocument();
  });

  it('gives a planner one agency and no calendar settings (spec 2 §6)', async () => {
    await renderPage('planif');
    const name = await firstAgency();
    expect(await screen.findByText(name, {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.queryByText(/autres/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Liste des agences' }));
    const list = await screen.findByRole('dialog', { name: 'Liste des agences' });
    expect(within(list).getAllByRole('radio').length).toBeGreaterThan(1);
    expect(within(list).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Annuler' }));
    await userEvent.click(screen.getByRole('button', { name: 'Administration du calendrier' }));
    expect(screen.queryByRole('menuitem', { name: 'Paramètre du calendrier' })).toBeNull();
    expect(
      screen.getByRole('menuitem', { name: 'Gestion des disponibilités' }),
    ).toBeInTheDocument();
  });

  it('lists the slots of ±7 days in Gestion des disponibilités, with the admin columns', async () => {
    await renderPage('admin');
    await screen.findByText(/\+3 autres/, {}, FIRST_ANSWER);
    await userEvent.click(screen.getByRole('button', { name: 'Administration du calendrier' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Gestion des disponibilités' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gestion des disponibilités' });
    const table = within(dialog).getByRole('table', { name: 'Disponibilités' });
    for (const header of ['Jour', 'Début', 'Fin', 'Type', 'Numéro', 'Client', 'Téléphone']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByRole('columnheader', { name: 'Récurrent' })).toBeInTheDocument();
    await waitFor(
      () => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2),
      FIRST_ANSWER,
    );
    expect(within(dialog).getByRole('button', { name: 'Créer une disponibilité' })).toBeVisible();
  });

  it('a planner opens a booked slot from Gestion des disponibilités: no Liberer nor Supprimer; MODIFICATIONS sets status and comment only', async () => {
    // The planner's agency (the saved one, else the first) and its first booked slot with a
    // client code in the table's ±7 days (spec 2 §6 "booked slots where keys are shown").
    const agencyId = (await savedAgencies('planif'))?.[0] ?? (await agencyList())[0]!.id;
    const DAY = 86_400_000;
    const booked = fieldRecords(
      await server.client('admin').gestionRdvVelo.get_dispo_between_timestamp({
        start: STORY_NOW - 7 * DAY,
        end: STORY_NOW + 7 * DAY,
      }),
    )
      .filter(
        (r) =>
          String(r.AGENCE) === agencyId &&
          Number(r.LIBRE) === 1 &&
          String(r.CODE_CLIENT ?? '') !== '' &&
          Number(r.JOUR) >= STORY_NOW - (STORY_NOW % DAY),
      )
      .sort(
        (a, b) => Number(a.JOUR) - Number(b.JOUR) || String(a.DEBUT).localeCompare(String(b.DEBUT)),
      )[0];
    expect(booked, 'a booked slot with a client code').toBeDefined();
    const client = [booked!.NOM, booked!.PRENOM].filter(Boolean).join(' ');
    await renderPage('planif');
    await screen.findByRole('button', { name: 'Liste des agences' }, FIRST_ANSWER);
    await userEvent.click(screen.getByRole('button', { name: 'Administration du calendrier' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Gestion des disponibilités' }));
    const management = await screen.findByRole('dialog', { name: 'Gestion des disponibilités' });
    const table = within(management).getByRole('table', { name: 'Disponibilités' });
    const row = await waitFor(() => {
      const found = within(table)
        .getAllByRole('row')
        .find(
          (r) =>
            r.textContent?.includes(formatFrenchDay(Number(booked!.JOUR))) &&
            r.textContent.includes(String(booked!.DEBUT)) &&
            r.textContent.includes(client),
        );
      expect(found).toBeDefined();
      return found!;
    }, FIRST_ANSWER);
    fireEvent.click(row);

    const detail = await screen.findByRole('dialog', { name: 'Disponibilité' });
    // spec 2 §5.2: freeing and deleting are admin only; Modifier with key data.
    expect(within(detail).queryByRole('button', { name: 'Liberer la disponibilité' })).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Supprimer la disponibilité' })).toBeNull();
    fireEvent.click(within(detail).getByRole('button', { name: 'Modifier' }));
    const edit = await screen.findByRole('dialog', { name: 'MODIFICATIONS' });
    // Date, times, type and agency are an admin's.
    expect(within(edit).queryByLabelText('Début')).toBeNull();
    expect(within(edit).queryByRole('combobox', { name: 'Agence' })).toBeNull();
    fireEvent.mouseDown(within(edit).getByRole('combobox', { name: 'Statut du RDV' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '✅' }));
    fireEvent.change(within(edit).getByLabelText('Nouveau commentaire'), {
      target: { value: 'Client rappelé' },
    });
    fireEvent.click(within(edit).getByRole('button', { name: 'Enregistrer' }));

    // Back on the detail, read again: the status and the comment with its author.
    const after = await screen.findByRole('dialog', { name: 'Disponibilité' }, FIRST_ANSWER);
    expect(await within(after).findByRole('cell', { name: 'Client rappelé' })).toBeInTheDocument();
    expect(within(after).getByRole('cell', { name: '✅' })).toBeInTheDocument();
    const stored = fieldRecords(
      await server.client('admin').gestionRdvVelo.get_dispo_between_timestamp({
        start: Number(booked!.JOUR),
        end: Number(booked!.JOUR),
      }),
    ).find((r) => r.key === booked!.key);
    expect(Number(stored?.RDV_VALIDE)).toBe(1);
    expect(JSON.stringify(stored?.COMMENTAIRE)).toContain('Client rappelé');
  });

  // Runs after the planner tests above: it changes the planner's saved choice.
  it('remembers a planner’s Liste des agences: saved on change, shown again on the next open', async () => {
    const [first, second] = await agencyList();
    await renderPage('planif');
    expect(await screen.findByText(first!.name, {}, FIRST_ANSWER)).toBeInTheDocument();
    await chooseOne(second!.name);
    expect(await screen.findByText(second!.name)).toBeInTheDocument();
    await waitFor(async () => expect(await savedAgencies('planif')).toEqual([second!.id]));
    cleanup();
    await renderPage('planif');
    expect(await screen.findByText(second!.name, {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.queryByText(first!.name)).toBeNull();
  });

  it('keeps the chosen agency on screen with the French message when its save fails', async () => {
    const agencies = await agencyList();
    const before = await savedAgencies('planif');
    const third = agencies[2]!;
    await renderPage(
      'planif',
      server.client('planif', (def) =>
        def.name === 'update_planning_vue' ? 'unreachable' : undefined,
      ),
    );
    await screen.findByRole('button', { name: 'Liste des agences' }, FIRST_ANSWER);
    await chooseOne(third.name);
    expect(
      await screen.findByText(/Le choix des agences n’a pas été enregistré : /),
    ).toBeInTheDocument();
    expect(screen.getByText(third.name)).toBeInTheDocument();
    expect(await savedAgencies('planif')).toEqual(before);
  });

  it('keeps the retry and never the empty text when the slots do not load (issue 11)', async () => {
    let down = true;
    await renderPage(
      'planif',
      server.client('planif', (def) =>
        down && def.name === 'get_dispo_between_timestamp' ? 'unreachable' : undefined,
      ),
    );
    const alert = await screen.findByRole('alert', {}, FIRST_ANSWER);
    expect(alert.textContent).toContain('injoignable');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), FIRST_ANSWER);
  });
});
