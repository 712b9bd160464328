export {
  AVAILABILITY_DAYS_SHOWN,
  AVAILABILITY_DISPLAY_KEY,
  AVAILABILITY_END_TIMES,
  AVAILABILITY_RESOURCE_COLUMN_PX,
  AVAILABILITY_SLOT_DURATIONS,
  AVAILABILITY_START_TIMES,
  CONTRACT_TOGGLE_LABELS,
  DEFAULT_DAYS_SHOWN,
  DEFAULT_DISPLAY_FILTER,
  DEFAULT_END_TIME,
  DEFAULT_SLOT_DURATION,
  DEFAULT_START_TIME,
  DISPLAY_FILTERS,
  MAX_SEARCH_SELECTIONS,
  PLANNING_LOCALE,
  PLANNING_TIME_ZONE,
} from './availabilitySettings';
export type { DisplayFilter } from './availabilitySettings';
export {
  AVAILABILITY_EVENT_TYPES,
  DEFAULT_CALENDAR_COLORS,
  barColor,
  drawnBarColor,
  isHexColor,
  parseCalendarColors,
  parseStateColors,
} from './eventColors';
export type {
  AvailabilityEventType,
  BarColorKey,
  BarPalette,
  CalendarColors,
  DrawnColor,
  EventTypeColor,
} from './eventColors';
export { readableTextColor } from './readableTextColor';
export {
  DARK_TEXT,
  MIN_TEXT_CONTRAST,
  contrastRatio,
  contrastTextColor,
  relativeLuminance,
} from './textContrast';
export { availabilityLegend } from './availabilityLegend';
export type { AvailabilityLegendEntry } from './availabilityLegend';
export { TIMELINE_MAX_SLOTS, drawableSlotDurations, fitSlotDuration } from './slotDurations';
export type { AvailabilitySlotDuration } from './slotDurations';
export {
  RESOURCE_COLUMN_MAX_SHARE,
  availabilityResourceColumnWidth,
  countActiveAvailabilityFilters,
} from './availabilityLayout';
export type { AvailabilityFilters } from './availabilityLayout';
export {
  EVENT_TYPE_SETTING_KEYS,
  eventTypesToSettings,
  parseEventTypesToShow,
} from './eventTypesToShow';
export type { EventTypeSettingKey, EventTypesToShow } from './eventTypesToShow';
export { WEEKDAYS, formatHiddenDays, parseHiddenDays } from './hiddenDays';
export {
  DEFAULT_PLANNING_DISPLAY,
  PLANNING_DISPLAY_CHOICES,
  readPlanningDisplay,
} from './planningDisplay';
export type { PlanningDisplay } from './planningDisplay';
export { limitSearchSelections } from './limitSearchSelections';
export {
  buildAvailabilityRows,
  compareAvailabilityRows,
  compareSubFamilyIndex,
  isHiddenGroupTitle,
  searchOptions,
  toAvailabilityRow,
} from './availabilityRows';
export type { AvailabilityRow, AvailabilityRowOptions, ParcItem } from './availabilityRows';
export {
  ACTIVE_CONTRACT_STATES,
  buildAvailabilityBars,
  isActiveContractState,
  toTimestamp,
} from './availabilityBars';
export type { AvailabilityBar, AvailabilityBarInput, BarSource } from './availabilityBars';
export { EVENT_DETAIL_TITLES, availabilityEventDetail } from './availabilityEventDetail';
export type { DetailField } from './availabilityEventDetail';
export {
  AVAILABILITY_PLANNING_MESSAGES,
  CALENDAR_COLOR_MESSAGES,
  PLANNING_SETTINGS_MESSAGES,
} from './messages';
