import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SyncDialog, syncListTexts } from '@locasuite/ui/field';
import type { QueuedWork, SyncColumn, SyncDialogTexts } from '@locasuite/ui/field';

/** What an after-sales tool would keep: a report of a repair order, written without network. */
interface RepairReport {
  readonly order: string;
  readonly customer: string;
}
type StoredReport = QueuedWork<RepairReport>;

const TECH = 'julien.martin@locasuite-location.fr';

const stored = (
  order: string,
  customer: string,
  extra: Partial<StoredReport> = {},
): StoredReport => ({
  key: `sav:report:${order}`,
  tool: 'sav',
  id: order,
  user: TECH,
  label: { order },
  data: { order, customer },
  createdAt: 0,
  state: 'waiting',
  ...extra,
});

const ITEMS: StoredReport[] = [
  stored('BI-2026-0412', 'Terrassements Roux'),
  stored('BI-2026-0419', 'Mairie de Villeurbanne', {
    user: 'paul.bernard@locasuite-location.fr',
  }),
  stored('BI-2026-0388', 'Bâtiments Lyonnais', {
    state: 'review',
    message: 'Ce bon d’intervention a été clôturé entre-temps : vérifiez-le.',
  }),
];

const COLUMNS: readonly SyncColumn<StoredReport>[] = [
  { header: 'Bon d’intervention', value: (w) => w.data.order },
  { header: 'Client', value: (w) => w.data.customer },
];

/** The kit's sentences with the tool's nouns, and the tool's title and question. */
const TEXTS: SyncDialogTexts<StoredReport> = {
  ...syncListTexts({ one: 'rapport', many: 'rapports', sent: ['envoi', 'envois'] }),
  title: 'Rapports SAV à synchroniser',
  discardQuestion: (w) =>
    `La copie du bon ${w.data.order} sera supprimée définitivement. Continuer ?`,
};

const meta = {
  title: 'UI/Field/SyncDialog',
  component: SyncDialog<StoredReport>,
  args: {
    open: true,
    items: ITEMS,
    owner: TECH,
    syncing: false,
    result: null,
    onSync: fn(),
    onClose: fn(),
    onDiscard: fn(),
    columns: COLUMNS,
    texts: TEXTS,
  },
  parameters: { locaSuiteBackground: 'tool' },
} satisfies Meta<typeof SyncDialog<StoredReport>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mine waiting, another user's waiting for their sign-in, one refused to review. */
export const Waiting: Story = {
  play: async ({ args }) => {
    const rows = await screen.findAllByTestId('sync-row');
    await expect(rows).toHaveLength(3);
    await expect(
      within(rows[1]!).getByText(
        'En attente de la connexion de paul.bernard@locasuite-location.fr',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Synchroniser' }));
    await expect(args.onSync).toHaveBeenCalledTimes(1);
  },
};

/** Abandoning a refused copy asks first. */
export const Discard: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Abandonner' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Oui' }));
    await expect(args.onDiscard).toHaveBeenCalledWith(ITEMS[2]);
  },
};

export const Syncing: Story = { args: { syncing: true } };

export const Sent: Story = {
  args: {
    items: [],
    result: { sent: 2, waiting: 0, review: 0, refused: false, stoppedBy: null },
  },
};

/** No network on the device: the sync stops and says so. */
export const Offline: Story = {
  args: {
    result: { sent: 0, waiting: 2, review: 1, refused: false, stoppedBy: 'réseau', offline: true },
  },
};
