import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FrenchDatesProvider, LocaSuiteProvider } from '@locasuite/ui';
import type { StatistiquesApi } from './api';
import { StatistiquesPage } from './StatistiquesPage';
import { workbookSheets } from './export/workbookSheets';
import type { ComputedStatistic } from './hooks/useStatistics';

afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 22, 10, 0);
const list = (rows: Record<string, unknown>[]) => ({
  data: rows.map((fieldData) => ({ fieldData })),
});

const definitions = [
  {
    INDEX: 1,
    BASE: 'reglement',
    LABEL: 'Montant par mode',
    STATS_KEYS: 'mode,montant',
    STATS_TYPE: 'BarChart',
    COLOR: '#111',
  },
  {
    INDEX: 2,
    BASE: 'reglement',
    LABEL: 'Règlements par agence (€) — détail sur toute la période',
    STATS_KEYS: 'agence,montant',
    STATS_TYPE: 'Table',
  },
  {
    INDEX: 3,
    BASE: 'reglement',
    LABEL: 'Règlements par agence (€) — détail sur toute la période bis',
    STATS_KEYS: 'agence',
    STATS_TYPE: 'Table',
  },
];
const payments = [
  { mode: 'CB', montant: 100, agence: 'Lyon' },
  { mode: 'Chèque', montant: 50.5, agence: 'Lyon' },
  { mode: 'CB', montant: 20, agence: 'Nantes' },
];

function fakeApi(overrides: Partial<StatistiquesApi['statistique']> = {}) {
  const statistique = {
    getStatistiqueListe: vi.fn(async () => list(definitions)),
    getReglementData: vi.fn(async ({ data }: { data: Record<string, unknown>[] }) =>
      String(data[0]?.date_reglement).startsWith('08/24/2026') ? list(payments) : list([]),
    ),
    getMoteurData: vi.fn(async () => list([])),
    getContratData: vi.fn(async () => list([])),
    getClientListe: vi.fn(async () => list([])),
    getAgencyListe: vi.fn(async () => list([])),
    ...overrides,
  };
  return { statistique } as unknown as StatistiquesApi & { statistique: typeof statistique };
}

const renderPage = (
  api: StatistiquesApi,
  onExcel = vi.fn(async (_statistics: readonly ComputedStatistic[]) => undefined),
) =>
  render(
    <LocaSuiteProvider>
      <FrenchDatesProvider>
        <StatistiquesPage
          api={api}
          session={{ user: null, onRefused: vi.fn(), refreshUser: async () => undefined }}
          now={NOW}
          onExcel={onExcel}
        />
      </FrenchDatesProvider>
    </LocaSuiteProvider>,
  );

describe('StatistiquesPage', () => {
  it('loads 90 days on open with 3 Mois selected, chart and table cards, a Total row', async () => {
    const api = fakeApi();
    renderPage(api);
    expect(await screen.findByRole('region', { name: 'Montant par mode' })).toBeTruthy();
    expect(api.statistique.getReglementData).toHaveBeenCalledWith({
      data: [{ date_reglement: '08/24/2026...11/22/2026' }],
    });
    // Three statistics of one base and range: one call (results cached per base and range).
    expect(api.statistique.getReglementData).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '3 Mois' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    for (const label of ['12 Mois', '6 Mois', '1 Mois', 'Personnaliser']) {
      expect(screen.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe(
        'false',
      );
    }
    const table = screen.getByRole('table', {
      name: 'Tableau : Règlements par agence (€) — détail sur toute la période',
    });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[rows.length - 1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '170,5']);
    expect(screen.getByText('Du 24/08/2026 au 22/11/2026')).toBeTruthy();
  });

  it('shows the empty message for a period without data, and calls again for a new range only', async () => {
    const api = fakeApi();
    renderPage(api);
    await screen.findByRole('region', { name: 'Montant par mode' });
    await userEvent.click(screen.getByRole('button', { name: '1 Mois' }));
    expect(
      await screen.findByText('Aucune donnée disponible pour les dates sélectionnées'),
    ).toBeTruthy();
    expect(api.statistique.getReglementData).toHaveBeenLastCalledWith({
      data: [{ date_reglement: '10/22/2026...11/22/2026' }],
    });
    expect(screen.getByRole('button', { name: 'Télécharger les données (Excel)' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Personnaliser' }));
    expect(screen.getAllByLabelText(/Date de début/).length).toBeGreaterThan(0);
    expect(api.statistique.getStatistiqueListe).toHaveBeenCalledTimes(1);
  });

  it('ends the loading state on failure with a retry, never the empty message (issue 11)', async () => {
    let down = true;
    const api = fakeApi({
      getReglementData: vi.fn(async () => {
        if (down) throw new Error('réseau');
        return { data: [] };
      }),
    });
    renderPage(api);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Les statistiques n’ont pas pu être chargées.');
    expect(screen.queryByText('Aucune donnée disponible pour les dates sélectionnées')).toBeNull();
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('opens the data dialog and downloads the workbook', async () => {
    const onExcel = vi.fn(async (_statistics: readonly ComputedStatistic[]) => undefined);
    renderPage(fakeApi(), onExcel);
    await screen.findByRole('region', { name: 'Montant par mode' });
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger les données (Excel)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('table')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Télécharger' }));
    expect(onExcel).toHaveBeenCalledTimes(1);
    const sheets = workbookSheets(onExcel.mock.calls[0]![0]);
    expect(sheets.map((s) => s.sheet)).toEqual([
      'Montant par mode',
      'Règlements par agence (€) — dét',
      'Règlements par agence (€) — (2)',
    ]);
    expect(sheets[0]?.rows).toEqual([
      ['mode', 'Montant (€)'],
      ['CB', 120],
      ['Chèque', 50.5],
      ['Total', 170.5],
    ]);
  });
});
