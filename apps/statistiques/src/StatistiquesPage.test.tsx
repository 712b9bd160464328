import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FrenchDatesProvider, LocaSuiteProvider } from '@locasuite/ui';
import type { ApiClient } from '@locasuite/core';
import { openInPageServer, STORY_NOW } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { StatistiquesPage } from './StatistiquesPage';
import { workbookSheets } from './export/workbookSheets';
import type { ComputedStatistic } from './hooks/useStatistics';

// The real client against the server's own handlers, over the seed at STORY_NOW (17/03/2025).
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

/** Ten years before the seed's "now": no intervention, payment or rental that far back. */
const BEFORE_THE_SEED = STORY_NOW - 10 * 365 * 86_400_000;
const FIRST_ANSWER = { timeout: 15_000 };

const renderPage = (
  api: ApiClient,
  { now = STORY_NOW, onExcel = vi.fn(async (_s: readonly ComputedStatistic[]) => undefined) } = {},
) =>
  render(
    <LocaSuiteProvider>
      <FrenchDatesProvider>
        <StatistiquesPage
          api={api}
          session={{ user: null, onRefused: vi.fn(), refreshUser: async () => undefined }}
          now={now}
          onExcel={onExcel}
        />
      </FrenchDatesProvider>
    </LocaSuiteProvider>,
  );

