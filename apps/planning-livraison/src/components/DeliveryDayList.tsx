import { deliveriesOfDay, deliveryDayOf, formatFrenchDay, formatTime } from '@locasuite/core';
import type { DeliveryEvent, DeliveryMaterial } from '@locasuite/core';
import { ResourceDayList } from '@locasuite/ui';
import type { ResourceDayListProps } from '@locasuite/ui';
import type { DriverUnavailability } from '../api';
import { TEXTS } from '../texts';
import { UNAVAILABLE_COLOR } from './DeliveryCalendar';

/** A time of the day, or the date and time when it is on another day. */
function timeOn(ms: number, day: number): string {
  return deliveryDayOf(ms) === day || ms === day + 86_400_000
    ? formatTime(ms)
    : `${formatFrenchDay(ms).slice(0, 5)} ${formatTime(ms)}`;
}

export function daySpan(start: number, end: number, day: number): string {
  return `${timeOn(start, deliveryDayOf(day))} – ${timeOn(end, deliveryDayOf(day))}`;
}

/** `answered`: the day's deliveries were answered (issue 11 item 1), see `ResourceDayList`. */
export interface DeliveryDayListProps extends Pick<ResourceDayListProps, 'answered'> {
  /** 00:00 UTC of the day shown. */
  readonly day: number;
  readonly drivers: readonly string[];
  readonly events: readonly DeliveryEvent[];
  readonly unavailabilities: readonly DriverUnavailability[];
  readonly onOpen: (material: DeliveryMaterial) => void;
  /** A swipe to the left (next day, +1) or to the right (previous day, -1). */
  readonly onSwipe: (direction: 1 | -1) => void;
}

/**
 * Issue 11 item 4 on phones: « a day view by driver with swipe or buttons to move between days ».
 * One section per shown driver: the driver's unavailabilities that day, then the day's deliveries
 * by start time (all of them, the hours outside 06:00–22:00 included), each opening its detail
 * like a bar of the timeline. A horizontal swipe moves to the next or previous day.
 */
export function DeliveryDayList({
  day,
  drivers,
  events,
  unavailabilities,
  answered,
  onOpen,
  onSwipe,
}: DeliveryDayListProps) {
  const dayStart = deliveryDayOf(day);
  const ofDay = deliveriesOfDay(events, dayStart);
  const awayOfDay = deliveriesOfDay(unavailabilities, dayStart);
  const resources = drivers.map((driver) => ({
    name: driver,
    notes: awayOfDay
      .filter((u) => u.driver === driver)
      .map((u) => ({
        key: u.key,
        text: TEXTS.unavailableOn(
          u.motif || TEXTS.legendUnavailable,
          daySpan(u.start, u.end, dayStart),
        ),
      })),
    entries: ofDay
      .filter((e) => e.resourceId === driver)
      .map((e) => {
        const span = daySpan(e.start, e.end, dayStart);
        return {
          key: e.id,
          color: e.color,
          primary: span,
          secondary: e.title,
          label: `${e.title}, ${span}`,
          onOpen: () => onOpen(e.material),
        };
      }),
  }));
  return (
    <ResourceDayList
      label={TEXTS.dayList}
      resources={resources}
      answered={answered}
      emptyText={TEXTS.noDeliveryOfDay}
      noteColor={UNAVAILABLE_COLOR}
      onSwipe={onSwipe}
    />
  );
}
