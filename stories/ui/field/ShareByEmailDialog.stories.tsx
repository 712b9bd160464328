import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShareByEmailDialog } from '@locasuite/ui/field';
import { shareTexts } from './fieldTexts';

const outcome = (
  result:
    | { readonly failed: true }
    | { readonly recipients: number; readonly errorListe: readonly string[] },
) =>
  'failed' in result
    ? { severity: 'error' as const, message: 'Le rapport n’a pas été envoyé.' }
    : result.errorListe.length > 0
      ? { severity: 'error' as const, message: `Échec pour : ${result.errorListe.join(' - ')}` }
      : { severity: 'success' as const, message: 'Rapport envoyé.' };

const meta = {
  title: 'UI/Field/ShareByEmailDialog',
  component: ShareByEmailDialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Envoyer le rapport SAV par email',
    loadRecipients: async (): Promise<readonly string[]> => [
      'atelier@terrassements-roux.fr',
      'compta@terrassements-roux.fr',
    ],
    send: fn(async () => ({ errorListe: [] as string[] })),
    outcome,
    outcomeMs: 10_000,
    texts: shareTexts,
    warning: 'Seules les photos déjà chargées sont jointes au mail (2 photos).',
  },
} satisfies Meta<typeof ShareByEmailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's addresses, one added, one refused, then sent to all. */
export const Recipients: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(
      await within(dialog).findByText('atelier@terrassements-roux.fr'),
    ).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Adresse email');
    await userEvent.type(field, 'pas-une-adresse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await expect(
      within(dialog).getByText('Cette adresse email n’est pas valide.'),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'chef.chantier@terrassements-roux.fr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith([
        'atelier@terrassements-roux.fr',
        'compta@terrassements-roux.fr',
        'chef.chantier@terrassements-roux.fr',
      ]),
    );
  },
};

/** With an explanation above the list (a signature request). */
export const WithInfo: Story = {
  args: {
    info: 'Chaque destinataire reçoit le rapport et un lien pour le signer en ligne, valable 7 jours.',
  },
};

/** The customer's addresses cannot be loaded: the message and Réessayer, typing still possible. */
export const RecipientsFailed: Story = {
  args: {
    loadRecipients: () => Promise.reject(new Error('Adresses indisponibles')),
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  },
};
