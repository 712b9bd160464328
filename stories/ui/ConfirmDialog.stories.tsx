import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Button from '@mui/material/Button';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from '@locasuite/ui';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Changement de technicien',
    message: "Voulez-vous vraiment affecter l'intervention 2025-0412 à Paul Martin\u00a0?",
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Oui' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = { args: { busy: true } };

/** Opened from a button, closed by either answer. */
export const FromAButton: Story = {
  args: { open: false },
  render: function FromAButtonStory(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="contained" onClick={() => setOpen(true)}>
          Supprimer le créneau
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          title="Suppression du créneau"
          message={'Voulez-vous supprimer ce créneau\u00a0?'}
          onConfirm={() => {
            setOpen(false);
            args.onConfirm();
          }}
          onCancel={() => {
            setOpen(false);
            args.onCancel();
          }}
        />
      </>
    );
  },
};
