import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadingOverlay } from '@locasuite/ui';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  args: { open: true },
  decorators: [
    (Story) => (
      <Paper sx={{ position: 'relative', height: 240, p: 2, overflow: 'hidden' }}>
        <Typography variant="h3">Planning disponibilité</Typography>
        <Box sx={{ mt: 2, height: 140, bgcolor: 'grey.100', borderRadius: 1 }} />
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over a section (the nearest positioned parent). */
export const OverASection: Story = {};
export const CustomLabel: Story = { args: { label: 'Chargement du planning…' } };
export const Closed: Story = { args: { open: false } };
