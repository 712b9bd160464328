import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { fn } from 'storybook/test';
import { Snackbar } from '@locasuite/ui';
import type { SnackbarSeverity } from '@locasuite/ui';

const meta = {
  title: 'UI/Snackbar',
  component: Snackbar,
  args: { message: 'Modifications enregistrées', severity: 'success', onClose: fn() },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { durationMs: Infinity } };

export const Failure: Story = {
  args: { message: "L'enregistrement a échoué", severity: 'error', durationMs: Infinity },
};

/** Press a button: the message goes after the configured time (here 2 s). */
export const Timed: Story = {
  args: { durationMs: 2000 },
  render: function TimedStory(args) {
    const [shown, setShown] = useState<{ message: string; severity: SnackbarSeverity } | null>(
      null,
    );
    return (
      <Stack direction="row" spacing={2}>
        <Button
          variant="contained"
          color="success"
          onClick={() => setShown({ message: 'Modifications enregistrées', severity: 'success' })}
        >
          Enregistrer
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => setShown({ message: "L'enregistrement a échoué", severity: 'error' })}
        >
          Simuler un échec
        </Button>
        <Snackbar
          message={shown?.message ?? null}
          severity={shown?.severity}
          durationMs={args.durationMs}
          onClose={() => {
            setShown(null);
            args.onClose();
          }}
        />
      </Stack>
    );
  },
};
