import { AVAILABILITY_SLOT_DURATIONS } from './availabilitySettings';

/** A slot duration of the availability planning (spec 1 §9). */
export type AvailabilitySlotDuration = (typeof AVAILABILITY_SLOT_DURATIONS)[number];

/**
 * The most slots a timeline draws over its whole span (FullCalendar's `MAX_TIMELINE_SLOTS`):
 * beyond it, it silently draws day columns instead of the chosen slots.
 */
export const TIMELINE_MAX_SLOTS = 1000;

const slotMinutes = (slot: string): number => {
  const [h, m] = slot.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * spec 1 §9 « slot duration 01:00, 02:00, 06:00, 12:00 » over « days shown 1, 7, 15, 30, 90 »:
 * the slot durations a span of `days` days can draw, counted over whole days (the start and end
 * times narrow what is shown, not what is counted): 90 days draw 06:00 and 12:00 slots only
 * (2,160 slots of 01:00 and 1,080 of 02:00 are more than the timeline draws).
 */
export function drawableSlotDurations(days: number): AvailabilitySlotDuration[] {
  const span = Math.max(1, days) * 24 * 60;
  return AVAILABILITY_SLOT_DURATIONS.filter(
    (slot) => span / slotMinutes(slot) <= TIMELINE_MAX_SLOTS,
  );
}

/**
 * The slot duration drawn for a chosen one over `days` days: the chosen one when the span can
 * draw it, otherwise the shortest drawable one that is longer (90 days with 01:00 or 02:00 draw
 * 06:00), so the select always says what the timeline shows.
 */
export function fitSlotDuration(days: number, chosen: string): AvailabilitySlotDuration {
  const drawable = drawableSlotDurations(days);
  const exact = drawable.find((slot) => slot === chosen);
  if (exact) return exact;
  const wanted = slotMinutes(chosen);
  return (
    drawable.find((slot) => slotMinutes(slot) >= wanted) ?? drawable[drawable.length - 1] ?? '12:00'
  );
}
