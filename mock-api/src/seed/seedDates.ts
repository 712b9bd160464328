export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const pad = (n: number): string => String(n).padStart(2, '0');

/** UTC midnight of the day holding `ts`. */
export function startOfUtcDay(ts: number): number {
  return Math.floor(ts / DAY) * DAY;
}

/** `ts` moved by whole calendar months (UTC), the day clamped to the target month's length. */
export function addUtcMonths(ts: number, months: number): number {
  const d = new Date(ts);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return (
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d.getUTCDate(), lastDay)) +
    (ts - startOfUtcDay(ts))
  );
}

/** The wire date format of the backend: MM/DD/YYYY (UTC). */
export function wireDate(ts: number): string {
  const d = new Date(ts);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** HH:mm (UTC). */
export function wireTime(ts: number): string {
  const d = new Date(ts);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** MM/DD/YYYY HH:mm:ss (UTC), the backend's date-time format. */
export function wireDateTime(ts: number): string {
  const d = new Date(ts);
  return `${wireDate(ts)} ${wireTime(ts)}:${pad(d.getUTCSeconds())}`;
}

/** Day of week, 0 = Sunday (spec 1 §9). */
export function utcWeekday(ts: number): number {
  return new Date(ts).getUTCDay();
}
