import { describe, expect, it } from 'vitest';
import { RDV_MESSAGES as M } from './messages';
import {
  RECURRENCE_INTERVALS,
  checkWeeklyRecurrence,
  recurrenceId,
  recurrenceWeekday,
  recurrenceWeeks,
  weeklyOccurrences,
} from './weeklyOccurrences';

const DAY = 86_400_000;
const noon = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 12);

describe('weeklyOccurrences (spec 2 §4.2, §5.2; DECISIONS.md recurrence interval)', () => {
  it('"a slot repeats once per week from the start day to the end day", the end day included', () => {
    // Monday 2 March 2026 to Monday 23 March 2026: four Mondays.
    expect(
      weeklyOccurrences({ start: noon(2026, 3, 2), end: noon(2026, 3, 23), interval: 1 }),
    ).toEqual([noon(2026, 3, 2), noon(2026, 3, 9), noon(2026, 3, 16), noon(2026, 3, 23)]);
  });

  it('every N weeks on the start weekday, each day stored at 12:00 UTC (§3.2)', () => {
    const days = weeklyOccurrences({
      start: Date.UTC(2026, 2, 2, 8, 30),
      end: Date.UTC(2026, 3, 30, 23, 59, 59),
      interval: 2,
    });
    expect(days).toEqual([
      noon(2026, 3, 2),
      noon(2026, 3, 16),
      noon(2026, 3, 30),
      noon(2026, 4, 13),
      noon(2026, 4, 27),
    ]);
    for (const day of days) {
      expect(new Date(day).getUTCDay()).toBe(1);
      expect(new Date(day).getUTCHours()).toBe(12);
    }
  });

  it('one slot when the end is the start day or before the next occurrence', () => {
    expect(
      weeklyOccurrences({ start: noon(2026, 3, 2), end: noon(2026, 3, 2), interval: 1 }),
    ).toEqual([noon(2026, 3, 2)]);
    expect(
      weeklyOccurrences({ start: noon(2026, 3, 2), end: noon(2026, 3, 8), interval: 5 }),
    ).toEqual([noon(2026, 3, 2)]);
  });

  it('"The repeat interval is chosen from 1 to 5": 0, 6 and 1.5 are refused', () => {
    expect(RECURRENCE_INTERVALS).toEqual([1, 2, 3, 4, 5]);
    for (const interval of [0, 6, 1.5, -1]) {
      expect(
        checkWeeklyRecurrence({ start: noon(2026, 3, 2), end: noon(2026, 4, 2), interval }),
      ).toEqual({
        ok: false,
        status: 422,
        message: M.recurrenceInterval,
      });
      expect(
        weeklyOccurrences({ start: noon(2026, 3, 2), end: noon(2026, 4, 2), interval }),
      ).toEqual([]);
    }
    expect(
      checkWeeklyRecurrence({ start: noon(2026, 3, 2), end: noon(2026, 4, 2), interval: 5 }),
    ).toBeNull();
  });

  it('"an end date that is not before the start": an earlier end is refused', () => {
    expect(
      checkWeeklyRecurrence({ start: noon(2026, 3, 2), end: noon(2026, 3, 1), interval: 1 }),
    ).toMatchObject({ status: 422, message: M.recurrenceEnd });
    expect(
      checkWeeklyRecurrence({ start: Number.NaN, end: noon(2026, 3, 1), interval: 1 }),
    ).toMatchObject({
      message: M.recurrenceEnd,
    });
  });

  it('a series lasts a year and a day at most (ours)', () => {
    expect(
      checkWeeklyRecurrence({
        start: noon(2026, 1, 1),
        end: noon(2026, 1, 1) + 367 * DAY,
        interval: 1,
      }),
    ).toMatchObject({ status: 422 });
    expect(
      weeklyOccurrences({
        start: noon(2026, 1, 1),
        end: noon(2026, 1, 1) + 366 * DAY,
        interval: 1,
      }),
    ).toHaveLength(53);
  });
});

describe('recurrenceWeekday, recurrenceWeeks', () => {
  it('"the only selectable weekday is that of the start day" (0 is Sunday)', () => {
    expect(recurrenceWeekday(noon(2026, 3, 1))).toBe(0);
    expect(recurrenceWeekday(Date.UTC(2026, 2, 7, 23, 59))).toBe(6);
  });

  it('"the range is displayed in weeks": whole weeks between the days', () => {
    expect(recurrenceWeeks(noon(2026, 3, 2), noon(2026, 3, 23))).toBe(3);
    expect(recurrenceWeeks(noon(2026, 3, 2), noon(2026, 3, 8))).toBe(0);
    expect(recurrenceWeeks(noon(2026, 3, 2), noon(2026, 3, 1))).toBe(0);
  });
});

describe('recurrenceId (spec 2 §3.2 ID_HEBDOMADAIRE)', () => {
  it('"built from the creation timestamp, start day and end day"', () => {
    expect(recurrenceId(1_772_000_000_123, Date.UTC(2026, 2, 2, 9), Date.UTC(2026, 2, 23))).toBe(
      `1772000000123_${noon(2026, 3, 2)}_${noon(2026, 3, 23)}`,
    );
  });
});
