/** spec 1 §9: the days-shown choices of the availability planning, and the default. */
export const AVAILABILITY_DAYS_SHOWN = [1, 7, 15, 30, 90] as const;
export const DEFAULT_DAYS_SHOWN = 7;

/** spec 1 §9: slot durations (default 02:00). */
export const AVAILABILITY_SLOT_DURATIONS = ['01:00', '02:00', '06:00', '12:00'] as const;
export const DEFAULT_SLOT_DURATION = '02:00';

/** spec 1 §9: start times, 00:00 to 10:00 in 2-hour steps (default 00:00). */
export const AVAILABILITY_START_TIMES = [
  '00:00',
  '02:00',
  '04:00',
  '06:00',
  '08:00',
  '10:00',
] as const;
export const DEFAULT_START_TIME = '00:00';

/** spec 1 §9: end times (default 23:59). */
export const AVAILABILITY_END_TIMES = [
  '14:00',
  '16:00',
  '18:00',
  '20:00',
  '22:00',
  '23:59',
] as const;
export const DEFAULT_END_TIME = '23:59';

/** spec 1 §9: the resource column is 255 px wide. */
export const AVAILABILITY_RESOURCE_COLUMN_PX = 255;

/** spec 1 §5/§9: the resource search keeps at most 3 chips. */
export const MAX_SEARCH_SELECTIONS = 3;

/** spec 1 §4: display filter options (1 is the default). */
export const DISPLAY_FILTERS = [
  { value: 0, label: 'Parc complet' },
  { value: 1, label: 'Contrats actif' },
  { value: 2, label: 'Sous familles active' },
] as const;
export type DisplayFilter = (typeof DISPLAY_FILTERS)[number]['value'];
export const DEFAULT_DISPLAY_FILTER: DisplayFilter = 1;

/** spec 1 §4: the toggle's two labels; the button shows the action it performs. */
export const CONTRACT_TOGGLE_LABELS = {
  showAll: 'Afficher tout les contrat',
  showActive: 'Afficher les contrat Actif',
} as const;

/** The `planning_display` key of this page (spec 1 §3 User). */
export const AVAILABILITY_DISPLAY_KEY = 'planning-disponibilite';

/** Spec 1 §9: the calendar time zone and locale. */
export const PLANNING_TIME_ZONE = 'UTC';
export const PLANNING_LOCALE = 'fr';
