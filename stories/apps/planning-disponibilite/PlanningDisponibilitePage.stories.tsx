import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { calls } from '@locasuite/core';
import { PlanningDisponibilitePage } from '@locasuite/planning-disponibilite';
import { failingCall } from '../../msw/failingCall';
import { createStoryClient } from '../../msw/storyClient';
import { STORY_NOW } from '../../msw/storySeed';
import { storySession } from '../../msw/storySession';

function Screen({ login }: { readonly login: string }) {
  return (
    <div style={{ height: 760, display: 'flex', flexDirection: 'column' }}>
      <PlanningDisponibilitePage
        api={createStoryClient(login)}
        session={storySession(login)}
        now={STORY_NOW}
      />
    </div>
  );
}

const meta = {
  title: 'Outils/Planning disponibilité/Page',
  component: Screen,
  args: { login: 'admin' },
  parameters: {
    locaSuiteBackground: 'tool',
    // FullCalendar's timeline grid owns its rows through aria-owns, which axe does not follow.
    axeRules: { 'aria-required-children': { enabled: false } },
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const calendarReady = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Parc matériel')).toBeInTheDocument();
  // The legend is drawn from the loaded colours; the agency selector from the loaded agencies.
  const legend = await canvas.findByRole('region', { name: 'Légende' });
  await waitFor(() => expect(within(legend).getByText('Livraison')).toBeInTheDocument(), {
    timeout: 15000,
  });
  await expect(await canvas.findByRole('combobox', { name: 'Agence' })).toBeInTheDocument();
  return canvas;
};

/** The admin's week: fleet rows by family and sub-family, the legend and the Options button. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await calendarReady(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Options' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Légende' })).toBeInTheDocument();
  },
};

/** A planner without the admin flag: no Options button (spec 1 §6). */
export const NonAdmin: Story = {
  args: { login: 'planif' },
  play: async ({ canvasElement }) => {
    const canvas = await calendarReady(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Options' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Afficher les contrat Actif' })).toBeVisible();
  },
};

/** The Options dialog: colours by event type, hidden weekdays, event-type switches. */
export const Options: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await calendarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Options' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByLabelText('Code couleur Location')).toHaveValue('#A1887F');
    await expect(within(dialog).getByLabelText('Dimanche')).toBeChecked();
  },
};

/** The server answers the events call with an error: the planning's own French warning shows. */
export const EchecDuChargement: Story = {
  parameters: {
    msw: [failingCall(calls.planningDisponibilite.get_events, 'error')],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Le planning n’a pas pu être chargé. Réessayez dans un instant.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  },
};

/**
 * The server cannot be reached (issue 11 item 1): the unreachable message and `Réessayer`, never
 * the empty text that would blame the filters.
 */
export const ServeurInjoignable: Story = {
  parameters: {
    msw: [failingCall(calls.planningDisponibilite.get_events, 'unreachable')],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Le serveur est injoignable.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await expect(
      canvas.queryByText('Aucun matériel à afficher pour ces critères.'),
    ).not.toBeInTheDocument();
  },
};
