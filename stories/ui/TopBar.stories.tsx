import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation, useNavigate } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PRODUCT_TITLE, connectionQuality, topBarTitle } from '@locasuite/core';
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

function RoutedTopBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <TopBar
      title={topBarTitle(pathname)}
      onHome={() => navigate('/')}
      onLogout={() => navigate('/login')}
      connection={<ConnectionIndicator quality={connectionQuality(0.8).quality} showLabel />}
    />
  );
}

/** Title from the route with core's `topBarTitle`, in the router decorator (spec 1 §2). */
export const TitleFromTheRoute: Story = {
  parameters: { routerEntries: ['/etat-des-lieux-materiel'] },
  render: () => <RoutedTopBar />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'ETAT DES LIEUX MATERIEL',
    );
    await userEvent.click(canvas.getByRole('button', { name: "Retour à l'accueil" }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(PRODUCT_TITLE);
  },
};
