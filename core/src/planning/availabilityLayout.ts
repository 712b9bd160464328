import { AVAILABILITY_RESOURCE_COLUMN_PX, DEFAULT_DISPLAY_FILTER } from './availabilitySettings';

/**
 * The share of the calendar's width the resource column may take at most, so the timeline keeps
 * the rest (issue 11: at least 60 % of a phone's width).
 */
export const RESOURCE_COLUMN_MAX_SHARE = 0.34;

/**
 * spec 1 §9 « Resource column 255 px wide »: 255 px wherever that is at most 34 % of the
 * calendar's width (desktop and tablet, from 750 px); on narrower calendars (phones) 34 % of the
 * width, so that a 390 px phone shows a readable timeline rather than five hours beside the names.
 */
export function availabilityResourceColumnWidth(calendarWidth: number): number {
  if (!Number.isFinite(calendarWidth) || calendarWidth <= 0) return AVAILABILITY_RESOURCE_COLUMN_PX;
  return Math.min(
    AVAILABILITY_RESOURCE_COLUMN_PX,
    Math.floor(calendarWidth * RESOURCE_COLUMN_MAX_SHARE),
  );
}

/** The filters of the availability planning that narrow what is shown (spec 1 §2, §4). */
export interface AvailabilityFilters {
  /** The chosen families and sub-families (3 at most). */
  readonly search: readonly string[];
  readonly displayFilter: number;
  /** '' for every agency. */
  readonly agencyId: string;
  /** The toggle of spec 1 §4: false keeps only active contracts. */
  readonly showAllContracts: boolean;
}

/**
 * How many filters differ from what the page opens with, for the folded filter button on phones:
 * one per chosen family or sub-family, one for a display filter other than « Contrats actif »
 * (spec 1 §4 default), one for a chosen agency, one for « Afficher les contrat Actif ».
 */
export function countActiveAvailabilityFilters(filters: AvailabilityFilters): number {
  return (
    filters.search.length +
    (filters.displayFilter !== DEFAULT_DISPLAY_FILTER ? 1 : 0) +
    (filters.agencyId !== '' ? 1 : 0) +
    (filters.showAllContracts ? 0 : 1)
  );
}
