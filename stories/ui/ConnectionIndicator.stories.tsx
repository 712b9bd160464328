import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectionIndicator } from '@locasuite/ui';

const meta = {
  title: 'UI/ConnectionIndicator',
  component: ConnectionIndicator,
  parameters: { locaSuiteBackground: 'tool' },
  args: { quality: 'good' },
} satisfies Meta<typeof ConnectionIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Speed above 1 (spec 3 §4.5). */
export const Good: Story = {};
/** Speed above 0.3. */
export const Medium: Story = { args: { quality: 'medium' } };
/** Speed 0.3 or less. */
export const Poor: Story = { args: { quality: 'poor' } };
/** Before the first measure. */
export const NotMeasuredYet: Story = { args: { quality: null } };
export const WithLabel: Story = { args: { quality: 'medium', showLabel: true } };
