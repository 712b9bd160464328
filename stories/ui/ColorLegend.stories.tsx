import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColorLegend } from '@locasuite/ui';
import { storySeed } from '../msw/storySeed';

const meta = {
  title: 'UI/ColorLegend',
  component: ColorLegend,
  parameters: { locaSuiteBackground: 'tool' },
  // spec 1 §4: default colours of the availability planning event types.
  args: {
    items: [
      { label: 'Location', color: '#A1887F' },
      { label: 'Réservation', color: '#81C784' },
      { label: 'SAV', color: '#A1887F' },
      { label: 'Livraison', color: '#FF0000' },
    ],
  },
} satisfies Meta<typeof ColorLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {};
export const Column: Story = { args: { direction: 'column', title: 'Code couleur' } };
export const Empty: Story = { args: { items: [] } };

/** Keys by group: event types, then the contract and event states whose colours bars take. */
export const Grouped: Story = {
  args: {
    items: [
      { label: 'SAV', color: '#A1887F', group: 'Type' },
      { label: 'Livraison', color: '#FF0000', group: 'Type' },
      { label: 'En cours', color: '#FFB74D', group: 'État du contrat' },
      { label: 'Terminé', color: '#A1887F', group: 'État du contrat' },
      { label: 'Prêt', color: '#4DD0E1', group: 'État de la ligne' },
    ],
  },
};

interface CalendarColour {
  label: string;
  color: string;
}

function legendFromSettings(): { label: string; color: string }[] {
  const row = storySeed().settings.find(
    (setting) => setting.scope === 'planning-disponibilite' && setting.key === 'calendar_colors',
  );
  const colours = JSON.parse(row?.value ?? '{}') as Record<string, CalendarColour>;
  return Object.values(colours).map(({ label, color }) => ({ label, color }));
}

/** The availability planning's calendar colours as the seed stores them (spec 1 §3 Settings). */
export const FromTheSettings: Story = {
  args: { items: legendFromSettings() },
};
