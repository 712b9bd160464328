import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { calls } from '@locasuite/core';
import { EmailVisualisationPage } from '@locasuite/email-visualisation';
import { failingCall } from '../../msw/failingCall';
import { storyToolProps } from '../../msw/storyToolPage';

const HOSTILE = 'Votre devis personnalisé (modèle importé)';

function Screen({ login }: { readonly login: string }) {
  return <EmailVisualisationPage {...storyToolProps(login)} />;
}

const meta = {
  title: 'Outils/Email visualisation/Page',
  component: Screen,
  args: { login: 'planif' },
  parameters: { locaSuiteBackground: 'tool' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sent view of the first mailbox, 40 rows a page (spec 1 §2, §4, §9). */
export const Liste: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Mails envoyés' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
  },
};

/** The technician's account has one mailbox. */
export const UneSeuleBoite: Story = { args: { login: 'tech' } };

/** A search that finds nothing: « Aucun mail ». */
export const RechercheSansResultat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Mails envoyés' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Recherche' }), 'introuvable');
    await expect(canvas.getByText('Aucun mail')).toBeInTheDocument();
  },
};

/** The hostile mail opened: scripts and remote images stay out of the sandboxed frame. */
export const DetailMailHostile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Recherche' }), 'modèle importé');
    await userEvent.click(await canvas.findByText(HOSTILE));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(await within(dialog).findByText('1 image distante bloquée')).toBeInTheDocument();
    const frame = dialog.querySelector('iframe');
    await expect(frame?.getAttribute('srcdoc') ?? '').not.toContain('<script');
    await expect(frame?.getAttribute('sandbox')).toBe(
      'allow-popups allow-popups-to-escape-sandbox',
    );
    // jsdom's axe cannot enter a sandboxed frame: the dialog is closed before the audit.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    );
  },
};

/** The mailbox lookup fails: « Identifiant ou mot de passe incorecte » for 5 s (spec 1 §8). */
export const EchecDesBoites: Story = {
  parameters: {
    msw: [failingCall(calls.emailVisualisation.sendinBlue_user_get_info, 'unreachable')],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Identifiant ou mot de passe incorecte'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Aucune adresse mail disponible')).toBeInTheDocument();
  },
};
