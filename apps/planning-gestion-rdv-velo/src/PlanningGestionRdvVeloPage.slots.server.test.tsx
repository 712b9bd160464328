import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldRecords, formatFrenchDay } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser, STORY_NOW } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { PlanningGestionRdvVeloPage } from './PlanningGestionRdvVeloPage';

// The slot dialogs' flows on the server's own handlers: the OUI / NON confirmations of a slot
// opened from Gestion des disponibilités.
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

const FIRST_ANSWER = { timeout: 20_000 };
const DAY = 86_400_000;

async function renderPage(login: string) {
  const user = await signedInUser(server, login);
  return render(
    <LocaSuiteProvider>
      <PlanningGestionRdvVeloPage
        api={server.client(login)}
        session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
        now={STORY_NOW}
      />
    </LocaSuiteProvider>,
  );
}

/** A booked slot of a single day (not weekly) in the management table's ±7 days. */
async function bookedSlot() {
  const rows = fieldRecords(
    await server.client('admin').gestionRdvVelo.get_dispo_between_timestamp({
      start: STORY_NOW - 7 * DAY,
      end: STORY_NOW + 7 * DAY,
    }),
  );
  const slot = rows.find(
    (r) =>
      Number(r.LIBRE) === 1 &&
      String(r.NOM ?? '') !== '' &&
      Number(r.HEBDOMADAIRE ?? 0) !== 1 &&
      Number(r.JOUR) >= STORY_NOW - (STORY_NOW % DAY),
  );
  expect(slot, 'a booked single slot').toBeDefined();
  return slot!;
}

describe('the slot dialogs on the server’s handlers', () => {
  it('Liberer la disponibilité asks OUI / NON: NON goes back to the detail, OUI frees the slot', async () => {
    const booked = await bookedSlot();
    const client = [booked.NOM, booked.PRENOM].filter(Boolean).join(' ');
    await renderPage('admin');
    await screen.findByText(/\+3 autres/, {}, FIRST_ANSWER);
    await userEvent.click(screen.getByRole('button', { name: 'Administration du calendrier' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Gestion des disponibilités' }));
    const management = await screen.findByRole('dialog', { name: 'Gestion des disponibilités' });
    const table = within(management).getByRole('table', { name: 'Disponibilités' });
    const row = await waitFor(() => {
      const found = within(table)
        .getAllByRole('row')
        .find(
          (r) =>
            r.textContent?.includes(formatFrenchDay(Number(booked.JOUR))) &&
            r.textContent.includes(String(booked.DEBUT)) &&
            r.textContent.includes(client),
        );
      expect(found).toBeDefined();
      return found!;
    }, FIRST_ANSWER);
    fireEvent.click(row);

    const detail = await screen.findByRole('dialog', { name: 'Disponibilité' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Liberer la disponibilité' }));
    const question = await screen.findByRole('dialog', { name: 'Liberer la disponibilité' });
    expect(question).toHaveTextContent(
      'Voulez-vous libérer cette disponibilité ? Le client sera prévenu par e-mail.',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'NON' }));
    const again = await screen.findByRole('dialog', { name: 'Disponibilité' });
    fireEvent.click(within(again).getByRole('button', { name: 'Liberer la disponibilité' }));
    const asked = await screen.findByRole('dialog', { name: 'Liberer la disponibilité' });
    fireEvent.click(within(asked).getByRole('button', { name: 'OUI' }));

    expect(await screen.findByText('Disponibilité libérée.', {}, FIRST_ANSWER)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disponibilité' })).toBeNull());
    const stored = fieldRecords(
      await server.client('admin').gestionRdvVelo.get_dispo_between_timestamp({
        start: Number(booked.JOUR),
        end: Number(booked.JOUR),
      }),
    ).find((r) => r.key === booked.key);
    expect(Number(stored?.LIBRE)).toBe(0);
  });

  it('tells apart the columns of two agencies sharing their first two letters: « Lyon G. », « Lyon P. », not « Ly » twice (field-tools issue item 7)', async () => {
    await renderPage('admin');
    const calendar = screen.getByTestId('rdv-calendar');
    expect(await within(calendar).findByText('Lyon G.', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(within(calendar).getByText('Lyon P.')).toBeInTheDocument();
    expect(within(calendar).queryByText('Ly')).toBeNull();
    // The others keep their two letters (spec 2 §9).
    expect(within(calendar).getByText('Vi')).toBeInTheDocument();
  });
});
