import { startOfDayUtc } from '@locasuite/core';

// The seed formats and rounds dates with core's functions (toWireDay, toWireDateTime, formatTime,
// startOfDayUtc), the ones the tools read them back with; only what core lacks is here.

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** `ts` moved by whole calendar months (UTC), the day clamped to the target month's length. */
export function addUtcMonths(ts: number, months: number): number {
  const d = new Date(ts);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return (
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d.getUTCDate(), lastDay)) +
    (ts - startOfDayUtc(ts))
  );
}

/** Day of week, 0 = Sunday (spec 1 §9). */
export function utcWeekday(ts: number): number {
  return new Date(ts).getUTCDay();
}
