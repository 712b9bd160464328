import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PhotoSection } from '@locasuite/ui/field';
import type { FieldPhoto } from '@locasuite/ui/field';
import { PHOTO, photoTexts } from './fieldTexts';

interface RepairPhoto extends FieldPhoto {
  readonly name: string;
}

const photo = (n: number): RepairPhoto => ({
  key: `SAV/BI-2026-0412/PHOTOS/AVANT_00${n}.jpg`,
  name: `AVANT_00${n}.jpg`,
  src: PHOTO,
  caption: ['Photo avant réparation', `Prise le 23/11/2026 à 10:0${n}`, 'Position : 45.76, 4.83'],
});

const ready = (photos: readonly RepairPhoto[]) => ({
  data: photos,
  status: photos.length === 0 ? ('empty' as const) : ('ready' as const),
  stale: false,
  reload: fn(),
});

const meta = {
  title: 'UI/Field/PhotoSection',
  component: PhotoSection<RepairPhoto>,
  args: {
    title: 'Photos avant réparation',
    viewerTitle: 'Photos avant réparation',
    load: ready([photo(1), photo(2), photo(3)]),
    max: 6,
    readOnly: false,
    onFiles: fn(),
    onDelete: fn(async () => true),
    photoName: (p: RepairPhoto) => p.name,
    downloadName: (p: RepairPhoto) => `BI-2026-0412_${p.name}`,
    idPrefix: 'photos-avant',
    texts: photoTexts,
  },
  parameters: { locaSuiteBackground: 'tool' },
} satisfies Meta<typeof PhotoSection<RepairPhoto>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three photos of six: thumbnails with their caption, the viewer, delete after a question. */
export const Stored: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText('3 / 6 photos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voir la photo 2' }));
    const viewer = await screen.findByRole('dialog');
    await expect(within(viewer).getByText('Photo 2 sur 3')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Photo suivante' }));
    await expect(within(viewer).getByText('Photo 3 sur 3')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Supprimer' }));
    await expect(
      await screen.findByText('Supprimer définitivement la photo AVANT_003.jpg ?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Oui' }));
    await expect(args.onDelete).toHaveBeenCalledWith(photo(3));
  },
};

/** A real empty answer. */
export const Empty: Story = {
  args: { load: ready([]) },
  play: async () => {
    await expect(await screen.findByText('Aucune photo enregistrée')).toBeInTheDocument();
  },
};

/** Taken without a connection: waiting on the device, counted with the stored ones. */
export const WaitingOnDevice: Story = {
  args: { load: ready([photo(1)]), waiting: [PHOTO, PHOTO] },
  play: async () => {
    await expect(await screen.findByText('2 photos en attente d’envoi')).toBeInTheDocument();
    await expect(screen.getByText('3 / 6 photos')).toBeInTheDocument();
  },
};

/** Files refused and the maximum reached, while photos are sent. */
export const Notices: Story = {
  args: {
    progress: true,
    notices: [
      'Le fichier « devis.pdf » n’est ni une image PNG ni une image JPEG : il n’a pas été ajouté.',
    ],
    onDismissNotice: fn(),
  },
};

/** The server is out of reach before the first answer: the message and Réessayer. */
export const Unreachable: Story = {
  args: {
    load: { data: undefined, status: 'unreachable', stale: false, reload: fn() },
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await expect(args.load.reload).toHaveBeenCalled();
  },
};

/** Read-only (a finished report): no add, no delete. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async () => {
    await expect(screen.queryByRole('button', { name: 'Ajouter des photos' })).toBeNull();
  },
};
