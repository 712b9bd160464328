import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DateRangeField } from '@locasuite/ui';

const meta = {
  title: 'UI/DateRangeField',
  component: DateRangeField,
  args: {
    value: { start: new Date(Date.UTC(2025, 0, 1)), end: new Date(Date.UTC(2025, 2, 31)) },
    onChange: fn(),
  },
  render: function ControlledRange(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateRangeField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DateRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 1 §2 statistics, "Personnaliser". */
export const Range: Story = {};
export const Empty: Story = { args: { value: { start: null, end: null } } };
export const EndBeforeStart: Story = {
  args: { value: { start: new Date(Date.UTC(2025, 2, 31)), end: new Date(Date.UTC(2025, 0, 1)) } },
};
