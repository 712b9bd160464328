import { useMemo } from 'react';
import type { Ref } from 'react';
import FullCalendar from '@fullcalendar/react';
import type { CalendarRef, EventClickInfo } from '@fullcalendar/react';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import frLocale from '@fullcalendar/react/locales/fr';
import { calendarWords } from '@locasuite/ui';
import resourceTimelinePlugin from '@fullcalendar/react-scheduler/resource-timeline';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { DELIVERY_PLANNING } from '@locasuite/core';
import type { DeliveryEvent, DeliveryMaterial } from '@locasuite/core';
import type { DriverUnavailability } from '../api';
import { TEXTS } from '../texts';
import { readableTextColor } from './readableTextColor';

// FullCalendar's `fr` locale lacks its screen-reader hints: French ones, not English (issue 11).
const FRENCH = { ...frLocale, ...calendarWords };

/** Grey of the unavailability backgrounds (not a spec colour: a neutral shade of the theme). */
export const UNAVAILABLE_COLOR = '#B0BEC5';

const PLUGINS = [classicThemePlugin, resourceTimelinePlugin];
const DAY = 86_400_000;

export interface DeliveryCalendarProps {
  readonly calendarRef: Ref<CalendarRef>;
  readonly drivers: readonly string[];
  readonly events: readonly DeliveryEvent[];
  readonly unavailabilities: readonly DriverUnavailability[];
  readonly hiddenDays: readonly number[];
  readonly initialDate: number;
  readonly licenseKey: string;
  readonly onRangeChange: (range: { start: number; end: number }) => void;
  readonly onOpen: (material: DeliveryMaterial) => void;
}

/**
 * spec 1 §2/§9: the timeline by driver: week view, 06:00–22:00, driver column 180 px, a
 * current-time indicator, French, UTC. Clicking a delivery opens its detail.
 */
export function DeliveryCalendar({
  calendarRef,
  drivers,
  events,
  unavailabilities,
  hiddenDays,
  initialDate,
  licenseKey,
  onRangeChange,
  onOpen,
}: DeliveryCalendarProps) {
  const resources = useMemo(
    () => drivers.map((name, order) => ({ id: name, title: name, order })),
    [drivers],
  );
  const calendarEvents = useMemo(
    () => [
      ...events.map((e) => ({
        id: e.id,
        resourceId: e.resourceId,
        title: e.title,
        start: e.start,
        end: e.end,
        color: e.color,
        contrastColor: readableTextColor(e.color),
        extendedProps: { material: e.material },
      })),
      ...unavailabilities
        .filter((u) => drivers.includes(u.driver))
        .map((u) => ({
          id: `indispo-${u.key}`,
          resourceId: u.driver,
          title: u.motif || TEXTS.legendUnavailable,
          start: u.start,
          end: u.end,
          display: 'background',
          color: UNAVAILABLE_COLOR,
        })),
    ],
    [events, unavailabilities, drivers],
  );

  // Opens on today: the week starts on Monday (French locale), the visible day at 06:00.
  const scrollTime = useMemo(() => {
    const day = Math.floor(initialDate / DAY);
    const daysSinceMonday = (new Date(day * DAY).getUTCDay() + 6) % 7;
    return { days: daysSinceMonday, hours: 0 };
  }, [initialDate]);

  const handleClick = (info: EventClickInfo) => {
    const material = info.event.extendedProps.material as DeliveryMaterial | undefined;
    if (material) onOpen(material);
  };

  return (
    <FullCalendar
      ref={calendarRef}
      plugins={PLUGINS}
      schedulerLicenseKey={licenseKey}
      initialView={DELIVERY_PLANNING.view}
      initialDate={initialDate}
      locale={FRENCH}
      timeZone={DELIVERY_PLANNING.timeZone}
      slotMinTime={DELIVERY_PLANNING.slotMinTime}
      slotMaxTime={DELIVERY_PLANNING.slotMaxTime}
      slotDuration="02:00:00"
      scrollTime={scrollTime}
      nowIndicator={DELIVERY_PLANNING.nowIndicator}
      resourceColumnsWidth={DELIVERY_PLANNING.driverColumnWidth}
      resourceColumnHeaderContent={TEXTS.resourceHeader}
      resourceOrder="order"
      headerToolbar={false}
      hiddenDays={[...hiddenDays]}
      resources={resources}
      events={calendarEvents}
      eventClick={handleClick}
      eventDidMount={(info) => info.el.setAttribute('title', info.event.title)}
      eventsHint={TEXTS.eventsHint}
      datesSet={(info) => onRangeChange({ start: info.start.getTime(), end: info.end.getTime() })}
      height="auto"
    />
  );
}
