import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, fn, within } from 'storybook/test';
import { AppTile, ToolIcon } from '@locasuite/ui';
import { HomeTiles } from './support/HomeTiles';

const meta = {
  title: 'UI/AppTile',
  component: AppTile,
  args: {
    label: 'Disponibilité',
    href: '/planning-disponibilite',
    icon: <ToolIcon route="planning-disponibilite" fontSize="large" color="primary" />,
    onNavigate: fn(),
  },
} satisfies Meta<typeof AppTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongLabel: Story = {
  args: {
    label: 'Email visualisation',
    href: '/email-visualisation',
    icon: <ToolIcon route="email-visualisation" fontSize="large" color="primary" />,
  },
};

/** Home without the server: a tool that needs it is greyed and says why (no link to follow). */
export const UnavailableOffline: Story = {
  args: {
    label: 'Techniciens',
    href: '/planning-technicien',
    icon: <ToolIcon route="planning-technicien" fontSize="large" color="primary" />,
    unavailable: 'Indisponible hors connexion',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole('link', { name: /Techniciens/ });
    await expect(tile).toHaveAttribute('aria-disabled', 'true');
    await expect(tile).not.toHaveAttribute('href');
    await expect(tile).toHaveTextContent('Indisponible hors connexion');
  },
};

const planningTiles = [
  ['planning-disponibilite', 'Disponibilité'],
  ['planning-livraison', 'Livraison'],
  ['planning-technicien', 'Techniciens'],
  ['planning-gestion-rdv-velo', 'Gestion RDV'],
] as const;

/** A home group as the shell lays it out (spec 1 §2: group 1 Planning(s)). */
export const Group: Story = {
  render: (args) => (
    <Box component="section" aria-labelledby="group-planning">
      <Typography id="group-planning" component="h2" variant="h2" sx={{ mb: 2 }}>
        Planning(s)
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {planningTiles.map(([route, label]) => (
          <AppTile
            key={route}
            label={label}
            href={`/${route}`}
            icon={<ToolIcon route={route} fontSize="large" color="primary" />}
            onNavigate={args.onNavigate}
          />
        ))}
      </Box>
    </Box>
  ),
};

/**
 * The technician's home on a desktop: the user from `get_user_by_token` (seed account `tech`), the
 * tiles from core's `visibleTiles`.
 */
export const TechnicianHome: Story = {
  render: (args) => <HomeTiles login="tech" device="desktop" onNavigate={args.onNavigate} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = await canvas.findAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual([
      'Planning(s)',
      'Etat des lieux',
      'Gestion',
    ]);
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/planning-livraison',
      '/planning-technicien',
      '/etat-des-lieux-materiel',
      '/gestion-livraison',
      '/sav-gestion',
    ]);
  },
};

/** The administrator on a phone: only the tiles flagged for mobile (spec 1 §2). */
export const AdministratorOnAPhone: Story = {
  render: (args) => <HomeTiles login="admin" device="phone" onNavigate={args.onNavigate} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 2 });
    const labels = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(labels).not.toContain('Livraison');
    await expect(labels).not.toContain('Gestion RDV');
    await expect(labels).toContain('Disponibilité');
  },
};
