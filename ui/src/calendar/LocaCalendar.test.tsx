// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { createRef } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaCalendar } from './LocaCalendar';
import type { CalendarRef } from '@fullcalendar/react';

afterEach(cleanup);

const MONDAY = Date.UTC(2025, 2, 17);
const HOUR = 3_600_000;
const EVENTS = [
  { id: '1', title: 'Tournée du lundi', start: MONDAY + 8 * HOUR, end: MONDAY + 10 * HOUR },
  {
    id: '2',
    title: 'Tournée du jeudi',
    start: MONDAY + 3 * 24 * HOUR + 9 * HOUR,
    end: MONDAY + 3 * 24 * HOUR + 11 * HOUR,
  },
  {
    id: '3',
    title: 'Tournée du mois',
    start: MONDAY + 10 * 24 * HOUR,
    end: MONDAY + 10 * 24 * HOUR + HOUR,
  },
];

describe('LocaCalendar kind="list"', () => {
  it('lists the events of a day, a week and a month, in French and UTC', () => {
    const ref = createRef<CalendarRef>();
    render(
      <LocaCalendar
        kind="list"
        calendarRef={ref}
        initialView="listWeek"
        initialDate={MONDAY}
        events={EVENTS}
        height="auto"
      />,
    );
    expect(screen.getByText('Tournée du lundi')).toBeInTheDocument();
    expect(screen.getByText('Tournée du jeudi')).toBeInTheDocument();
    expect(screen.queryByText('Tournée du mois')).not.toBeInTheDocument();
    // French day names, the hours in UTC.
    expect(screen.getAllByText(/lundi/i).length).toBeGreaterThan(0);
    expect(screen.getByText(/08:00/)).toBeInTheDocument();

    act(() => ref.current?.getApi().changeView('listDay'));
    expect(screen.getByText('Tournée du lundi')).toBeInTheDocument();
    expect(screen.queryByText('Tournée du jeudi')).not.toBeInTheDocument();

    act(() => ref.current?.getApi().changeView('listMonth'));
    for (const title of ['Tournée du lundi', 'Tournée du jeudi', 'Tournée du mois'])
      expect(screen.getByText(title)).toBeInTheDocument();
  });
});

describe('LocaCalendar busy', () => {
  it('says aria-busy while it is still being given its events, and nothing once it has them', () => {
    const props = {
      kind: 'list',
      initialView: 'listWeek',
      initialDate: MONDAY,
      events: EVENTS,
      height: 'auto',
    } as const;
    const { container, rerender } = render(<LocaCalendar {...props} busy />);
    const frame = container.querySelector('.ls-calendar');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    rerender(<LocaCalendar {...props} busy={false} />);
    expect(frame).not.toHaveAttribute('aria-busy');
  });
});
