import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ChoiceSelect } from '@locasuite/ui';

const meta = {
  title: 'UI/ChoiceSelect',
  component: ChoiceSelect<number>,
  parameters: { locaSuiteBackground: 'tool' },
  args: {
    id: 'days',
    label: 'Jours affichés',
    value: 7,
    choices: [1, 7, 15, 30, 90],
    format: (n: number) => (n === 1 ? '1 jour' : `${n} jours`),
    onChange: fn(),
  },
  render: function ChoiceSelectStory(args) {
    const [value, setValue] = useState(args.value);
    return (
      <ChoiceSelect
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ChoiceSelect<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a dialog (the technicians' « Affichage du planning »). */
export const InADialog: Story = {};

/** In a row of filters: small, with a word under it. */
export const Compact: Story = {
  args: { compact: true, helperText: 'La période affichée à l’ouverture' },
};
