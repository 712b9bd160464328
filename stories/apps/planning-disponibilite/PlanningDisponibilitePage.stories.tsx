import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlanningDisponibilitePage } from '@locasuite/planning-disponibilite';
import { storyToken } from '../../msw/storyApi';
import { createStoryClient } from '../../msw/storyClient';
import { STORY_NOW, storySeed } from '../../msw/storySeed';
import { planningDisponibiliteHandlers } from './planningDisponibiliteHandlers';

function Screen({ login }: { readonly login: string }) {
  const user = storySeed().users.find((u) => u.login === login);
  return (
    <div style={{ height: 760, display: 'flex', flexDirection: 'column' }}>
      <PlanningDisponibilitePage
        api={createStoryClient(login)}
        user={
          user
            ? {
                admin: user.admin,
                record: { planning_display: JSON.stringify(user.planning_display) },
              }
            : null
        }
        getToken={() => storyToken(login)}
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
    msw: planningDisponibiliteHandlers(),
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

/** The planning calls fail: the event list stays empty and a French warning shows. */
export const EchecDuChargement: Story = {
  parameters: {
    msw: [
      http.post('*/api/planningDisponibilite/v1/get_events', () => HttpResponse.error()),
      ...planningDisponibiliteHandlers(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Le planning n’a pas pu être chargé. Réessayez dans un instant.'),
    ).toBeInTheDocument();
  },
};
