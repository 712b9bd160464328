import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { contrastTextColor } from '@locasuite/core';
import { LocaCalendar } from '@locasuite/ui/calendar';

// A Monday at 00:00 UTC: the plannings' days are UTC (spec 1 §1).
const MONDAY = Date.UTC(2026, 10, 23);
const HOUR = 3_600_000;
const technicians = ['Paul MARTIN', 'Inès MULLER', 'Karim BENALI'];
const bar = (id: string, row: string, day: number, from: number, hours: number, color: string) => ({
  id,
  resourceId: row,
  title: `Intervention ${id}`,
  start: MONDAY + day * 24 * HOUR + from * HOUR,
  end: MONDAY + day * 24 * HOUR + (from + hours) * HOUR,
  color,
  // Core's WCAG rule: every bar's text reaches 4.5:1 on its colour.
  contrastColor: contrastTextColor(color),
});

const meta = {
  title: 'UI/Calendar',
  component: LocaCalendar,
  args: {
    kind: 'timeline',
    initialView: 'week',
    initialDate: MONDAY,
    views: { week: { type: 'resourceTimeline', duration: { days: 7 } } },
    slotDuration: '02:00',
    resourceColumnsWidth: 160,
    resourceColumnHeaderContent: 'Techniciens',
    resources: technicians.map((title, order) => ({ id: title, title, order })),
    resourceOrder: 'order',
    events: [
      bar('RAP2026-00101', 'Paul MARTIN', 0, 8, 4, '#E53935'),
      bar('RAP2026-00102', 'Inès MULLER', 1, 10, 6, '#FFF176'),
      bar('RAP2026-00103', 'Karim BENALI', 2, 6, 8, '#1E3A5F'),
    ],
    eventClick: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ height: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LocaCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of technicians in French, UTC, with the kit's header rule and accessibility fixes. */
export const Timeline: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText('Techniciens')).toBeInTheDocument();
    await userEvent.click(await screen.findByText('Intervention RAP2026-00101'));
    await expect(args.eventClick).toHaveBeenCalledTimes(1);
  },
};

/** Agencies as columns over a day's hours (the bike appointment slots). */
export const TimeGrid: Story = {
  parameters: {
    // FullCalendar's time grid leaves the header cell of its hours column empty; the rule is a
    // best practice, not WCAG A or AA (the pages pass those: tests/e2e/accessibility.spec.ts).
    axeRules: { 'empty-table-header': { enabled: false } },
  },
  args: {
    kind: 'timegrid',
    initialView: 'day',
    views: { day: { type: 'resourceTimeGrid', duration: { days: 1 } } },
    slotMinTime: '08:00:00',
    slotMaxTime: '19:00:00',
    slotDuration: '00:20:00',
    allDaySlot: false,
    resources: [
      { id: 'ly', title: 'Lyon', order: 0 },
      { id: 'gr', title: 'Grenoble', order: 1 },
    ],
    events: [bar('Libre', 'ly', 0, 9, 1, '#81C784'), bar('Réservé', 'gr', 0, 11, 1, '#5D4037')],
  },
};
