import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import { TruncatedText } from '@locasuite/ui';
import { LocaCalendar } from '@locasuite/ui/calendar';
import type {
  CalendarRef,
  EventClickInfo,
  EventInput,
  ResourceInput,
} from '@locasuite/ui/calendar';
import {
  availabilityResourceColumnWidth,
  compareSubFamilyIndex,
  contrastTextColor,
  fitSlotDuration,
} from '@locasuite/core';
import type { AvailabilityBar, AvailabilityRow, PlanningDisplay } from '@locasuite/core';
import { useElementWidth } from '../hooks/useElementWidth';
import { texts } from '../texts';

export interface AvailabilityCalendarProps {
  readonly rows: readonly AvailabilityRow[];
  readonly bars: readonly AvailabilityBar[];
  /** First displayed day, 00:00 UTC. */
  readonly start: number;
  readonly display: PlanningDisplay;
  readonly hiddenDays: readonly number[];
  readonly onBarClick: (bar: AvailabilityBar) => void;
}

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/** Rows as nested resources: family → sub-family → fleet item, each with its display order. */
function toResources(rows: readonly AvailabilityRow[]): ResourceInput[] {
  const families = [...new Set(rows.map((r) => r.family))].sort(collator.compare);
  const subFamilies = new Map<string, { title: string; family: string; index: string }>();
  for (const row of rows) {
    const key = `S:${row.family}/${row.subFamily}`;
    const known = subFamilies.get(key);
    if (!known || compareSubFamilyIndex(row.subFamilyIndex, known.index) < 0)
      subFamilies.set(key, { title: row.subFamily, family: row.family, index: row.subFamilyIndex });
  }
  const sortedSubFamilies = [...subFamilies.entries()].sort(
    ([, a], [, b]) => compareSubFamilyIndex(a.index, b.index) || collator.compare(a.title, b.title),
  );
  const resources: ResourceInput[] = families.map((family, order) => ({
    id: `F:${family}`,
    title: family,
    order,
  }));
  sortedSubFamilies.forEach(([id, sf], order) =>
    resources.push({ id, title: sf.title, parentId: `F:${sf.family}`, order }),
  );
  rows.forEach((row, order) =>
    resources.push({
      id: row.id,
      title: row.title,
      parentId: `S:${row.family}/${row.subFamily}`,
      order,
    }),
  );
  return resources;
}

/**
 * The row and bar callbacks are module functions, and the click handler reads the latest props
 * through a ref: FullCalendar gets the same functions on every render, so a page render (a filter
 * typed, a dialog opened) does not redraw every row and bar (13,000 rows at the national scale).
 */
const resourceCellContent = (info: { resource?: { title?: string }; fieldValue?: unknown }) => (
  <TruncatedText text={String(info.resource?.title ?? info.fieldValue ?? '')} />
);

const eventDidMount = (info: {
  el: HTMLElement;
  event: { title: string; id: string; extendedProps: Record<string, unknown> };
}) => {
  info.el.setAttribute('title', info.event.title);
  info.el.setAttribute('data-bar-id', info.event.id);
  info.el.setAttribute('data-bar-type', String(info.event.extendedProps.type ?? ''));
};

/** spec 1 §2: the resource timeline of the availability planning (FullCalendar v7, UTC, French). */
export function AvailabilityCalendar({
  rows,
  bars,
  start,
  display,
  hiddenDays,
  onBarClick,
}: AvailabilityCalendarProps) {
  const ref = useRef<CalendarRef>(null);
  const frame = useRef<HTMLDivElement>(null);
  const resourceColumnWidth = availabilityResourceColumnWidth(useElementWidth(frame));
  const resources = useMemo(() => toResources(rows), [rows]);
  const barsById = useMemo(() => new Map(bars.map((b) => [b.id, b])), [bars]);
  const events = useMemo<EventInput[]>(
    () =>
      bars.map((bar) => ({
        id: bar.id,
        resourceId: bar.resourceId,
        start: bar.start,
        end: bar.end,
        title: bar.title,
        color: bar.color,
        contrastColor: contrastTextColor(bar.color),
        type: bar.type,
      })),
    [bars],
  );

  useEffect(() => {
    ref.current?.getApi().gotoDate(start);
  }, [start]);

  const latest = useRef({ barsById, onBarClick });
  useLayoutEffect(() => {
    latest.current = { barsById, onBarClick };
  });
  const clickEvent = useCallback((info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    const bar = latest.current.barsById.get(info.event.id);
    if (bar) latest.current.onBarClick(bar);
  }, []);
  const hidden = useMemo(() => [...hiddenDays], [hiddenDays]);
  const views = useMemo(
    () => ({
      availability: {
        type: 'resourceTimeline' as const,
        duration: { days: display.selectedNbrDays },
      },
    }),
    [display.selectedNbrDays],
  );

  const endTime = display.selectedEndTime === '23:59' ? '24:00' : display.selectedEndTime;

  return (
    <Box
      ref={frame}
      sx={{
        height: '100%',
        // Names and bar titles that no longer fit end with an ellipsis (issue 11 item 8).
        '& .ls-resource-cell': { minWidth: 0, flex: '1 1 auto', overflow: 'hidden' },
        '& div:has(> .ls-resource-cell)': { minWidth: 0, maxWidth: '100%', overflow: 'hidden' },
        // Phones indent sub-families and items less, so the narrow column keeps their names.
        '& .ls-resource-indent': { maxWidth: { xs: 14, sm: 'none' } },
        '& .ls-bar-title': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      }}
    >
      <LocaCalendar
        kind="timeline"
        calendarRef={ref}
        initialView="availability"
        initialDate={start}
        views={views}
        virtualization
        resources={resources}
        resourceOrder="order"
        resourcesInitiallyExpanded
        resourceColumnsWidth={resourceColumnWidth}
        resourceColumnHeaderContent={texts.resourceHeader}
        resourceCellInnerClass="ls-resource-cell"
        resourceIndentClass="ls-resource-indent"
        resourceCellContent={resourceCellContent}
        events={events}
        slotDuration={fitSlotDuration(display.selectedNbrDays, display.selectedslotduration)}
        slotMinTime={display.selectedStartTime}
        slotMaxTime={endTime}
        hiddenDays={hidden}
        eventClass="ls-bar"
        eventTitleClass="ls-bar-title"
        eventDidMount={eventDidMount}
        editable={false}
        selectable={false}
        eventClick={clickEvent}
      />
    </Box>
  );
}
