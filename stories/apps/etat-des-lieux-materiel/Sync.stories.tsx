import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ConditionWork } from '@locasuite/core';
import { SyncDialog } from '@locasuite/etat-des-lieux-materiel';
import type { StoredConditionWork, SyncResult } from '@locasuite/etat-des-lieux-materiel';

const TECH = 'julien.martin@locasuite-location.fr';
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function stored(
  data: ConditionWork,
  extra: Partial<Pick<StoredConditionWork, 'state' | 'message' | 'user'>> = {},
): StoredConditionWork {
  return {
    key: data.kind === 'report' ? `etatdl:report:${data.recordId}` : `etatdl:photos:${data.saveId}`,
    tool: 'etatdl',
    id: data.kind === 'report' ? data.recordId : data.saveId,
    user: TECH,
    label: { contract: data.contract, matricule: data.matricule, leg: data.leg },
    data,
    createdAt: 0,
    state: 'waiting',
    ...extra,
  };
}

const report = (recordId: string, contract: string, matricule: string, leg: 'DEPART' | 'RETOUR') =>
  ({
    kind: 'report',
    recordId,
    contract,
    matricule,
    leg,
    data: {},
    saveId: `${recordId.padStart(16, '0')}0000000000000000`,
  }) as const;

const WAITING: StoredConditionWork[] = [
  stored({
    kind: 'photos',
    contract: 'C2600431',
    matricule: 'NC12-011',
    leg: 'DEPART',
    photos: [
      { dataUrl: PHOTO, tags: [] },
      { dataUrl: PHOTO, tags: [] },
    ],
    saveId: 'a'.repeat(32),
  }),
  stored(report('1204', 'C2600431', 'NC12-011', 'DEPART')),
  stored(report('1377', 'C2600502', 'MP15-013', 'RETOUR')),
  stored(report('1390', 'C2600517', 'CT14-008', 'DEPART'), {
    user: 'paul.bernard@locasuite-location.fr',
  }),
];

const REVIEW: StoredConditionWork = stored(report('1188', 'C2600419', 'GE20-004', 'RETOUR'), {
  state: 'review',
  message: 'Cet état des lieux vient d’être modifié par quelqu’un d’autre : rechargez-le.',
});

const meta = {
  title: 'Outils/État des lieux matériel/Synchronisation',
  component: SyncDialog,
  args: {
    open: true,
    items: WAITING,
    owner: TECH,
    syncing: false,
    result: null,
    onSync: () => undefined,
    onClose: () => undefined,
  },
  parameters: { locaSuiteBackground: 'tool' },
} satisfies Meta<typeof SyncDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Liste des états des lieux à synchroniser',
  });

/** spec 3 §2.1: what waits on the device, Contrat and Matricule, and `Synchroniser`. */
export const EnAttente: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getAllByTestId('sync-row')).toHaveLength(4);
    await expect(dialog.getByText('2 photos du départ')).toBeInTheDocument();
    await expect(dialog.getByText('État des lieux de retour')).toBeInTheDocument();
    await expect(
      dialog.getByText('En attente de la connexion de paul.bernard@locasuite-location.fr'),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Synchroniser' })).toBeEnabled();
  },
};

const UNREACHABLE: SyncResult = {
  sent: 0,
  waiting: 4,
  review: 0,
  refused: false,
  stoppedBy: 'Le serveur est injoignable.',
};

/** A sync without a network: everything stays, the list says why. */
export const SansReseau: Story = {
  args: { result: UNREACHABLE },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('status')).toHaveTextContent(/^Le serveur est injoignable/);
    await expect(dialog.getAllByTestId('sync-row')).toHaveLength(4);
  },
};

/** A report the server refused for good (issue 15): kept, flagged, only the person abandons it. */
export const AVerifier: Story = {
  args: {
    items: [REVIEW, ...WAITING.slice(2, 3)],
    result: { ...UNREACHABLE, stoppedBy: null, review: 1, waiting: 1 },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText('Refusé par le serveur : à vérifier')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Abandonner' })).toBeInTheDocument();
    await expect(dialog.getByRole('status')).toHaveTextContent(
      '1 envoi a été refusé par le serveur : il reste sur cet appareil, à vérifier.',
    );
  },
};

/** Nothing waits. */
export const Vide: Story = {
  args: { items: [], result: null },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(
      dialog.getByText('Aucun état des lieux n’attend sur cet appareil.'),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Synchroniser' })).toBeDisabled();
  },
};
