import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SAV_MESSAGES, calls } from '@locasuite/core';
import { SavGestionPage } from '@locasuite/sav-gestion';
import { failingCall } from '../../msw/failingCall';
import { createStoryClient } from '../../msw/storyClient';
import { storySession } from '../../msw/storySession';

function Screen({ login }: { readonly login: string }) {
  return <SavGestionPage api={createStoryClient(login)} session={storySession(login)} />;
}

const meta = {
  title: 'Outils/SAV/Page',
  component: Screen,
  args: { login: 'tech' },
  parameters: { locaSuiteBackground: 'tool' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The technician's drafts (status 130, the current user), spec 4 §2.1. */
export const ListeDuTechnicien: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Rapports SAV' });
    await expect(await within(table).findAllByText(/^OR-/)).not.toHaveLength(0);
  },
};

/** Every report of every technician, as the office sees them. */
export const ListeBureau: Story = {
  args: { login: 'planif' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Rapports SAV' })).toBeInTheDocument();
  },
};

/** The server cannot be reached: the French message and Réessayer, never « empty ». */
export const ServeurInjoignable: Story = {
  parameters: { msw: [failingCall(calls.sav.get_or_liste_sav, 'unreachable')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await expect(canvas.queryByText('Aucun rapport trouvé.')).toBeNull();
  },
};

/** A new report: the full-screen form, its sections in the spec's order (spec 4 §2.2). */
export const NouveauRapport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nouveau rapport' }));
    await expect(
      await body.findByRole('region', { name: 'INFORMATION CLIENT' }),
    ).toBeInTheDocument();
    await expect(body.getByRole('region', { name: 'PLAGES HORAIRES' })).toBeInTheDocument();
  },
};

/** Validation refused: the last failing §5 text in red (spec 4 §5, §8). */
export const ValidationRefusee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nouveau rapport' }));
    await userEvent.click(await body.findByRole('button', { name: 'Valider le rapport' }));
    await expect(await body.findByText(SAV_MESSAGES.machineRequired)).toBeInTheDocument();
  },
};
