import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentUploadButton } from '@locasuite/ui/field';

const meta = {
  title: 'UI/Field/DocumentUploadButton',
  component: DocumentUploadButton,
  args: {
    label: 'Déposer : Pièce d’identité',
    maxBytes: 1024 * 1024,
    texts: {
      required: 'Un document est requis.',
      tooLarge: 'La taille des documents doit être inférieure à 1Mo.',
    },
    onFile: fn(),
    onRefused: fn(),
  },
  parameters: { locaSuiteBackground: 'tool' },
} satisfies Meta<typeof DocumentUploadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A contract's supporting document: a PDF under 1 MB goes to the tool. */
export const UnderTheLimit: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText<HTMLInputElement>(args.label);
    const file = new File(['%PDF-1.4'], 'cni.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
  },
};

/** A file over the limit is refused with the tool's text, nothing sent. */
export const TooLarge: Story = {
  args: { maxBytes: 4 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText<HTMLInputElement>(args.label);
    await userEvent.upload(input, new File(['12345'], 'scan.png', { type: 'image/png' }));
    await expect(args.onRefused).toHaveBeenCalledWith(
      'La taille des documents doit être inférieure à 1Mo.',
    );
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

/** Disabled: an invoiced contract takes no more documents. */
export const Disabled: Story = { args: { disabled: true } };
