// `@locasuite/ui/calendar`: the suite's calendar and its settings dialog, in an entry of their own
// so that FullCalendar stays off the sign-in and home bundle (ui/README.md, Weight).
export { FRENCH_CALENDAR_LOCALE, LocaCalendar } from './LocaCalendar';
export type { CalendarKind, LocaCalendarProps } from './LocaCalendar';
export { calendarWords } from './calendarWords';
export { timelineHeaderOptions } from './timelineHeaders';
export { DEFAULT_CALENDAR_LICENSE_KEY, calendarLicenseKey } from './licence';
export { makeCalendarAccessible, useCalendarAccessibility } from './accessibility';
export { useDraggableCards } from './draggableCards';
export type { DraggableCardsOptions, DraggedCardEvent } from './draggableCards';
export { CalendarSettingsDialog } from './CalendarSettingsDialog';
export type {
  CalendarColorRow,
  CalendarSettingsChoice,
  CalendarSettingsDialogProps,
} from './CalendarSettingsDialog';
export type {
  CalendarRef,
  DateClickInfo,
  DatesSetInfo,
  EventClickInfo,
  EventDisplayInfo,
  EventDropInfo,
  EventInput,
  EventReceiveInfo,
  EventResizeDoneInfo,
} from '@fullcalendar/react';
export type { ResourceInput } from '@fullcalendar/react-scheduler';
