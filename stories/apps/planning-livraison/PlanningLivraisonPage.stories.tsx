import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { deliveryMaterialsOfLine } from '@locasuite/core';
import type { DeliveryMaterial } from '@locasuite/core';
import { DeliveryDetailDialog, PlanningLivraisonPage } from '@locasuite/planning-livraison';
import { createStoryClient } from '../../msw/storyClient';
import { STORY_NOW, storySeed } from '../../msw/storySeed';
import { storySession } from '../../msw/storySession';

function Screen({ login }: { readonly login: string }) {
  return (
    <PlanningLivraisonPage
      api={createStoryClient(login)}
      session={storySession(login)}
      initialDate={STORY_NOW}
    />
  );
}

const meta = {
  title: 'Outils/Planning livraison/Page',
  component: Screen,
  args: { login: 'admin' },
  parameters: {
    locaSuiteBackground: 'tool',
    // FullCalendar v7 lays its cells out of their rows and ties them back with aria-owns, which
    // axe reports as cells directly in the grid; the rows are announced correctly.
    axeRules: { 'aria-required-children': { enabled: false } },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstDriver = () => storySeed().staff.find((s) => s.kind === 'chauffeur')?.name ?? '';

// jsdom does not lay out: FullCalendar draws its rows but not its bars there (the browser tests
// and screenshots check the bars); the stories check the rows, the buttons and the dialogs.

/** The admin's week: drivers as rows, the deliveries in #4CAF50, Paramètre and Chauffeur. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Admin')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Paramètre' })).toBeInTheDocument();
    await expect(await canvas.findByText(firstDriver())).toBeInTheDocument();
  },
};

/** A planner without the admin flag: labelled Chauffeur, no Paramètre nor Chauffeur button. */
export const NonAdmin: Story = {
  args: { login: 'planif' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Chauffeur')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Paramètre' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Actualiser' })).toBeInTheDocument();
    await expect(await canvas.findByText(firstDriver())).toBeInTheDocument();
  },
};

function DetailScreen() {
  const [material, setMaterial] = useState<DeliveryMaterial | null>(() => {
    const line = storySeed().contractLines.find((l) => l.delivery_end_ts !== null);
    return line ? (deliveryMaterialsOfLine(line, { start: 0, end: Infinity })[1] ?? null) : null;
  });
  return (
    <main>
      <DeliveryDetailDialog
        material={material}
        onClose={() => setMaterial(null)}
        onSaveComment={async (_m, comment) => {
          if (comment.trim() === 'erreur') throw new Error('Livraison introuvable : 0.');
        }}
      />
    </main>
  );
}

/** A return delivery opened: its fields in French and the return comment, saved. */
export const DetailLivraison: Story = {
  render: () => <DetailScreen />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    await expect(dialog.getByText('Livraison retour')).toBeInTheDocument();
    await userEvent.type(
      dialog.getByLabelText('Commentaire de la livraison retour'),
      'Appeler le chef de chantier',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer le commentaire' }));
    await expect(await dialog.findByText('Commentaire enregistré.')).toBeInTheDocument();
  },
};

/** The comment cannot be saved: the server's French message, what was typed stays. */
export const DetailErreur: Story = {
  render: () => <DetailScreen />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    const field = dialog.getByLabelText('Commentaire de la livraison retour');
    await userEvent.clear(field);
    await userEvent.type(field, 'erreur');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer le commentaire' }));
    await expect(await dialog.findByText('Livraison introuvable : 0.')).toBeInTheDocument();
    await expect(field).toHaveValue('erreur');
  },
};

/** The Chauffeur dialog refuses an empty choice. */
export const ChoixChauffeurs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Chauffeur' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Chauffeurs affichés' }));
    for (const box of dialog.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(dialog.getByText('Choisissez au moins un chauffeur.')).toBeInTheDocument();
  },
};

/** The Paramètre dialog: a colour that is not #RRGGBB is refused, what was typed stays. */
export const ParametreCouleurInvalide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Paramètre' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Paramètres du planning' }));
    const field = dialog.getByRole('textbox', { name: 'Couleur des livraisons' });
    await userEvent.clear(field);
    await userEvent.type(field, 'vert');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(dialog.getByText('Choisissez une couleur au format #RRGGBB.')).toBeInTheDocument();
    await expect(field).toHaveValue('vert');
  },
};

/**
 * The server cannot be reached (issue 11 item 1): the unreachable message and `Réessayer`, never
 * « Aucun chauffeur à afficher. », which would be a false statement.
 */
export const EchecDeChargement: Story = {
  parameters: {
    msw: [http.post('*/api/planningLivraison/v1/*', () => HttpResponse.error())],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Le serveur est injoignable.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await expect(canvas.queryByText('Aucun chauffeur à afficher.')).not.toBeInTheDocument();
  },
};
