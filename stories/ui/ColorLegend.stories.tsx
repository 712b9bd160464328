import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColorLegend } from '@locasuite/ui';

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
