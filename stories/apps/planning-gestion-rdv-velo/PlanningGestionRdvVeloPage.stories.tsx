import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { calls } from '@locasuite/core';
import { PlanningGestionRdvVeloPage } from '@locasuite/planning-gestion-rdv-velo';
import { failingCall } from '../../msw/failingCall';
import { STORY_NOW } from '../../msw/storySeed';
import { calendarPageParameters, storyToolProps } from '../../msw/storyToolPage';

function Screen({ login }: { readonly login: string }) {
  return <PlanningGestionRdvVeloPage {...storyToolProps(login)} now={STORY_NOW} />;
}

const meta = {
  title: 'Outils/Gestion RDV vélo/Page',
  component: Screen,
  args: { login: 'admin' },
  // The time grid's hour column is a row header named by aria-label (« Horaires ») with no
  // visible text, which axe's empty-table-header counts as empty.
  parameters: calendarPageParameters({ 'empty-table-header': { enabled: false } }),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed and the first calls take a few seconds in jsdom. */
const LOADED = { timeout: 15_000 };

// jsdom does not lay out and matches no media query: the stories check the small-screen controls
// (cog, « Liste des agences », legend button); the browser tests and screenshots check the slots.

/** The admin: every agency (three named, then « +3 autres »), the calendar settings in the menu. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/\+3 autres/, {}, LOADED)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Calendrier' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Administration du calendrier' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Légende' })).toBeInTheDocument();
  },
};

/** A planner without the admin flag: one agency. */
export const NonAdmin: Story = {
  args: { login: 'planif' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Liste des agences' }, LOADED),
    ).toBeInTheDocument();
    await expect(canvas.queryByText(/autres/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Paramètre' })).not.toBeInTheDocument();
  },
};

/** The server cannot be reached: the unreachable message and `Réessayer`. */
export const Injoignable: Story = {
  parameters: {
    msw: Object.values(calls.gestionRdvVelo).map((def) => failingCall(def, 'unreachable')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LOADED);
    await expect(alert).toHaveTextContent('Le serveur est injoignable.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  },
};