describe('StatistiquesPage on the server’s handlers', () => {
  it('loads 90 days on open with 3 Mois selected, chart and table cards, a Total row', async () => {
    const api = server.client('planif');
    const payments = vi.spyOn(api.statistique, 'getReglementData');
    renderPage(api);
    expect(
      await screen.findByRole('region', { name: 'Règlements par agence (€)' }, FIRST_ANSWER),
    ).toBeTruthy();
    expect(payments).toHaveBeenCalledWith({
      data: [{ date_reglement: '12/17/2024...03/17/2025' }],
    });
    // The statistics of one base and range share one call (results cached per base and range).
    expect(payments).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '3 Mois' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    for (const label of ['12 Mois', '6 Mois', '1 Mois', 'Personnaliser']) {
      expect(screen.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe(
        'false',
      );
    }
    expect(screen.getByText('Du 17/12/2024 au 17/03/2025')).toBeTruthy();
    // The Total row adds up what the server answered for those three months.
    const answer = await api.statistique.getReglementData({
      data: [{ date_reglement: '12/17/2024...03/17/2025' }],
    });
    const total = answer.data.reduce((sum, row) => sum + Number(row.fieldData.montant), 0);
    expect(total).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'Tableau : Règlements par agence (€)' });
    const rows = within(table).getAllByRole('row');
    const cells = within(rows[rows.length - 1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe('Total');
    expect(Number(cells[1]!.replace(/\s/g, '').replace(',', '.'))).toBeCloseTo(total, 2);
  });

  it('shows the empty message for a period without data, and the Personnaliser fields', async () => {
    const api = server.client('planif');
    const definitions = vi.spyOn(api.statistique, 'getStatistiqueListe');
    renderPage(api, { now: BEFORE_THE_SEED });
    expect(
      await screen.findByText(
        'Aucune donnée disponible pour les dates sélectionnées',
        {},
        FIRST_ANSWER,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Télécharger les données (Excel)' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Personnaliser' }));
    expect(screen.getAllByLabelText(/Date de début/).length).toBeGreaterThan(0);
    expect(definitions).toHaveBeenCalledTimes(1);
  });

  it('sets the range from the period buttons; Personnaliser applies typed days once complete and keeps the range shown when they are reversed or missing', async () => {
    const api = server.client('planif');
    const payments = vi.spyOn(api.statistique, 'getReglementData');
    renderPage(api);
    await screen.findByRole('region', { name: 'Règlements par agence (€)' }, FIRST_ANSWER);
    for (const [label, from, criterion] of [
      ['12 Mois', '17/03/2024', '03/17/2024...03/17/2025'],
      ['6 Mois', '17/09/2024', '09/17/2024...03/17/2025'],
      ['1 Mois', '17/02/2025', '02/17/2025...03/17/2025'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: label }));
      expect(screen.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByText(`Du ${from} au 17/03/2025`)).toBeTruthy();
      await waitFor(() =>
        expect(payments).toHaveBeenLastCalledWith({ data: [{ date_reglement: criterion }] }),
      );
      await payments.mock.results.at(-1)!.value;
      expect(
        await screen.findByRole('region', { name: 'Encaissements par mois (€)' }, FIRST_ANSWER),
      ).toBeTruthy();
    }

    await userEvent.click(screen.getByRole('button', { name: 'Personnaliser' }));
    const start = screen.getByRole('group', { name: 'Date de début' });
    const end = screen.getByRole('group', { name: 'Date de fin' });
    const calls = payments.mock.calls.length;
    // A typed day is applied once complete (Enter or leaving the field), never while typing.
    await userEvent.click(within(end).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('31012001');
    expect(
      within(end)
        .getAllByRole('spinbutton')
        .map((b) => b.textContent),
    ).toEqual(['31', '01', '2001']);
    expect(screen.queryByRole('alert')).toBeNull();
    // An end before the start: one message, the range shown stays the last valid one.
    await userEvent.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La date de début doit précéder la date de fin. Les statistiques affichées restent celles de la période précédente.',
    );
    expect(screen.getByText('Du 17/02/2025 au 17/03/2025')).toBeTruthy();
    expect(payments.mock.calls.length).toBe(calls);

    await userEvent.click(within(start).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('01012001');
    expect(screen.getByText('Du 17/02/2025 au 17/03/2025')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Du 01/01/2001 au 31/01/2001')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(payments).toHaveBeenLastCalledWith({
      data: [{ date_reglement: '01/01/2001...01/31/2001' }],
    });
    expect(
      await screen.findByText(
        'Aucune donnée disponible pour les dates sélectionnées',
        {},
        FIRST_ANSWER,
      ),
    ).toBeTruthy();
    expect(screen.queryAllByRole('region')).toHaveLength(0);

    // Clearing a day keeps the range shown and says why, in French.
    await userEvent.click(within(end).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choisissez une date de début et une date de fin. Les statistiques affichées restent celles de la période précédente.',
    );
    expect(screen.getByText('Du 01/01/2001 au 31/01/2001')).toBeTruthy();
    expect(within(start).getAllByRole('spinbutton')[0]!.textContent).toBe('01');
    expect(payments.mock.calls.length).toBe(calls + 1);
  });

  it('ends the loading state on failure with a retry, never the empty message (issue 11)', async () => {
    let down = true;
    renderPage(
      server.client('planif', (def) =>
        down && def.name === 'getReglementData'
          ? { status: 500, body: { code: 500, message: 'Erreur interne du serveur.' } }
          : undefined,
      ),
    );
    const alert = await screen.findByRole('alert', {}, FIRST_ANSWER);
    expect(alert.textContent).toContain('Les statistiques n’ont pas pu être chargées.');
    expect(screen.queryByText('Aucune donnée disponible pour les dates sélectionnées')).toBeNull();
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), FIRST_ANSWER);
    expect(screen.getByRole('region', { name: 'Règlements par agence (€)' })).toBeTruthy();
  });

  it('opens the data dialog and downloads the workbook, one sheet per statistic', async () => {
    const onExcel = vi.fn(async (_statistics: readonly ComputedStatistic[]) => undefined);
    const api = server.client('planif');
    const definitions = await api.statistique.getStatistiqueListe({});
    renderPage(api, { onExcel });
    await screen.findByRole('region', { name: 'Règlements par agence (€)' }, FIRST_ANSWER);
    const download = screen.getByRole('button', { name: 'Télécharger les données (Excel)' });
    await waitFor(() => expect(download).toHaveProperty('disabled', false), FIRST_ANSWER);
    await userEvent.click(download);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('table')).toHaveLength(definitions.data.length);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Télécharger' }));
    expect(onExcel).toHaveBeenCalledTimes(1);
    const sheets = workbookSheets(onExcel.mock.calls[0]![0]);
    expect(sheets).toHaveLength(definitions.data.length);
    // Sheet names are cut at Excel's 31 characters and kept apart.
    expect(new Set(sheets.map((s) => s.sheet)).size).toBe(sheets.length);
    expect(sheets.every((s) => s.sheet.length <= 31)).toBe(true);
    expect(sheets.find((s) => s.sheet === 'Règlements par agence (€)')?.rows.at(-1)?.[0]).toBe(
      'Total',
    );
  });
});
