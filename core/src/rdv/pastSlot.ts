import { slotTimeMinutes } from './slotTimes';

const MINUTE = 60_000;

/**
 * The earliest start, among the time ranges of a new slot on `day` (00:00 UTC, the calendar's
 * days), that is already past at `now`; null when every range starts now or later. Creating a slot
 * in the past is allowed but asked first (field-tools issue item 7): nobody can book it.
 */
export function pastSlotStart(
  day: number,
  ranges: readonly { readonly start: string }[],
  now: number,
): string | null {
  let earliest: { minutes: number; start: string } | null = null;
  for (const range of ranges) {
    const minutes = slotTimeMinutes(range.start);
    if (minutes === null || day + minutes * MINUTE >= now) continue;
    if (earliest === null || minutes < earliest.minutes) earliest = { minutes, start: range.start };
  }
  return earliest?.start ?? null;
}
