import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResourceDayList } from '@locasuite/ui';

const meta = {
  title: 'UI/ResourceDayList',
  component: ResourceDayList,
  parameters: { locaSuiteBackground: 'tool' },
  // A delivery day on a phone (issue 11 item 4): a driver busy, one away, one free.
  args: {
    label: 'Livraisons du jour par chauffeur',
    answered: true,
    emptyText: 'Aucune livraison ce jour.',
    noteColor: '#9E9E9E',
    onSwipe: fn(),
    resources: [
      {
        name: 'Martin Dupont',
        notes: [],
        entries: [
          {
            key: '1',
            color: '#1E88E5',
            primary: '08:00 – 09:30',
            secondary: 'C-2025-0142 · BTP Durand · Nacelle articulée 16 m',
            label: 'C-2025-0142, 08:00 – 09:30',
            onOpen: fn(),
          },
          {
            key: '2',
            color: '#FB8C00',
            primary: '14:00 – 15:00',
            secondary: 'C-2025-0150 · Mairie de Villeurbanne',
            label: 'C-2025-0150, 14:00 – 15:00',
            onOpen: fn(),
          },
        ],
      },
      {
        name: 'Julie Bernard',
        notes: [{ key: 'n', text: 'Indisponible : Formation (08:00 – 12:00)' }],
        entries: [],
      },
      { name: 'Karim Petit', notes: [], entries: [] },
    ],
  },
} satisfies Meta<typeof ResourceDayList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each driver's day; a delivery opens its detail, a free driver says so. */
export const Day: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'C-2025-0142, 08:00 – 09:30' }));
    await expect(args.resources[0]?.entries[0]?.onOpen).toHaveBeenCalled();
    await expect(canvas.getAllByText('Aucune livraison ce jour.')).toHaveLength(1);
  },
};

/** While the day loads (or after a failed load) no driver says the day is empty. */
export const NotAnswered: Story = {
  args: { answered: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Aucune livraison ce jour.')).toBeNull();
  },
};
