import { useEffect, useMemo, useState } from 'react';
import type { RefObject } from 'react';
import Box from '@mui/material/Box';
import { TruncatedText, cutTextStyle } from '@locasuite/ui';
import { LocaCalendar } from '@locasuite/ui/calendar';
import type { CalendarRef, DatesSetInfo, EventClickInfo } from '@locasuite/ui/calendar';
import { DELIVERY_PLANNING, deliveryHoursDuration, readableTextColor } from '@locasuite/core';
import type { DeliveryEvent, DeliveryMaterial, DeliveryWeekLayout } from '@locasuite/core';
import type { DriverUnavailability } from '../api';
import { TEXTS } from '../texts';

/** Grey of the unavailability backgrounds (not a spec colour: a neutral shade of the theme). */
export const UNAVAILABLE_COLOR = '#B0BEC5';

/** A text cut to its room with an ellipsis, the whole of it on hover (issue 11 item 8). */
const CUT = 'ls-livraison-cut';

export interface DeliveryTarget {
  readonly day: number;
  readonly scrollDays: number;
}

export interface DeliveryCalendarProps {
  readonly calendarRef: RefObject<CalendarRef | null>;
  readonly drivers: readonly string[];
  readonly events: readonly DeliveryEvent[];
  readonly unavailabilities: readonly DriverUnavailability[];
  readonly hiddenDays: readonly number[];
  /**
   * Where to go: the week of `day`, scrolled `scrollDays` days from its Monday (core
   * `deliveryScrollDays`). A new object goes there again, even to the same day (Aujourd'hui).
   */
  readonly target: DeliveryTarget;
  /** The slots that fit the width (core `deliveryWeekLayout`). */
  readonly layout: DeliveryWeekLayout;
  readonly licenseKey?: string;
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
  target,
  layout,
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

  // Issue 11 item 4: the week opens scrolled to its opening day; each week shown afterwards
  // (previous, next, Aujourd'hui) scrolls to today when it holds it, otherwise to its start.
  const [initialDate] = useState(target.day);
  const [initialScroll] = useState(() => ({ days: target.scrollDays }));

  useEffect(() => {
    const calendar = calendarRef.current?.getApi();
    if (!calendar) return;
    calendar.gotoDate(target.day);
    calendar.scrollToTime({ days: target.scrollDays });
  }, [calendarRef, target]);

  const handleDatesSet = (info: DatesSetInfo) => {
    onRangeChange({ start: info.start.getTime(), end: info.end.getTime() });
    // A new week is drawn: scroll it again (FullCalendar would keep the previous position).
    info.view.calendar.scrollToTime({ days: target.scrollDays });
  };

  const handleClick = (info: EventClickInfo) => {
    const material = info.event.extendedProps.material as DeliveryMaterial | undefined;
    if (material) onOpen(material);
  };

  return (
    <Box
      sx={{
        // The driver cell's wrappers grow to their text: let them shrink to the column instead.
        '& [role="rowheader"] > *, & [role="rowheader"] > * > *': {
          flexShrink: 1,
          minWidth: 0,
          maxWidth: '100%',
        },
        [`& .${CUT}`]: cutTextStyle,
      }}
    >
      <LocaCalendar
        kind="timeline"
        calendarRef={calendarRef}
        licenseKey={licenseKey}
        initialView={DELIVERY_PLANNING.view}
        initialDate={initialDate}
        slotMinTime={DELIVERY_PLANNING.slotMinTime}
        slotMaxTime={DELIVERY_PLANNING.slotMaxTime}
        slotDuration={deliveryHoursDuration(layout.slotHours)}
        slotHeaderInterval={deliveryHoursDuration(layout.labelHours)}
        slotMinWidth={layout.slotMinWidth}
        scrollTime={initialScroll}
        scrollTimeReset={false}
        nowIndicator={DELIVERY_PLANNING.nowIndicator}
        resourceColumnsWidth={DELIVERY_PLANNING.driverColumnWidth}
        resourceColumnHeaderContent={TEXTS.resourceHeader}
        resourceOrder="order"
        hiddenDays={[...hiddenDays]}
        resources={resources}
        events={calendarEvents}
        eventClick={handleClick}
        resourceCellContent={(info) => (
          <TruncatedText text={info.resource?.title ?? String(info.fieldValue ?? '')} />
        )}
        eventContent={(info) =>
          info.event.display === 'background' ? undefined : (
            <span className={CUT}>{info.event.title}</span>
          )
        }
        eventDidMount={(info) => info.el.setAttribute('title', info.event.title)}
        eventsHint={TEXTS.eventsHint}
        datesSet={handleDatesSet}
        height="auto"
      />
    </Box>
  );
}
