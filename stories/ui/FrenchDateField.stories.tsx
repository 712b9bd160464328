import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { FrenchDateField } from '@locasuite/ui';

const meta = {
  title: 'UI/FrenchDateField',
  component: FrenchDateField,
  args: { label: 'Date sélectionnée', value: new Date(Date.UTC(2025, 2, 3)), onChange: fn() },
  render: function ControlledField(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Stack spacing={1} sx={{ maxWidth: 280 }}>
        <FrenchDateField
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
        <Typography variant="caption" color="text.secondary">
          Valeur : {value && !Number.isNaN(value.getTime()) ? value.toISOString() : 'aucune'}
        </Typography>
      </Stack>
    );
  },
} satisfies Meta<typeof FrenchDateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithADay: Story = {};
export const Empty: Story = { args: { value: null } };
export const Required: Story = { args: { value: null, required: true, label: 'Date de retour' } };
export const WithError: Story = {
  args: { error: true, helperText: 'Date de retour manquante', label: 'Date de retour' },
};
export const Disabled: Story = { args: { disabled: true } };
