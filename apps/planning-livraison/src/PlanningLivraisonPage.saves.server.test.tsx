import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser, STORY_NOW } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { PlanningLivraisonPage } from './PlanningLivraisonPage';

// The admin's saves (spec 1 §2, §4): the shown drivers and the page's settings, through the page
// on the server's own handlers. A file of its own: its in-page server's settings change here, and
// the other page tests read them as seeded. Each test reads only what it changes.
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

const FIRST_ANSWER = { timeout: 20_000 };

async function renderPage() {
  const user = await signedInUser(server, 'admin');
  return render(
    <LocaSuiteProvider>
      <PlanningLivraisonPage
        api={server.client('admin')}
        session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
        initialDate={STORY_NOW}
      />
    </LocaSuiteProvider>,
  );
}

const rows = () => screen.queryAllByRole('rowheader').map((r) => r.textContent);
/** The timeline's bars, by their title (jsdom draws them, invisible: it lays nothing out). */
const bars = () => screen.queryAllByTitle(/^(Livraison|Retour) · /);
const weekTitle = () => screen.getByRole('heading', { name: /^Semaine du / });

describe('PlanningLivraisonPage: the admin’s saves', () => {
  it('Chauffeur: the drivers chosen are the rows, and still are when the page opens again', async () => {
    const view = await renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3), FIRST_ANSWER);
    const names = rows() as string[];

    fireEvent.click(screen.getByRole('button', { name: 'Chauffeur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chauffeurs affichés' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: names[0] }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Chauffeurs affichés enregistrés.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rows()).toEqual([names[1], names[2]]));

    view.unmount();
    await renderPage();
    await waitFor(() => expect(rows()).toEqual([names[1], names[2]]), FIRST_ANSWER);
  });

  it('Paramètre: the colour draws the bars, a hidden Saturday ends the week on Friday, and the dialog opens on them again', async () => {
    const view = await renderPage();
    await waitFor(() => expect(bars().length).toBeGreaterThan(0), FIRST_ANSWER);
    expect(weekTitle()).toHaveTextContent('Semaine du 17/03/2025 au 22/03/2025');

    fireEvent.click(screen.getByRole('button', { name: 'Paramètre' }));
    let dialog = await screen.findByRole('dialog', { name: 'Paramètres du planning' });
    const color = within(dialog).getByRole('textbox', { name: 'Couleur des livraisons' });
    expect(color).toHaveValue('#4CAF50');
    fireEvent.change(color, { target: { value: '#1e88e5' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Samedi' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Paramètres enregistrés.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(weekTitle()).toHaveTextContent('Semaine du 17/03/2025 au 21/03/2025'),
    );
    await waitFor(() =>
      expect(bars()[0]?.getAttribute('style')).toContain('--fc-event-color: #1E88E5'),
    );

    // Opened again (a reload): the settings as saved.
    view.unmount();
    await renderPage();
    await waitFor(
      () => expect(weekTitle()).toHaveTextContent('Semaine du 17/03/2025 au 21/03/2025'),
      FIRST_ANSWER,
    );
    await waitFor(() => expect(bars().length).toBeGreaterThan(0), FIRST_ANSWER);
    for (const bar of bars()) {
      expect(bar.getAttribute('style')).toContain('--fc-event-color: #1E88E5');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Paramètre' }));
    dialog = await screen.findByRole('dialog', { name: 'Paramètres du planning' });
    expect(within(dialog).getByRole('textbox', { name: 'Couleur des livraisons' })).toHaveValue(
      '#1E88E5',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Samedi' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Dimanche' })).toBeChecked();
  });
});
