import { describe, expect, it } from 'vitest';
import { MIN_ROW_HEIGHT, firstScreen, splitFirstScreen } from './inViewFirst';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const start = Date.UTC(2026, 10, 30);
const week = { start, startTime: '00:00', endTime: '24:00', hiddenDays: 0 };

describe('firstScreen: the rows and days a window shows (issue 39 §1)', () => {
  it('holds every row of the window at the lowest row height, and two more', () => {
    expect(firstScreen(1366, 900, { ...week, hourWidth: 48 }).rows).toBe(
      Math.ceil(900 / MIN_ROW_HEIGHT) + 2,
    );
  });

  it('the default week (48 px an hour, whole days): the days 1,366 px hold, and one more for the first scroll', () => {
    // A day is 24 × 48 = 1,152 px: 1,366 px show parts of two days, a scroll a third.
    expect(firstScreen(1366, 900, { ...week, hourWidth: 48 }).until).toBe(start + 3 * DAY);
  });

  it('shorter days (07:00–19:00) and hidden days bring more days into the first screen', () => {
    const short = { ...week, startTime: '07:00', endTime: '19:00', hourWidth: 48 };
    // 12 × 48 = 576 px a day: three days in 1,366 px, one more for the scroll.
    expect(firstScreen(1366, 900, short).until).toBe(start + 4 * DAY);
    expect(firstScreen(1366, 900, { ...short, hiddenDays: 2 }).until).toBe(start + 6 * DAY);
  });

  it('slots FullCalendar sizes to the window (no minimum width): every day is in view', () => {
    expect(firstScreen(1366, 900, { ...week, hourWidth: undefined }).until).toBe(Infinity);
  });
});

describe('splitFirstScreen', () => {
  const technicians = ['A', 'B', 'C', 'D'];
  const bar = (id: string, rows: string[], day: number) => ({
    id,
    resourceIds: rows,
    start: start + day * DAY + 8 * HOUR,
    end: start + day * DAY + 10 * HOUR,
  });
  const screen = { rows: 2, until: start + 2 * DAY };

  it('puts a bar on the first screen when one of its rows is there and it starts before its last day', () => {
    const events = [
      bar('1', ['A'], 0),
      bar('2', ['C'], 0),
      bar('3', ['B'], 3),
      bar('4', ['D', 'B'], 1),
      bar('5', ['C', 'D'], 1),
    ];
    const { first, rest } = splitFirstScreen(events, technicians, screen);
    expect(first.map((e) => e.id)).toEqual(['1', '4']);
    expect(rest.map((e) => e.id)).toEqual(['2', '3', '5']);
  });

  it('places a background event by its one row', () => {
    const unavailable = {
      id: 'indispo-1',
      resourceId: 'B',
      start: start + HOUR,
      end: start + 5 * HOUR,
    };
    const other = { ...unavailable, id: 'indispo-2', resourceId: 'D' };
    const { first, rest } = splitFirstScreen([unavailable, other], technicians, screen);
    expect(first).toEqual([unavailable]);
    expect(rest).toEqual([other]);
  });

  it('keeps every event exactly once', () => {
    const events = Array.from({ length: 40 }, (_, k) =>
      bar(String(k), [technicians[k % 4]!, technicians[(k + 1) % 4]!], k % 7),
    );
    const { first, rest } = splitFirstScreen(events, technicians, screen);
    expect([...first, ...rest].map((e) => e.id).sort()).toEqual(events.map((e) => e.id).sort());
    expect(first.length).toBeGreaterThan(0);
    expect(rest.length).toBeGreaterThan(0);
  });
});
