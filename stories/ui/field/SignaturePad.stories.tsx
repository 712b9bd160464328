import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SignaturePad } from '@locasuite/ui/field';
import { PHOTO, signatureTexts } from './fieldTexts';

const meta = {
  title: 'UI/Field/SignaturePad',
  component: SignaturePad,
  args: {
    label: 'Signature du client',
    value: '',
    onChange: fn(),
    texts: signatureTexts,
  },
  parameters: { locaSuiteBackground: 'tool' },
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing signed yet: the drawing area, undo and clear. */
export const Empty: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('img', { name: 'Signature du client : zone de dessin' }),
    ).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Effacer' })).toBeInTheDocument();
  },
};

/** A saved signature shows as its image; « Signer à nouveau » empties it. */
export const Saved: Story = {
  args: { value: PHOTO },
  render: function SavedStory(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SignaturePad
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ args }) => {
    await expect(
      await screen.findByRole('img', { name: 'Signature du client enregistrée' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Signer à nouveau' }));
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(
      await screen.findByRole('img', { name: 'Signature du client : zone de dessin' }),
    ).toBeInTheDocument();
  },
};

/** Required and missing: outlined in orange. */
export const Missing: Story = { args: { missing: true } };

/** Read-only: the saved image, no buttons. */
export const Disabled: Story = {
  args: { value: PHOTO, disabled: true },
  play: async () => {
    await expect(
      await screen.findByRole('img', { name: 'Signature du client enregistrée' }),
    ).toBeInTheDocument();
    await expect(screen.queryByRole('button')).toBeNull();
  },
};
