import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { calls } from '@locasuite/core';
import { EtatDesLieuxMaterielPage } from '@locasuite/etat-des-lieux-materiel';
import { answeredCall, failingCall } from '../../msw/failingCall';
import { STORY_NOW } from '../../msw/storySeed';
import { storyToolProps } from '../../msw/storyToolPage';

/** A camera the person refused (spec 3 §8 « Hey! I need access to your camera »). */
const refusedCamera = () =>
  Promise.reject(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }));

function Screen({
  login,
  route,
  camera,
}: {
  readonly login: string;
  readonly route: string;
  readonly camera?: 'refused';
}) {
  return (
    <EtatDesLieuxMaterielPage
      {...storyToolProps(login)}
      route={route}
      now={STORY_NOW}
      {...(camera === 'refused' ? { qrReader: refusedCamera } : {})}
    />
  );
}

const meta = {
  title: 'Outils/État des lieux/Tableau de bord',
  component: Screen,
  args: { login: 'tech', route: 'etat-des-lieux-materiel' },
  parameters: { locaSuiteBackground: 'tool' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed and the first calls take a few seconds in jsdom. */
const LOADED = { timeout: 15_000 };

// jsdom matches no media query: the stories show the desktop table; the browser tests and the
// screenshots check the tablet's paired columns and the phone's cards.

/** A technician: the records with the states Départ, Reprise, Terminé, 50 a page. */
export const Technicien: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^1–50 sur \d+$/, {}, LOADED)).toBeInTheDocument();
    await expect(canvas.getAllByRole('row', { name: /^Ouvrir / })).toHaveLength(50);
    await expect(canvas.getByRole('combobox', { name: 'États' })).toHaveTextContent(
      'Départ, Reprise, Terminé',
    );
  },
};

/** /etat-des-lieux-velo: the bike families only (DECISIONS.md). */
export const Velo: Story = {
  args: { login: 'admin', route: 'etat-des-lieux-velo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^1–\d+ sur \d+$/, {}, LOADED)).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('data-scope', 'velo');
  },
};

/** « Modifier le formulaire » of an admin: name, agency and the custom fields' show toggles. */
export const ParametresAdmin: Story = {
  args: { login: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^1–50 sur \d+$/, {}, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le formulaire' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Modifier le formulaire' });
    await expect(
      await within(dialog).findByRole('table', { name: 'Champs personnalisés' }),
    ).toBeInTheDocument();
  },
};

/** An empty answer: « Aucun contrat trouvé ». */
export const Vide: Story = {
  parameters: { msw: [answeredCall(calls.etatdl.get_materials, { data: [] })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucun contrat trouvé', {}, LOADED)).toBeInTheDocument();
  },
};

/** The server cannot be reached: the unreachable message and `Réessayer`, no empty text. */
export const Injoignable: Story = {
  parameters: { msw: [failingCall(calls.etatdl.get_materials, 'unreachable')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LOADED);
    await expect(alert).toHaveTextContent('Le serveur est injoignable.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await expect(canvas.queryByText('Aucun contrat trouvé')).not.toBeInTheDocument();
  },
};

/** The QR scanner with the camera refused: the §8 text. */
export const CameraRefusee: Story = {
  args: { camera: 'refused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^1–50 sur \d+$/, {}, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Scanner un QR code' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('Hey! I need access to your camera', {}, LOADED),
    ).toBeInTheDocument();
  },
};
