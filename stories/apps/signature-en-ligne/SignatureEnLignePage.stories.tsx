import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { calls } from '@locasuite/core';
import {
  DoubleAuthPage,
  SignatureEnLignePage,
  VerificationPage,
} from '@locasuite/signature-en-ligne';
import { createStoryClient } from '../../msw/storyClient';
import { storyServer } from '../../msw/storyServer';
import { storySession } from '../../msw/storySession';

/** The demo contracts and invoices of the seeded clients, in the in-page server's file store. */
const withClientFiles = async () => {
  await (await storyServer()).seedClientFiles();
  return {};
};

function Screen({ login }: { readonly login: string }) {
  return (
    <SignatureEnLignePage
      api={createStoryClient(login)}

      session={storySession(login)}
    />
  );
}

const meta = {
  title: 'Outils/Signature en ligne/Page',
  component: Screen,
  args: { login: 'planif' },
  loaders: [withClientFiles],
  parameters: { locaSuiteBackground: 'tool' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a client is chosen (spec 3 §2.7). */
export const SansClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Choisissez un client pour voir ses documents.'),
    ).toBeInTheDocument();
  },
};

/** A client's documents awaiting signature (the default filter, NOK). */
export const DocumentsDuClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const api = createStoryClient('planif');
    const ids = (await api.call(calls.pdfSigner.get_client_liste, {})).map(String);
    const clients = await api.call(calls.pdfSigner.get_client_data_liste, {});
    const company = String(
      clients.data.find((c) => ids.includes(String(c.fieldData.id)))?.fieldData.SOCIETE,
    );
    const box = await canvas.findByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.type(box, company);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: company }),
    );
    const table = await canvas.findByRole('table', { name: 'Documents du client' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

/** The public verification page (issue 36), before a file is chosen. */
export const Verification: Story = {
  render: () => <VerificationPage api={createStoryClient('planif')} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Vérifier un document signé'),
    ).toBeInTheDocument();
  },
};

/** The customers' page of a link just sent (spec 3 §2.8): signer, e-mail, phone, ask a code. */
export const DoubleAuthentification: Story = {
  loaders: [
    withClientFiles,
    async () => {
      const api = createStoryClient('planif');
      const listing = await api.call(calls.pdfSigner.get_files_liste_from_path, {
        path: '/CLIENTS',
      });
      const path = listing.find((e) => e.path_display.includes('@@NOK@@'))?.path_display ?? '';
      const email = `story.${Date.now()}@example.fr`;
      await api.call(calls.pdfSigner.send_double_verif_by_mail, {
        clientData: { email, tel: '06 12 34 56 78', path },
        files: { document: path },
      });
      const mail = (await (await storyServer()).mails()).find((m) => m.to === email);
      return { linkId: /id=([0-9a-f]{32})/.exec(mail?.text ?? '')?.[1] ?? null };
    },
  ],
  render: (_args, { loaded }) => (
    <DoubleAuthPage
      api={createStoryClient('planif')}
      linkId={(loaded as { linkId: string | null }).linkId}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: 'Recevoir un code par MAIL au 06 12 34 56 78 pour valider la signature de mon document',
      }),
    ).toBeInTheDocument();
  },
};
