import { toMs, type DateInput } from './dateInput';

const DAY_MS = 86_400_000;
const NOON_MS = 12 * 3_600_000;

/**
 * The stored timestamp of a day: that day at 12:00 UTC, in ms (spec 2 §3.2 "JOUR (a timestamp
 * stored at 12:00 of the day)", §9 "slot day stored at 12:00"). NaN for an invalid date.
 */
export function dayTimestamp(date: DateInput): number {
  const ms = toMs(date);
  return Number.isNaN(ms) ? Number.NaN : Math.floor(ms / DAY_MS) * DAY_MS + NOON_MS;
}

/** 00:00:00.000 UTC of the day, in ms (spec 2 §9 "day start 00:00"). */
export function startOfDayUtc(date: DateInput): number {
  const ms = toMs(date);
  return Number.isNaN(ms) ? Number.NaN : Math.floor(ms / DAY_MS) * DAY_MS;
}

/** 23:59:59.999 UTC of the day, in ms (spec 2 §9 "end 23:59:59"). */
export function endOfDayUtc(date: DateInput): number {
  const start = startOfDayUtc(date);
  return Number.isNaN(start) ? Number.NaN : start + DAY_MS - 1;
}

/** The same moment `days` days later (negative: earlier); NaN for an invalid date. */
export function addDaysUtc(date: DateInput, days: number): number {
  const ms = toMs(date);
  return Number.isNaN(ms) ? Number.NaN : ms + days * DAY_MS;
}
