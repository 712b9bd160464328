import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { calls } from '@locasuite/core';
import {
  SignatureFrame,
  SignatureOutcome,
  SignaturePage,
} from '@locasuite/etat-des-lieux-materiel';
import { answeredCall, failingCall } from '../../msw/failingCall';
import { createStoryClient } from '../../msw/storyClient';
import { STORY_NOW } from '../../msw/storySeed';

// The customers' signature page (spec 3 §2.5): public, so its client has no session.
const LINK = '0123456789abcdef0123456789abcdef';
const DAY_MS = 86_400_000;

/**
 * get_signature_data's answer for the story's link (spec 3 §3.4; EXPIRED is the server's verdict,
 * SIGNED_BY and SIGNED_AT who signed the sending and when).
 */
const request = (fields: {
  VALIDE: number;
  END_DATE: string;
  EXPIRED: number;
  SIGNED_BY?: string;
  SIGNED_AT?: string;
}) =>
  answeredCall(calls.etatdl.get_signature_data, {
    data: [{ fieldData: { CONTRAT: 'C2600042', MATRICULE: 'NAC-0042', ...fields } }],
  });
const open = {
  VALIDE: 0,
  EXPIRED: 0,
  END_DATE: new Date(STORY_NOW + 7 * DAY_MS).toISOString(),
};

function Page({ linkId }: { readonly linkId: string | null }) {
  return <SignaturePage api={createStoryClient()} linkId={linkId} />;
}

const meta = {
  title: 'Outils/État des lieux matériel/Signature en ligne',
  component: Page,
  args: { linkId: LINK },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOADED = { timeout: 15_000 };

/** View 1: the contract and registration, then the dialog (name, pad, Valider). */
export const Signer: Story = {
  parameters: { msw: [request(open)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('C2600042', {}, LOADED)).toBeInTheDocument();
    await expect(canvas.getByText('NAC-0042')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Voir l’état des lieux (PDF)' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Signer l’état des lieux' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Signature',
    });
    await expect(within(dialog).getByLabelText('Nom du signataire *')).toBeInTheDocument();
  },
};

/** View 2: the signature is saved (what the page shows once save_signature answered 200). */
export const Enregistree: Story = {
  render: () => (
    <SignatureFrame>
      <SignatureOutcome view="saved" />
    </SignatureFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Signature enregistrée' }),
    ).toBeInTheDocument();
  },
};

/** View 3: an id the server does not know (or none): nothing was changed. */
export const Erreur: Story = {
  args: { linkId: null },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Une erreur est survenue' },
        LOADED,
      ),
    ).toBeInTheDocument();
  },
};

/**
 * View 4: VALIDE = 1, a signature exists for this contract and this equipment, signed through
 * this link or another recipient's: the page names who signed and when.
 */
export const DejaSignee: Story = {
  parameters: {
    msw: [
      request({
        ...open,
        VALIDE: 1,
        SIGNED_BY: 'Bruno LEFEBVRE',
        SIGNED_AT: new Date(STORY_NOW + 2 * 3_600_000).toISOString(),
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Une signature existe déjà pour ce contrat et cet équipement.',
        {},
        LOADED,
      ),
    ).toBeInTheDocument();
    await expect(
      within(canvasElement).getByText('Signé par Bruno LEFEBVRE le 17/03/2025 à 12:00.'),
    ).toBeInTheDocument();
  },
};

/** View 5: the server says the link has expired (its clock against END_DATE). */
export const Expiree: Story = {
  parameters: {
    msw: [request({ VALIDE: 0, EXPIRED: 1, END_DATE: new Date(STORY_NOW - DAY_MS).toISOString() })],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Lien expiré' }, LOADED),
    ).toBeInTheDocument();
  },
};

/** The server cannot be reached: the French message and Réessayer. */
export const ServeurInjoignable: Story = {
  parameters: { msw: [failingCall(calls.etatdl.get_signature_data, 'unreachable')] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Réessayer' }, LOADED),
    ).toBeInTheDocument();
  },
};
