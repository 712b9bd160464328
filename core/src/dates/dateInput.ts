/** A moment, as a Date or milliseconds since 1970 (UTC everywhere, spec 1 §1). */
export type DateInput = Date | number;

/** Milliseconds of a DateInput, or NaN when it is not a valid moment. */
export function toMs(date: DateInput): number {
  const ms = typeof date === 'number' ? date : date instanceof Date ? date.getTime() : Number.NaN;
  return Number.isFinite(ms) ? ms : Number.NaN;
}

/** UTC parts of a valid moment, or null. */
export function utcParts(date: DateInput): {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
  weekday: number;
} | null {
  const ms = toMs(date);
  if (Number.isNaN(ms)) return null;
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
    seconds: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
}

/**
 * A UTC Date from parts, or null unless every part is in range and the day exists in its month
 * (`02/29/2025` → null, `02/29/2024` → a date).
 */
export function fromUtcParts(
  year: number,
  month: number,
  day: number,
  hours = 0,
  minutes = 0,
  seconds = 0,
): Date | null {
  if (![year, month, day, hours, minutes, seconds].every(Number.isInteger)) return null;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59) {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}
