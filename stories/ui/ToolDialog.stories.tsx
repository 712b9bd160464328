import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ToolDialog, useDialogAction, words } from '@locasuite/ui';

const meta = {
  title: 'UI/ToolDialog',
  component: ToolDialog,
  args: {
    title: 'Commentaire de retour',
    onClose: fn(),
    children: 'Le commentaire est lu par le chauffeur au retour du matériel.',
  },
} satisfies Meta<typeof ToolDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `Annuler` and the main button. */
export const Form: Story = {
  args: { confirm: { label: words.save, onClick: fn() } },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await expect(args.confirm?.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A save runs: every button waits, Escape does not close. */
export const Busy: Story = {
  args: { busy: true, confirm: { label: words.save, onClick: fn() } },
};

/** The server's French refusal above the content; what was typed stays. */
export const Refused: Story = {
  args: {
    result: { ok: false, text: 'Cette livraison a été modifiée entre-temps.' },
    confirm: { label: words.save, onClick: fn() },
  },
};

/** A record's details: its own actions first, then `Fermer`. */
export const Details: Story = {
  args: {
    closeLabel: words.close,
    dividers: true,
    actions: (
      <Button variant="contained" onClick={fn()}>
        Envoyer sur la tablette
      </Button>
    ),
  },
};

/** Wired to `useDialogAction`: a comment saved, refused when empty. */
export const WithDialogAction: Story = {
  render: function WithDialogActionStory(args) {
    const [comment, setComment] = useState('');
    const action = useDialogAction();
    const save = () =>
      action.run(async () => {
        if (comment.trim() === '') throw new Error('Le commentaire est vide.');
      }, 'Commentaire enregistré.');
    return (
      <ToolDialog
        {...args}
        busy={action.busy}
        result={action.result}
        confirm={{ label: words.save, onClick: () => void save() }}
      >
        <TextField
          label="Commentaire"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          fullWidth
          sx={{ mt: 1 }}
        />
      </ToolDialog>
    );
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await expect(await screen.findByText('Le commentaire est vide.')).toBeInTheDocument();
  },
};
