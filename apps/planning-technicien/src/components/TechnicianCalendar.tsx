import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Ref, RefObject } from 'react';
import { LocaCalendar } from '@locasuite/ui/calendar';
import type {
  CalendarRef,
  DateClickInfo,
  EventClickInfo,
  EventDisplayInfo,
  EventDropInfo,
  EventInput,
  EventReceiveInfo,
  EventResizeDoneInfo,
} from '@locasuite/ui/calendar';
import {
  contrastTextColor,
  interventionBarLabel,
  interventionColor,
  interventionTitle,
  slotDurationMs,
  statusProgress,
} from '@locasuite/core';
import type { InterventionBarLabel } from '@locasuite/core';
import type { PlanningDisplay, PlanningIntervention } from '@locasuite/core';
import type { Unavailability } from '../api';
import type { BarMove, CardDrop } from '../moveFlow';
import { texts } from '../texts';
import { firstScreen, splitFirstScreen } from './inViewFirst';
import type { Placed } from './inViewFirst';

/** Grey of the unavailability backgrounds (a neutral shade, not a spec colour). */
export const UNAVAILABLE_COLOR = '#B0BEC5';
/** The class of the unscheduled cards FullCalendar's Draggable picks up. */
export const CARD_CLASS = 'ls-unscheduled-card';

/** A move (drag to another time or technician) or a resize, asked of the page. */
export interface CalendarMove extends BarMove {
  /** Puts the bar back where it was (spec 2 §8 "A move is reverted on any rejection"). */
  readonly revert: () => void;
}

/** An unscheduled card dropped on a technician's row. */
export interface CalendarReceive extends CardDrop {
  /** Removes the bar FullCalendar drew for the card (the page draws it from the data). */
  readonly revert: () => void;
}

export interface TechnicianCalendarProps {
  readonly calendarRef: Ref<CalendarRef>;
  readonly technicians: readonly string[];
  readonly interventions: readonly PlanningIntervention[];
  readonly unavailabilities: readonly Unavailability[];
  readonly display: PlanningDisplay;
  readonly hiddenDays: readonly number[];
  readonly colors: string;
  /** The first day shown (UTC midnight). */
  readonly start: number;
  /**
   * spec 2 §6: only administrators drop the unscheduled cards. Everyone may take a bar (move,
   * resize, another row): a non-administrator's move is refused with the spec 2 §5.1 message and
   * put back (`moveFlow`), rather than doing nothing.
   */
  readonly droppable: boolean;
  readonly licenseKey?: string;
  readonly onOpen: (intervention: PlanningIntervention) => void;
  readonly onMove: (move: CalendarMove) => void;
  readonly onReceive: (receive: CalendarReceive) => void;
  readonly onUnavailability: (unavailability: Unavailability) => void;
  /** A bar starts or stops being dragged (where a "who is moving it" notice hooks in). */
  readonly onEventDragStart: (intervention: PlanningIntervention) => void;
  readonly onEventDragStop: (intervention: PlanningIntervention) => void;
}

/**
 * The width of an hour on the timeline, for slots of up to two hours: a one-hour bar holds the
 * report number's sequence (« 00123 », 34 px at 12 px) and a two-hour one the whole number
 * (« RAP2026-00123 »). The default week (spec 2 §9: 7 days of 02:00 slots) is then 96 px a slot,
 * about a day at 1366 px. Longer slots are chosen to see further: FullCalendar sizes them.
 */
export const HOUR_WIDTH = 48;

/** FullCalendar's `slotMinWidth` for a slot duration (`HH:mm`). */
export function slotMinWidth(slotDuration: string): number | undefined {
  const hours = (slotDurationMs(slotDuration) ?? 0) / 3_600_000;
  return hours > 0 && hours <= 2 ? Math.round(hours * HOUR_WIDTH) : undefined;
}

/**
 * A bar's label: the report number's prefix and sequence, then the technicians and the company.
 * The frame's container queries (`CalendarFrame`) drop the rest, then the prefix, as the bar
 * narrows, so that a short intervention keeps its number.
 */
export function InterventionLabel({ prefix, sequence, rest }: InterventionBarLabel) {
  return (
    <div className="ls-intervention-title">
      {prefix !== '' && <span className="ls-intervention-prefix">{prefix}</span>}
      {sequence !== '' && <span className="ls-intervention-sequence">{sequence}</span>}
      {rest !== '' && <span className="ls-intervention-rest">{rest}</span>}
    </div>
  );
}

