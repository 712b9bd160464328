import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FrenchDatesProvider } from '@locasuite/ui';
import { calls } from '@locasuite/core';
import { StatistiquesPage } from '@locasuite/statistiques';
import { failingCall } from '../../msw/failingCall';
import { STORY_NOW } from '../../msw/storySeed';
import { storyToolProps } from '../../msw/storyToolPage';

const EMPTY = 'Aucune donnée disponible pour les dates sélectionnées';

/** Ten years before the seed's "now": no intervention, payment or rental that far back. */
const BEFORE_THE_SEED = STORY_NOW - 10 * 365 * 86_400_000;

// The first answer goes through the envelope, the contract check and the aggregation of a year of
// seed data: on a loaded machine that takes longer than Testing Library's one second.
const FIRST_ANSWER = { timeout: 15_000 };

function Screen({
  login,
  now,
  onExcel,
}: {
  readonly login: string;
  readonly now: number;
  readonly onExcel: () => Promise<void>;
}) {
  return (
    <FrenchDatesProvider>
      <main>
        <StatistiquesPage {...storyToolProps(login)} now={now} onExcel={onExcel} />
      </main>
    </FrenchDatesProvider>
  );
}

const meta = {
  title: 'Outils/Statistiques/Page',
  component: Screen,
  args: { login: 'planif', now: STORY_NOW, onExcel: fn(async () => undefined) },
  parameters: { locaSuiteBackground: 'tool', layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

// jsdom has no canvas: there the charts list their values (the browser tests check the canvases).

/** 90 days on open, 3 Mois selected: chart cards, table cards with their Total row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'region',
        { name: 'Interventions moteur par type de panne' },
        FIRST_ANSWER,
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '3 Mois' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('Du 17/12/2024 au 17/03/2025')).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: 'Tableau : Règlements par agence (€)' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[rows.length - 1]).toHaveTextContent(/^Total/);
  },
};

/** `12 Mois`, then the data dialog: one read-only grid per statistic and `Télécharger`. */
export const ExportDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Locations par famille' }, FIRST_ANSWER);
    await userEvent.click(canvas.getByRole('button', { name: '12 Mois' }));
    await expect(await canvas.findByText('Du 17/03/2024 au 17/03/2025')).toBeInTheDocument();
    // The button waits for the twelve months' answer: it is disabled while they load.
    const download = await canvas.findByRole('button', { name: 'Télécharger les données (Excel)' });
    await waitFor(() => expect(download).toBeEnabled(), FIRST_ANSWER);
    await userEvent.click(download);
    const dialog = within(await within(document.body).findByRole('dialog', {}, FIRST_ANSWER));
    await expect(dialog.getAllByRole('table')).toHaveLength(13);
    await userEvent.click(dialog.getByRole('button', { name: 'Télécharger' }));
    await expect(args.onExcel).toHaveBeenCalledTimes(1);
  },
};

/** A period without data: the seed's activity starts well after the three months before this day. */
export const Empty: Story = {
  args: { now: BEFORE_THE_SEED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(EMPTY)).toBeInTheDocument();
  },
};

/**
 * The server fails: loading ends with the French failure message and `Réessayer`; the empty
 * message is kept for a successful answer without data (issue 11 item 1).
 */
export const LoadFailure: Story = {
  parameters: {
    msw: [
      failingCall(calls.statistique.getMoteurData),
      failingCall(calls.statistique.getReglementData),
      failingCall(calls.statistique.getContratData),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Les statistiques n’ont pas pu être chargées.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await expect(canvas.queryByText(EMPTY)).not.toBeInTheDocument();
  },
};

/** `Personnaliser`: two French day fields (dd/MM/yyyy). */
export const CustomRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Locations par famille' }, FIRST_ANSWER);
    await userEvent.click(canvas.getByRole('button', { name: 'Personnaliser' }));
    await expect(canvas.getAllByText('Date de début').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Date de fin').length).toBeGreaterThan(0);
  },
};
