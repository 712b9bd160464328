/**
 * The suite's calendar is UTC (spec 1 §1) while the date pickers work in the browser's time zone:
 * a calendar day travels as a Date at 00:00 UTC and is shown as the same day in local time.
 */

/** A UTC calendar day as the local Date the pickers display (same year, month and day). */
export function utcDayToLocal(value: Date | null): Date | null {
  if (value === null || Number.isNaN(value.getTime())) return value;
  return new Date(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate());
}

/** A local Date chosen in a picker as that calendar day at 00:00 UTC. */
export function localToUtcDay(value: Date | null): Date | null {
  if (value === null || Number.isNaN(value.getTime())) return value;
  return new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()));
}
