import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { GestionLivraisonPage } from '@locasuite/gestion-livraison';
import { STORY_NOW } from '../../msw/storySeed';
import { calendarPageParameters, storyToolProps } from '../../msw/storyToolPage';

function Screen({ login }: { readonly login: string }) {
  return <GestionLivraisonPage {...storyToolProps(login)} initialDate={STORY_NOW} tileUrl={null} />;
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
