import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GestionLivraisonPage } from '@locasuite/gestion-livraison';
import { STORY_NOW } from '../../msw/storySeed';
import { calendarPageParameters, storyToolProps } from '../../msw/storyToolPage';

/** An OSRM-compatible service of the story's own: 12,3 km and 31 min a leg. */
const routedService = async () =>
  new Response(JSON.stringify({ code: 'Ok', routes: [{ distance: 12_345, duration: 1_830 }] }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
/** A service that does not answer (down, or out of reach). */
const downService = async () => new Response('indisponible', { status: 503 });

function Screen({
  login,
  routing,
}: {
  readonly login: string;
  /** DECISIONS.md « Routing service address »: none (the default), answering, or down. */
  readonly routing?: 'routed' | 'down';
}) {
  return (
    <GestionLivraisonPage
      {...storyToolProps(login)}
      initialDate={STORY_NOW}
      tileUrl={null}
      {...(routing && {
        routingUrl: 'https://osrm.exemple.fr',
        fetchRoute: routing === 'routed' ? routedService : downService,
      })}
    />
  );
}

/** Adds the first two clients of `Ajouter un client` to the itinerary. */
async function addTwoClients(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const page = within(canvasElement.ownerDocument.body);
  const builder = await canvas.findByRole('region', { name: 'Itinéraire' }, { timeout: 10_000 });
  for (const index of [0, 1]) {
    await userEvent.click(within(builder).getByRole('combobox', { name: 'Ajouter un client' }));
    const options = await page.findAllByRole('option');
    await userEvent.click(options[index]!);
  }
  await waitFor(() => expect(within(builder).getAllByRole('listitem')).toHaveLength(2));
  return within(builder);
}

const meta = {
  title: 'Outils/Gestion livraison/Page',
  component: Screen,
  args: { login: 'planif' },
  parameters: calendarPageParameters(),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The map without tiles (its notice), the builder with the drivers of the settings, and the
 * calendar's week of seeded itineraries.
 */
export const Planner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Fond de carte indisponible/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Itinéraire' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Optimiser l’ordre' })).toBeDisabled();
    await waitFor(
      () => expect(canvas.getAllByText(/^(Livraison|Reprise) .* · /).length).toBeGreaterThan(0),
      {
        timeout: 10_000,
      },
    );
  },
};

/**
 * With a routing service (VITE_ROUTING_URL) that answers: every leg shows the service's distance
 * and time (12,3 km · 31 min), and the total says nothing of an estimation.
 */
export const RoutingService: Story = {
  args: { routing: 'routed' },
  play: async ({ canvasElement }) => {
    const builder = await addTwoClients(canvasElement);
    await waitFor(() =>
      expect(builder.getByLabelText('Total')).toHaveTextContent('24,6 km · 1 h 02 min'),
    );
    await expect(builder.getByLabelText('Total')).not.toHaveTextContent('estimation');
    for (const stop of builder.getAllByRole('listitem'))
      await expect(stop).toHaveTextContent('12,3 km · 31 min');
  },
};

/**
 * With a routing service that does not answer: each leg falls back to the estimation
 * (great-circle × 1.3 at 50 km/h) and says « estimation », as does the total.
 */
export const RoutingServiceDown: Story = {
  args: { routing: 'down' },
  play: async ({ canvasElement }) => {
    const builder = await addTwoClients(canvasElement);
    await waitFor(() => expect(builder.getByLabelText('Total')).toHaveTextContent('(estimation)'));
    for (const stop of builder.getAllByRole('listitem'))
      await expect(stop).toHaveTextContent('(estimation)');
  },
};
