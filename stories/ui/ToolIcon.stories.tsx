import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOME_TILES } from '@locasuite/core';
import { ToolIcon } from '@locasuite/ui';

const meta = {
  title: 'UI/ToolIcon',
  component: ToolIcon,
  args: { route: 'planning-disponibilite', fontSize: 'large', color: 'primary' },
} satisfies Meta<typeof ToolIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};

/** The icon of every home tile (spec 1 §2 tile table). */
export const EveryTool: Story = {
  render: (args) => (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3 }}>
      {HOME_TILES.map((tile) => (
        <Stack key={tile.path} spacing={0.5} sx={{ alignItems: 'center', width: 120 }}>
          <ToolIcon {...args} route={tile.path} />
          <Typography variant="body2">{tile.label}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            /{tile.path}
          </Typography>
        </Stack>
      ))}
    </Stack>
  ),
};
