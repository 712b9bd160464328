import type { DeliveryEvent } from './deliveryEvents';
import { DELIVERY_PLANNING } from './deliveryPlanning';
import { DELIVERY_DAY_MS, DELIVERY_HOUR_MS, deliveryDayOf } from './deliveryWeek';

const hourOf = (time: string) => Number(time.slice(0, 2));

/** The visible hours of every day (spec 1 §9: 06:00 to 22:00, UTC like the timeline). */
const VISIBLE_FROM_HOUR = hourOf(DELIVERY_PLANNING.slotMinTime);
const VISIBLE_TO_HOUR = hourOf(DELIVERY_PLANNING.slotMaxTime);

/** « 06:00–22:00 », read from the timeline's own bounds. */
export const DELIVERY_VISIBLE_HOURS_LABEL = `${DELIVERY_PLANNING.slotMinTime.slice(0, 5)}–${DELIVERY_PLANNING.slotMaxTime.slice(0, 5)}`;

/**
 * The deliveries the timeline cannot draw (issue 11 item 12): no part of them falls within any
 * day's 06:00–22:00, so FullCalendar leaves them out without a word. A delivery with no length is
 * taken as the instant it starts. Ordered by start.
 */
export function deliveriesOutsideVisibleHours(events: readonly DeliveryEvent[]): DeliveryEvent[] {
  return events
    .filter((event) => {
      const start = event.start;
      const end = Math.max(event.end, start + 1);
      for (let day = deliveryDayOf(start); day < end; day += DELIVERY_DAY_MS) {
        const from = day + VISIBLE_FROM_HOUR * DELIVERY_HOUR_MS;
        const to = day + VISIBLE_TO_HOUR * DELIVERY_HOUR_MS;
        if (start < to && end > from) return false;
      }
      return true;
    })
    .sort((a, b) => a.start - b.start);
}