function EventContent({ info }: { info: EventDisplayInfo }) {
  const progress = Number(info.event.extendedProps.progress ?? 0);
  const status = String(info.event.extendedProps.status ?? '');
  const title = info.event.title;
  const ref = useRef<HTMLDivElement>(null);
  // FullCalendar keeps a bar's element when its event changes (a reload after another planner's
  // save): its status and title attributes follow the event, not only its first mount.
  useLayoutEffect(() => {
    const bar = ref.current?.closest('.ls-intervention-bar');
    bar?.setAttribute('data-status', status);
    bar?.setAttribute('title', title);
  }, [status, title]);
  return (
    <div className="ls-intervention" ref={ref}>
      <InterventionLabel {...(info.event.extendedProps.label as InterventionBarLabel)} />
      {progress > 0 && (
        <div
          className="ls-intervention-progress"
          role="progressbar"
          aria-label={texts.progress(progress)}
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div style={{ width: `${progress}%` }} />
        </div>
      )}
    </div>
  );
}

const technicianIds = (resources: { id: string }[]) => resources.map((r) => r.id);

// The content and mount hooks of every bar, the same functions for the calendar's whole life: a
// new function on each page render would make FullCalendar draw every bar again (issue 12
// Performance: 5,000 bars, no task over 200 ms).
const eventContent = (info: EventDisplayInfo) =>
  info.event.display === 'background' ? undefined : <EventContent info={info} />;
const backgroundEventContent = (info: EventDisplayInfo) => (
  <span
    className="ls-unavailability"
    data-unavailability={String(info.event.extendedProps.key ?? '')}
    data-technician={String(info.event.extendedProps.technician ?? '')}
  >
    {info.event.title}
  </span>
);
const eventDidMount = (info: { el: HTMLElement; event: EventDisplayInfo['event'] }) => {
  info.el.setAttribute('title', info.event.title);
  if (info.event.display !== 'background') {
    info.el.setAttribute('data-intervention-id', info.event.id);
    info.el.setAttribute('data-status', String(info.event.extendedProps.status ?? ''));
  }
};

/**
 * spec 2 §2.1: the resource timeline, technicians as rows (FullCalendar v7, UTC, French). Bars are
 * dragged and resized (the page refuses a non-administrator's move, spec 2 §5.1); admins receive
 * the unscheduled cards; a tablet drags without the long press.
 */
