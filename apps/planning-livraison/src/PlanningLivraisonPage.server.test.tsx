import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldRecords } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser, STORY_NOW } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { PlanningLivraisonPage } from './PlanningLivraisonPage';

// The page on the server's own handlers and the seed at STORY_NOW, through the real client.
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

const FIRST_ANSWER = { timeout: 20_000 };

async function renderPage(login: string) {
  const user = await signedInUser(server, login);
  return render(
    <LocaSuiteProvider>
      <PlanningLivraisonPage
        api={server.client(login)}
        session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
        initialDate={STORY_NOW}
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

describe('PlanningLivraisonPage on the server’s handlers', () => {
  it('shows the admin the seed’s drivers as rows, and Paramètre, for a week with deliveries', async () => {
    await renderPage('admin');
    expect(await screen.findByText('Admin', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paramètre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chauffeur' })).toBeInTheDocument();
    const drivers = await shownDrivers();
    expect(drivers.length).toBeGreaterThan(0);
    for (const driver of drivers) {
      // Asked again until it holds: a row's label is drawn again once the tooltip's chunk is in.
      await waitFor(() => expect(screen.getByText(driver)).toBeInTheDocument(), FIRST_ANSWER);
    }
    // jsdom does not lay FullCalendar's bars out (the browser tests and screenshots check them):
    // the week shown holds deliveries on the server, so the page has bars to draw.
    const week = { start: Date.UTC(2025, 2, 17), end: Date.UTC(2025, 2, 24) };
    const deliveries = await server.client('admin').planningLivraison.get_materials(week);
    expect(deliveries.data.length).toBeGreaterThan(0);
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
});
