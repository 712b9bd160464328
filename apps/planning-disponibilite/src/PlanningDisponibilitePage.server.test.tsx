import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
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
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { prefetchPlanningDisponibilite } from './hooks/firstLoad';
import { PlanningDisponibilitePage } from './PlanningDisponibilitePage';

// The page on the server's own handlers and the seed at STORY_NOW, through the real client.
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

const FIRST_ANSWER = { timeout: 20_000 };

/** The page for `user` on `api`, rendered once: nothing awaited. */
function mountPage(user: ToolUser, api: ApiClient) {
  return render(
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
}

async function renderPage(login: string, api: ApiClient = server.client(login)) {
  const view = mountPage(await signedInUser(server, login), api);
  await screen.findByText('Parc matériel', {}, FIRST_ANSWER);
  const legend = await screen.findByRole('region', { name: 'Légende' }, FIRST_ANSWER);
  await waitFor(
    () => expect(within(legend).getByText('Livraison')).toBeInTheDocument(),
    FIRST_ANSWER,
  );
  return view;
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

  it('gives a planner without the admin flag no admin control (spec 1 §6)', async () => {
    await renderPage('planif');
    expect(screen.queryByRole('button', { name: 'Options' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Afficher les contrat Actif' })).toBeVisible();
  });
});
