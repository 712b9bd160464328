import { dayTimestamp } from '../dates';
import { RDV_MESSAGES as M, refuse, type RdvRefusal } from './messages';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** spec 2 §5.2, §9 "The repeat interval is chosen from 1 to 5" (weeks, DECISIONS.md). */
export const RECURRENCE_INTERVALS = [1, 2, 3, 4, 5] as const;

/** The longest series (ours): a year and a day, at most 53 weekly slots per time range. */
export const RECURRENCE_MAX_DAYS = 366;

export interface WeeklyRecurrence {
  /** The start day (any moment of it, ms). */
  readonly start: number;
  /** The end date (any moment of it, ms), included. */
  readonly end: number;
  /** Every N weeks, N = 1..5. */
  readonly interval: number;
}

/**
 * Whether a weekly recurrence can be created (spec 2 §5.2 "an end date that is not before the
 * start … The repeat interval is chosen from 1 to 5"): null when it can, else the refusal.
 */
export function checkWeeklyRecurrence(recurrence: WeeklyRecurrence): RdvRefusal | null {
  const start = dayTimestamp(recurrence.start);
  const end = dayTimestamp(recurrence.end);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) {
    return refuse(422, M.recurrenceEnd);
  }
  if (!(RECURRENCE_INTERVALS as readonly number[]).includes(recurrence.interval)) {
    return refuse(422, M.recurrenceInterval);
  }
  if (end - start > RECURRENCE_MAX_DAYS * DAY_MS) {
    return refuse(422, M.recurrenceTooLong(RECURRENCE_MAX_DAYS));
  }
  return null;
}

/**
 * The days of a weekly series (spec 2 §4.2 "a slot repeats once per week from the start day to
 * the end day"; DECISIONS.md "repeat every N weeks (N = 1..5) on the start day's weekday, from the
 * start day to the end date inclusive"), each as its stored timestamp at 12:00 UTC (spec 2 §3.2).
 * An invalid recurrence gives no day.
 */
export function weeklyOccurrences(recurrence: WeeklyRecurrence): number[] {
  if (checkWeeklyRecurrence(recurrence)) return [];
  const start = dayTimestamp(recurrence.start);
  const end = dayTimestamp(recurrence.end);
  const days: number[] = [];
  for (let day = start; day <= end; day += recurrence.interval * WEEK_MS) days.push(day);
  return days;
}

/**
 * spec 2 §5.2 "restricted to the weekday of the start; the only selectable weekday is that of the
 * start day": the weekday (0 = Sunday, UTC) a series runs on.
 */
export function recurrenceWeekday(start: number): number {
  return new Date(dayTimestamp(start)).getUTCDay();
}

/** The number of whole weeks from the start day to the end day (the range shown in weeks). */
export function recurrenceWeeks(start: number, end: number): number {
  const days = (dayTimestamp(end) - dayTimestamp(start)) / DAY_MS;
  return Number.isFinite(days) && days >= 0 ? Math.floor(days / 7) : 0;
}

/**
 * spec 2 §3.2 "ID_HEBDOMADAIRE (recurrence group id built from the creation timestamp, start day
 * and end day)": `{created}_{start day}_{end day}`, the days as their 12:00 timestamps.
 */
export function recurrenceId(createdAt: number, start: number, end: number): string {
  return `${Math.trunc(createdAt)}_${dayTimestamp(start)}_${dayTimestamp(end)}`;
}
