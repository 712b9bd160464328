import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import type { TechnicianApi } from './api';
import { PlanningTechnicienPage } from './PlanningTechnicienPage';

afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 23, 9, 0);
const HOUR = 3_600_000;
const list = (rows: Record<string, unknown>[]) => ({
  data: rows.map((fieldData) => ({ fieldData })),
});

const card = {
  id: 7,
  'N° RAP COMP': 'RAP2026-00007',
  Statut: '100',
  societeliv: 'BTP Rhône',
  'Theme devis': 'Fuite hydraulique',
  villeliv: 'Lyon',
  adliv: '3 rue des Lilas',
  'Techniciens_Nom(1)': 'Paul MARTIN',
  Debut_TIMESTAMP: '',
  Fin_TIMESTAMP: '',
  ID_Agence: 1,
  version: 1,
};
const planned = {
  ...card,
  id: 8,
  'N° RAP COMP': 'RAP2026-00008',
  Statut: '110',
  Debut_TIMESTAMP: NOW + HOUR,
  Fin_TIMESTAMP: NOW + 3 * HOUR,
};

type Answers = Record<string, unknown>;

function fakeApi(answers: Answers = {}, fail?: () => never) {
  const defaults: Answers = {
    get_technicien_liste: list([
      { NOM_TECHNICIEN: 'Paul MARTIN', ID_Agence: 1 },
      { NOM_TECHNICIEN: 'Luc PETIT', ID_Agence: 2 },
    ]),
    get_agency_soft: { data: list([{ ag_nom: 'Lyon', ID_Agence: 1 }]) },
    get_calendar_colors: list([]),
    get_day_to_hide: list([]),
    get_planning_technicien_options: list([{ Key: 'use_sav_tablette', Value: '1' }]),
    get_calendar_settings: list([{ Params: { 'multie-technicien': false } }]),
    getIndisponibilityType: list([]),
    get_events_liste: list([card, planned]),
    get_old_events_liste: list([]),
    get_technicien_available_liste: list([]),
    get_event_info_by_event_link: list([]),
  };
  const call = vi.fn(async (def: { name: string }) => {
    if (fail) fail();
    const answer = { ...defaults, ...answers }[def.name];
    if (answer === undefined) throw new Error(`unexpected ${def.name}`);
    return answer;
  });
  return { call } as unknown as TechnicianApi & { call: typeof call };
}

const renderPage = (api: TechnicianApi, admin: boolean) =>
  render(
    <LocaSuiteProvider>
      <PlanningTechnicienPage
        api={api}
        now={NOW}
        session={{
          user: {
            name: 'Test',
            email: 't@example.fr',
            admin,
            apps: ['planning-technicien'],
            record: {},
          },
          onRefused: vi.fn(),
          refreshUser: async () => undefined,
        }}
      />
    </LocaSuiteProvider>,
  );

describe('PlanningTechnicienPage', () => {
  it('admin: technicians as rows, the card with its lines, Paramètre, and the card dialog offers removal', async () => {
    renderPage(fakeApi(), true);
    const cardButton = await screen.findByRole('button', { name: /^RAP2026-00007/ });
    expect(cardButton).toHaveAttribute('data-draggable', 'true');
    expect(within(cardButton).getByText('BTP Rhône')).toBeInTheDocument();
    expect(within(cardButton).getByText('Fuite hydraulique')).toBeInTheDocument();
    expect(screen.getByText('Interventions à planifier (1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paramètre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AUJ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commentaires' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Techniciens' })).toBeEnabled();
    expect(screen.getByPlaceholderText('Recherche...')).toBeInTheDocument();
    fireEvent.click(cardButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Intervention RAP2026-00007')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retirer du planning' })).toBeInTheDocument();
    expect(within(dialog).getByText('Référence')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantitée')).toBeInTheDocument();
  });

  it('non-admin: no Paramètre, comments and technicians disabled, cards not draggable, no actions', async () => {
    renderPage(fakeApi(), false);
    const cardButton = await screen.findByRole('button', { name: /^RAP2026-00007/ });
    expect(cardButton).toHaveAttribute('data-draggable', 'false');
    expect(screen.queryByRole('button', { name: 'Paramètre' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Commentaires' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Techniciens' })).toBeDisabled();
    fireEvent.click(cardButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Retirer du planning' })).toBeNull();
  });

  it('Recherche... filters the cards', async () => {
    renderPage(fakeApi(), true);
    await screen.findByRole('button', { name: /^RAP2026-00007/ });
    fireEvent.change(screen.getByPlaceholderText('Recherche...'), {
      target: { value: 'Marseille' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^RAP2026-00007/ })).toBeNull(),
    );
    expect(screen.getByText('Interventions à planifier (0)')).toBeInTheDocument();
  });

  it('empty answers say so only after the answer', async () => {
    renderPage(fakeApi({ get_technicien_liste: list([]), get_events_liste: list([]) }), true);
    expect(await screen.findByText('Aucune intervention à planifier.')).toBeInTheDocument();
    expect(screen.getByText('Aucun technicien à afficher.')).toBeInTheDocument();
  });

  it('unreachable server: the French message and Réessayer, no empty text', async () => {
    renderPage(
      fakeApi({}, () => {
        throw new ApiError('network', 'Le serveur est injoignable.');
      }),
      true,
    );
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getAllByText(/Le serveur est injoignable/).length).toBeGreaterThan(0);
    expect(screen.queryByText('Aucune intervention à planifier.')).toBeNull();
  });
});
