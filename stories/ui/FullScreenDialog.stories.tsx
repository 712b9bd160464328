import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { FullScreenDialog } from '@locasuite/ui';

const meta = {
  title: 'UI/FullScreenDialog',
  component: FullScreenDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    title: 'Données statistiques',
    onClose: fn(),
    children: (
      <>
        <Typography variant="h3" gutterBottom>
          Chiffre d'affaires par agence
        </Typography>
        <Typography>
          Les tableaux de chaque statistique s'affichent ici, en lecture seule.
        </Typography>
      </>
    ),
  },
} satisfies Meta<typeof FullScreenDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const WithActions: Story = {
  args: {
    actions: (
      <Button color="inherit" variant="outlined">
        Télécharger
      </Button>
    ),
  },
};
