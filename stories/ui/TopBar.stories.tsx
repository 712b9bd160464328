import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConnectionIndicator, TopBar } from '@locasuite/ui';

const meta = {
  title: 'UI/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen', locaSuiteBackground: 'tool' },
  args: {
    title: 'PLANNING DISPONIBILITE',
    onHome: fn(),
    onLogout: fn(),
    connection: <ConnectionIndicator quality="good" />,
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a tool: the route in capitals, dashes as spaces (spec 1 §2). */
export const InsideATool: Story = {};

/** On home, the product title. */
export const Home: Story = {
  args: { title: 'LocaSuite' },
  parameters: { locaSuiteBackground: 'home' },
};

export const SlowConnection: Story = {
  args: { title: 'ETAT DES LIEUX MATERIEL', connection: <ConnectionIndicator quality="poor" /> },
};

/** A long title on a phone: it is cut with an ellipsis, the buttons stay visible. */
export const LongTitle: Story = {
  args: {
    title: 'PLANNING GESTION RDV VELO',
    connection: <ConnectionIndicator quality="medium" />,
  },
};
