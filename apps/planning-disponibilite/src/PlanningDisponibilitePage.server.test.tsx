import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAvailabilityRows, fieldRecords } from '@locasuite/core';
import type { ParcItem } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser, STORY_NOW } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { PlanningDisponibilitePage } from './PlanningDisponibilitePage';

// The page on the server's own handlers and the seed at STORY_NOW, through the real client.
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

const FIRST_ANSWER = { timeout: 20_000 };

async function renderPage(login: string) {
  const user = await signedInUser(server, login);
  const api = server.client(login);
  const view = render(
    <LocaSuiteProvider>
      <div style={{ height: 760, display: 'flex', flexDirection: 'column' }}>
        <PlanningDisponibilitePage
          api={api}
          session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
          now={STORY_NOW}
        />
      </div>
    </LocaSuiteProvider>,
  );
  await screen.findByText('Parc matériel', {}, FIRST_ANSWER);
  const legend = await screen.findByRole('region', { name: 'Légende' }, FIRST_ANSWER);
  await waitFor(
    () => expect(within(legend).getByText('Livraison')).toBeInTheDocument(),
    FIRST_ANSWER,
  );
  return view;
}

describe('PlanningDisponibilitePage on the server’s handlers', () => {
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

  it('gives a planner without the admin flag no admin control (spec 1 §6)', async () => {
    await renderPage('planif');
    expect(screen.queryByRole('button', { name: 'Options' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Afficher les contrat Actif' })).toBeVisible();
  });
});
