import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { calls } from '@locasuite/core';
import { PlanningTechnicienPage } from '@locasuite/planning-technicien';
import { answeredCall, failingCall } from '../../msw/failingCall';
import { STORY_NOW, storySeed } from '../../msw/storySeed';
import { calendarPageParameters, storyToolProps } from '../../msw/storyToolPage';

function Screen({ login }: { readonly login: string }) {
  return <PlanningTechnicienPage {...storyToolProps(login)} now={STORY_NOW} />;
}

const meta = {
  title: 'Outils/Planning technicien/Page',
  component: Screen,
  args: { login: 'admin' },
  parameters: calendarPageParameters(),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed and the eleven calls of the first load take a few seconds in jsdom. */
const LOADED = { timeout: 15_000 };
const firstTechnician = () => storySeed().staff.find((s) => s.kind === 'technicien')?.name ?? '';
const firstCard = () => storySeed().interventions.find((i) => i.status === '100');

// jsdom does not lay out: FullCalendar draws its rows but not its bars there (the browser tests
// and screenshots check the bars); the stories check the rows, the controls and the cards.

/** The admin: technicians as rows, Paramètre, every control enabled, draggable cards. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      (await canvas.findAllByText(firstTechnician(), {}, LOADED))[0],
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Paramètre' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Commentaires' })).toBeEnabled();
    const card = await canvas.findByRole('button', {
      name: new RegExp(firstCard()?.report_number ?? ''),
    });
    await expect(card).toHaveAttribute('data-draggable', 'true');
  },
};

/** A planner without the admin flag: views only, comments and technicians disabled. */
export const NonAdmin: Story = {
  args: { login: 'planif' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      (await canvas.findAllByText(firstTechnician(), {}, LOADED))[0],
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Paramètre' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Commentaires' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Techniciens' })).toBeDisabled();
    const card = await canvas.findByRole('button', {
      name: new RegExp(firstCard()?.report_number ?? ''),
    });
    await expect(card).toHaveAttribute('data-draggable', 'false');
  },
};

/** Nothing to plan: the empty texts, only after the server answered. */
export const Vide: Story = {
  parameters: {
    msw: [answeredCall(calls.planningTechnicien.get_events_liste, { data: [] })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Aucune intervention à planifier.', {}, LOADED),
    ).toBeInTheDocument();
  },
};

/** The server cannot be reached: the unreachable message and `Réessayer`, no empty text. */
export const Injoignable: Story = {
  parameters: {
    msw: Object.values(calls.planningTechnicien).map((def) => failingCall(def, 'unreachable')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Le serveur est injoignable.');
    await expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await expect(canvas.queryByText('Aucune intervention à planifier.')).not.toBeInTheDocument();
  },
};
