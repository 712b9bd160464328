import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AVAILABILITY_DISPLAY_KEY, calls } from '@locasuite/core';
import { PlanningDisponibilitePage } from '@locasuite/planning-disponibilite';
import { failingCall } from '../../msw/failingCall';
import { STORY_NOW } from '../../msw/storySeed';
import { calendarPageParameters, storyToolProps } from '../../msw/storyToolPage';

interface ScreenProps {
  readonly login: string;
  /** The phone layout (the page otherwise decides from the screen's width). */
  readonly phone?: boolean;
  /** A saved display other than the seed's (days shown, slot duration). */
  readonly days?: number;
  readonly slot?: string;
}

function Screen({ login, phone, days, slot }: ScreenProps) {
  const { api, session } = storyToolProps(login);
  const user =
    session.user && days !== undefined
      ? {
          ...session.user,
          record: {
            ...session.user.record,
            planning_display: JSON.stringify({
              [AVAILABILITY_DISPLAY_KEY]: { selectedNbrDays: days, selectedslotduration: slot },
            }),
          },
        }
      : session.user;
  return (
    <div style={{ height: 760, display: 'flex', flexDirection: 'column' }}>
      <PlanningDisponibilitePage
        api={api}
        session={{ ...session, user }}
        now={STORY_NOW}
        phone={phone}
      />
    </div>
  );
}

const meta = {
  title: 'Outils/Planning disponibilité/Page',
  component: Screen,
  args: { login: 'admin' },
  parameters: calendarPageParameters(),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const calendarReady = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Parc matériel')).toBeInTheDocument();
  // The legend keys the colours of the bars drawn: it follows the window's events; the agency
  // selector is drawn from the loaded agencies.
  const legend = await canvas.findByRole('region', { name: 'Légende' }, { timeout: 15000 });
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

/**
 * The legend keys the colours the bars are drawn in (issue 11 item 6): rentals take their
 * contract state's colour, so the states are named, under « État du contrat ».
 */
export const LegendeDesEtats: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await calendarReady(canvasElement);
    const legend = canvas.getByRole('region', { name: 'Légende' });
    const states = await within(legend).findByRole('region', { name: 'État du contrat' });
    await expect(within(states).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/**
 * 90 days saved with 01:00 slots (issue 11 item 7): the timeline cannot draw 2,160 slots, so the
 * select shows the 06:00 slots drawn and says why the shorter ones are not offered.
 */
export const QuatreVingtDixJours: Story = {
  args: { days: 90, slot: '01:00' },
  play: async ({ canvasElement }) => {
    const canvas = await calendarReady(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Durée des créneaux' })).toHaveTextContent(
      '06:00',
    );
    await expect(canvas.getByText('Sur 90 jours : créneaux de 06:00 au moins')).toBeInTheDocument();
  },
};

/**
 * A phone (issue 11 item 3): the filters fold into one button that counts the active ones and
 * open in a drawer; the legend folds into a toggle.
 */
export const Telephone: Story = {
  args: { phone: true, login: 'planif' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Parc matériel')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Affichage' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filtres' }));
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Filtres et affichage' });
    await expect(within(drawer).getByRole('combobox', { name: 'Affichage' })).toBeInTheDocument();
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
