import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { fn } from 'storybook/test';
import { TimedBanner } from '@locasuite/ui';

const meta = {
  title: 'UI/TimedBanner',
  component: TimedBanner,
  parameters: { locaSuiteBackground: 'tool' },
  args: { message: 'Impossible de charger les interventions', onClose: fn() },
} satisfies Meta<typeof TimedBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Red, hides itself after 5 seconds (spec 2 §2.1). */
export const FiveSeconds: Story = {
  render: function FiveSecondsStory(args) {
    const [message, setMessage] = useState<string | null>(args.message);
    return (
      <Stack spacing={2}>
        <TimedBanner
          message={message}
          onClose={() => {
            setMessage(null);
            args.onClose();
          }}
        />
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setMessage('Impossible de charger les interventions')}
        >
          Afficher le bandeau
        </Button>
      </Stack>
    );
  },
};

/** Kept on screen for review; in the tools it always times out. */
export const Static: Story = { args: { durationMs: Infinity } };
