import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { calls } from '@locasuite/core';
import { ContratGestionPage } from '@locasuite/contrat-gestion';
import { STORY_NOW } from '@locasuite/mock-api/in-page';
import { failingCall } from '../../msw/failingCall';
import { storyToolProps } from '../../msw/storyToolPage';

function Screen({ login }: { readonly login: string }) {
  return <ContratGestionPage {...storyToolProps(login)} now={() => STORY_NOW} />;
}

const meta = {
  title: 'Outils/Contrats/Page',
  component: Screen,
  args: { login: 'admin' },
  parameters: { locaSuiteBackground: 'tool' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: 'Contrats' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
  return within(table).getAllByRole('row').slice(1);
};

/** The list (spec 4 §2.3): 50 contracts a page, by ID descending, a check on invoiced ones. */
export const Liste: Story = {
  play: async ({ canvasElement }) => {
    await expect(await rowsOf(canvasElement)).toHaveLength(50);
  },
};

/** A search that finds nothing: « Aucune contrat trouvé ». */
export const AucunContrat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement);
    await userEvent.type(canvas.getByLabelText('Rechercher'), 'zzz');
    await expect(await canvas.findByText('Aucune contrat trouvé')).toBeInTheDocument();
  },
};

/** The contracts cannot be read: the unreachable message and « Réessayer », never an empty list. */
export const ServeurInjoignable: Story = {
  parameters: { msw: [failingCall(calls.contrat.get_contrats, 'unreachable')] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Réessayer' }),
    ).toBeInTheDocument();
  },
};

/** A row opens the edit form, full screen (spec 4 §2.4). */
export const FicheContrat: Story = {
  play: async ({ canvasElement }) => {
    const [first] = await rowsOf(canvasElement);
    await userEvent.click(first!);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Facturer' })).toBeInTheDocument();
    await body.findAllByRole('article');
  },
};

/** An edit: the red banner and « Valider mes modifications ». */
export const FicheModifiee: Story = {
  play: async ({ canvasElement }) => {
    const rows = await rowsOf(canvasElement);
    const open = rows.find((r) => within(r).queryByLabelText('Facturé') === null)!;
    await userEvent.click(open);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('combobox', { name: 'Mode de paiement' }));
    const options = await body.findAllByRole('option');
    await userEvent.click(options.at(-1)!);
    await expect(
      await body.findByText('Des modifications ont été apportées, les valider pour continuer'),
    ).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Valider mes modifications' })).toBeEnabled();
  },
};

/** The add-equipment dialog (spec 4 §2.5) from the edit form. */
export const AjoutMateriel: Story = {
  play: async ({ canvasElement }) => {
    const rows = await rowsOf(canvasElement);
    const open = rows.find((r) => within(r).queryByLabelText('Facturé') === null)!;
    await userEvent.click(open);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Ajouter du matériel' }));
    await expect(
      await body.findByRole('dialog', { name: 'Ajouter du matériel' }),
    ).toBeInTheDocument();
  },
};

/** `Créer un contrat` opens the wizard on its first step (spec 4 §2.6). */
export const Assistant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Créer un contrat' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByLabelText('Recherche de client(s) (minimum 3 lettres)'),
    ).toBeInTheDocument();
  },
};