export function TechnicianCalendar({
  calendarRef,
  technicians,
  interventions,
  unavailabilities,
  display,
  hiddenDays,
  colors,
  start,
  droppable,
  licenseKey,
  onOpen,
  onMove,
  onReceive,
  onUnavailability,
  onEventDragStart,
  onEventDragStop,
}: TechnicianCalendarProps) {
  const resources = useMemo(
    () => technicians.map((name, order) => ({ id: name, title: name, order })),
    [technicians],
  );
  const byId = useMemo(() => new Map(interventions.map((i) => [i.id, i])), [interventions]);
  const events = useMemo<(EventInput & Placed)[]>(() => {
    const shown = new Set(technicians);
    // A handful of statuses for thousands of bars: each status's colours worked out once.
    const byStatus = new Map<string, { color: string; contrastColor: string }>();
    const colorsOf = (status: string) => {
      let pair = byStatus.get(status);
      if (!pair) {
        const color = interventionColor(status, colors);
        pair = { color, contrastColor: contrastTextColor(color) };
        byStatus.set(status, pair);
      }
      return pair;
    };
    return [
      ...interventions
        .filter((i) => i.start !== null && i.technicians.some((t) => shown.has(t)))
        .map((i) => {
          const { color, contrastColor } = colorsOf(i.status);
          return {
            id: i.id,
            resourceIds: [...i.technicians],
            title: interventionTitle(i),
            start: i.start as number,
            end: i.end ?? (i.start as number) + 7_200_000,
            color,
            contrastColor,
            progress: statusProgress(i.status),
            status: i.status,
            label: interventionBarLabel(i),
          };
        }),
      ...unavailabilities
        .filter((u) => shown.has(u.technician))
        .map((u) => ({
          id: `indispo-${u.key}`,
          resourceId: u.technician,
          title: `${texts.unavailable} ${u.type}`,
          start: u.start,
          end: u.end,
          display: 'background',
          color: UNAVAILABLE_COLOR,
          editable: false,
          key: u.key,
          technician: u.technician,
        })),
    ];
  }, [interventions, unavailabilities, technicians, colors]);

  // The first screen's bars first, the others once it is painted (inViewFirst.ts). The split
  // stays for the calendar's life: each part is its own event source, so that adding the others
  // parses only them, and a reload replaces both.
  const [screen] = useState(() =>
    firstScreen(globalThis.innerWidth ?? 0, globalThis.innerHeight ?? 0, {
      start,
      hourWidth: slotMinWidth(display.selectedslotduration) === undefined ? undefined : HOUR_WIDTH,
      startTime: display.selectedStartTime,
      endTime: display.selectedEndTime === '23:59' ? '24:00' : display.selectedEndTime,
      hiddenDays: hiddenDays.length,
    }),
  );
  const parts = useMemo(
    () => splitFirstScreen(events, technicians, screen),
    [events, technicians, screen],
  );
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    if (whole) return;
    // Two frames: the first screen's bars are painted by the second; the others follow in a
    // task of their own.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setWhole(true), 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [whole]);
  const eventSources = useMemo(
    () => (whole && parts.rest.length > 0 ? [parts.first, parts.rest] : [parts.first]),
    [whole, parts],
  );

  const calendar = calendarRef as RefObject<CalendarRef | null>;
  useEffect(() => {
    // Not on mount (`initialDate` is `start`): a move to the same day still costs FullCalendar a
    // render of every row.
    const api = calendar.current?.getApi();
    if (api && api.getDate().getTime() !== start) api.gotoDate(start);
  }, [calendar, start]);

  const endTime = display.selectedEndTime === '23:59' ? '24:00' : display.selectedEndTime;
  // Options kept stable between renders: a new `views` object or `hiddenDays` array makes
  // FullCalendar rebuild its view and lose the scroll position (a reload must not move the view).
  const days = display.selectedNbrDays;
  const views = useMemo(
    () => ({ technicianTimeline: { type: 'resourceTimeline', duration: { days } } }),
    [days],
  );
  const hidden = useMemo(() => [...hiddenDays], [hiddenDays]);

  // The handlers read the latest props through a ref, so that FullCalendar gets the same
  // functions on every render (see eventContent above).
  const latest = useRef({ byId, unavailabilities, onOpen, onMove, onReceive, onUnavailability });
  const dragHandlers = useRef({ onEventDragStart, onEventDragStop });
  useLayoutEffect(() => {
    latest.current = { byId, unavailabilities, onOpen, onMove, onReceive, onUnavailability };
    dragHandlers.current = { onEventDragStart, onEventDragStop };
  });

  const move = useCallback((info: EventDropInfo | EventResizeDoneInfo) => {
    const intervention = latest.current.byId.get(info.event.id);
    if (!intervention || !info.event.start) {
      info.revert();
      return;
    }
    latest.current.onMove({
      intervention,
      start: info.event.start.getTime(),
      end: (info.event.end ?? info.event.start).getTime(),
      technicians: technicianIds(info.event.getResources()),
      title: info.event.title,
      revert: info.revert,
    });
  }, []);

  const receive = useCallback((info: EventReceiveInfo) => {
    const id = String(info.event.extendedProps.interventionId ?? '');
    const resource = info.event.getResources()[0];
    if (!info.event.start || !resource) {
      info.revert();
      return;
    }
    latest.current.onReceive({
      interventionId: id,
      start: info.event.start.getTime(),
      end: info.event.end ? info.event.end.getTime() : null,
      technician: resource.id,
      revert: info.revert,
    });
  }, []);

  const clickDate = useCallback((info: DateClickInfo) => {
    const technician = info.resource?.id;
    const at = info.date.getTime();
    const hit = latest.current.unavailabilities.find(
      (u) => u.technician === technician && u.start <= at && at < u.end,
    );
    if (hit) latest.current.onUnavailability(hit);
  }, []);

  const clickEvent = useCallback((info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    const intervention = latest.current.byId.get(info.event.id);
    if (intervention) latest.current.onOpen(intervention);
  }, []);

  const dragStart = useCallback((info: { event: { id: string } }) => {
    const intervention = latest.current.byId.get(info.event.id);
    if (intervention) dragHandlers.current.onEventDragStart(intervention);
  }, []);

  const dragStop = useCallback((info: { event: { id: string } }) => {
    const intervention = latest.current.byId.get(info.event.id);
    if (intervention) dragHandlers.current.onEventDragStop(intervention);
  }, []);

  return (
    <LocaCalendar
      kind="timeline"
      interactive
      calendarRef={calendarRef}
      licenseKey={licenseKey}
      busy={!whole && parts.rest.length > 0}
      initialView="technicianTimeline"
      initialDate={start}
      views={views}
      // Only the rows and days in view are drawn (issue 12 Performance: 200 technicians).
      virtualization
      resources={resources}
      resourceOrder="order"
      resourceColumnsWidth={160}
      resourceColumnHeaderContent={texts.resourceHeader}
      eventSources={eventSources}
      eventsHint={texts.eventsHint}
      slotDuration={display.selectedslotduration}
      slotMinWidth={slotMinWidth(display.selectedslotduration)}
      slotMinTime={display.selectedStartTime}
      slotMaxTime={endTime}
      hiddenDays={hidden}
      nowIndicator
      editable
      droppable={droppable}
      eventResourceEditable
      // Tablets: a drag starts at once, without FullCalendar's one-second long press.
      longPressDelay={0}
      eventLongPressDelay={0}
      eventContent={eventContent}
      backgroundEventContent={backgroundEventContent}
      eventClass="ls-intervention-bar"
      eventDidMount={eventDidMount}
      eventClick={clickEvent}
      dateClick={clickDate}
      eventDragStart={dragStart}
      eventDragStop={dragStop}
      eventDrop={move}
      eventResize={move}
      eventReceive={receive}
    />
  );
}
