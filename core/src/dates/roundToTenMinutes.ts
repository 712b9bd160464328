import { toMs, type DateInput } from './dateInput';
import { formatTime } from './frenchFormats';

const TEN_MINUTES = 600_000;
const HOUR = 3_600_000;

/**
 * The moment rounded to the nearest ten minutes (spec 2 §5.2, §9 "minutes rounded to 10"): 08:04 →
 * 08:00, 08:05 → 08:10, 23:56 → 00:00 the next day. Seconds count towards the rounding.
 */
export function roundToTenMinutes(date: DateInput): number {
  const ms = toMs(date);
  return Number.isNaN(ms) ? Number.NaN : Math.round(ms / TEN_MINUTES) * TEN_MINUTES;
}

/**
 * Default times of a new availability (spec 2 §5.2): now and now plus one hour, minutes rounded to
 * the nearest ten, as `HH:mm`.
 */
export function defaultSlotTimes(now: DateInput): { start: string; end: string } {
  const start = roundToTenMinutes(now);
  return { start: formatTime(start), end: formatTime(start + HOUR) };
}
