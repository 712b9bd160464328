import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TruncatedText } from '@locasuite/ui';

const NAME = 'PV90-002 · Wacker Neuson VP1550 plaque vibrante';

const meta = {
  title: 'UI/TruncatedText',
  component: TruncatedText,
  args: { text: NAME },
  decorators: [
    (Story) => (
      <div style={{ width: 140 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name wider than its column: an ellipsis, and the whole name on hover or long press. */
export const Cut: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(NAME);
    await userEvent.hover(text);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(NAME);
  },
};

/** A short name fits whole. */
export const Fits: Story = { args: { text: 'PV90-002' } };
