import { useCallback, useRef } from 'react';
import type { Ref } from 'react';
import FullCalendar from '@fullcalendar/react';
import type { CalendarOptions, CalendarRef, PluginInput } from '@fullcalendar/react';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import frLocale from '@fullcalendar/react/locales/fr';
import resourceTimeGridPlugin from '@fullcalendar/react-scheduler/resource-timegrid';
import resourceTimelinePlugin from '@fullcalendar/react-scheduler/resource-timeline';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { PLANNING_TIME_ZONE } from '@locasuite/core';
import { calendarWords } from './calendarWords';
import { calendarLicenseKey } from './licence';
import { timelineHeaderOptions } from './timelineHeaders';
import { useCalendarAccessibility } from './accessibility';

/** FullCalendar's `fr` locale with the screen-reader hints it lacks (issue 11 item 13). */
export const FRENCH_CALENDAR_LOCALE = { ...frLocale, ...calendarWords };

/**
 * The layouts the plannings use: rows of resources along a time line (technicians, fleet,
 * drivers), resources as columns over a day's hours (the bike agencies), or the events of a day,
 * week or month as a list (`listDay`, `listWeek`, `listMonth`: the delivery itineraries).
 */
export type CalendarKind = 'timeline' | 'timegrid' | 'list';

const PLUGINS: Record<CalendarKind, Record<'still' | 'interactive', PluginInput[]>> = {
  timeline: {
    still: [classicThemePlugin, resourceTimelinePlugin],
    interactive: [classicThemePlugin, resourceTimelinePlugin, interactionPlugin],
  },
  timegrid: {
    still: [classicThemePlugin, resourceTimeGridPlugin],
    interactive: [classicThemePlugin, resourceTimeGridPlugin, interactionPlugin],
  },
  list: {
    still: [classicThemePlugin, listPlugin],
    interactive: [classicThemePlugin, listPlugin, interactionPlugin],
  },
};

/** What the kit decides for every planning, so that a tool does not pass it again. */
type KitOwned = 'plugins' | 'locale' | 'timeZone' | 'schedulerLicenseKey';

export interface LocaCalendarProps extends Omit<CalendarOptions, KitOwned> {
  readonly kind: CalendarKind;
  /**
   * Clicks on dates, drags, resizes and drops (FullCalendar's interaction plugin). A still
   * calendar only opens what is clicked.
   */
  readonly interactive?: boolean;
  /** The scheduler's licence key; `VITE_FULLCALENDAR_LICENSE_KEY` or the preset otherwise. */
  readonly licenseKey?: string;
  readonly calendarRef?: Ref<CalendarRef>;
  /**
   * The calendar is still being given its events (a page that hands it the first screen's first):
   * `aria-busy` on its frame, so that assistive technologies, and tests, wait for the whole.
   */
  readonly busy?: boolean;
}

/**
 * The one FullCalendar of the suite (issue 32 item 1): its plugins and CSS, French words, UTC
 * (spec 1 §1), the licence key, no toolbar of its own (the page has its period navigation), the
 * timeline header rule (`timelineHeaderOptions`) and the fixes that make FullCalendar's DOM pass
 * WCAG 2 A and AA (`useCalendarAccessibility`). Every other FullCalendar option passes through.
 */
export function LocaCalendar({
  kind,
  interactive = false,
  licenseKey,
  calendarRef,
  viewDidMount,
  busy = false,
  ...options
}: LocaCalendarProps) {
  const frame = useRef<HTMLDivElement | null>(null);
  const mounted = useCalendarAccessibility(frame);
  const latestViewDidMount = useRef(viewDidMount);
  latestViewDidMount.current = viewDidMount;
  const onViewDidMount = useCallback<NonNullable<CalendarOptions['viewDidMount']>>(
    (info) => {
      mounted(info.el);
      latestViewDidMount.current?.(info);
    },
    [mounted],
  );
  return (
    <div
      ref={frame}
      className="ls-calendar"
      aria-busy={busy || undefined}
      style={{ display: 'contents' }}
    >
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS[kind][interactive ? 'interactive' : 'still']}
        schedulerLicenseKey={calendarLicenseKey(licenseKey)}
        locale={FRENCH_CALENDAR_LOCALE}
        timeZone={PLANNING_TIME_ZONE}
        headerToolbar={false}
        height="100%"
        {...(kind === 'timeline' ? timelineHeaderOptions : {})}
        {...options}
        viewDidMount={onViewDidMount}
      />
    </div>
  );
}
