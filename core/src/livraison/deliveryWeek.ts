import { DELIVERY_PLANNING } from './deliveryPlanning';

/**
 * Which days the delivery planning shows, where it opens, how the week fits the screen and how a
 * phone moves from day to day (issue 11 item 4: « The delivery week must be visible »). Days are
 * UTC (spec 1 §1: « The calendar timezone is UTC »), weekdays numbered as in spec 1 §9 (« Sunday
 * 0, Monday 1 to Saturday 6 »), the week starts on Monday (French locale).
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const hoursOf = (time: string) => Number(time.slice(0, 2)) + Number(time.slice(3, 5)) / 60;

/** spec 1 §9: « visible time 06:00 to 22:00 »: 16 hours a day. */
export const DELIVERY_VISIBLE_HOURS =
  hoursOf(DELIVERY_PLANNING.slotMaxTime) - hoursOf(DELIVERY_PLANNING.slotMinTime);

/** 00:00 UTC of the day of `ms`. */
export function deliveryDayOf(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** The weekday of a day, Sunday 0 to Saturday 6 (spec 1 §9). */
export function deliveryWeekday(ms: number): number {
  return new Date(deliveryDayOf(ms)).getUTCDay();
}

/** Monday 00:00 UTC of the week holding `ms` (the French week starts on Monday). */
export function deliveryWeekStart(ms: number): number {
  const day = deliveryDayOf(ms);
  return day - ((deliveryWeekday(day) + 6) % 7) * DAY_MS;
}

/**
 * The hidden weekdays the planning can honour: all seven hidden would leave nothing to show, so
 * that case (which `parseHiddenDays` already refuses) shows every day.
 */
function usableHidden(hiddenDays: readonly number[]): ReadonlySet<number> {
  const hidden = new Set(hiddenDays.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
  return hidden.size >= 7 ? new Set() : hidden;
}

/** Whether the day of `ms` is shown (its weekday is not among the hidden days). */
export function isShownDay(ms: number, hiddenDays: readonly number[]): boolean {
  return !usableHidden(hiddenDays).has(deliveryWeekday(ms));
}

/**
 * The shown day `direction` days away from the day of `ms`, skipping hidden days (issue 11 item
 * 4: « on phones a day view by driver with swipe or buttons to move between days »; a hidden day
 * is never landed on). `direction` is +1 (next) or -1 (previous).
 */
export function shiftShownDay(
  ms: number,
  direction: 1 | -1,
  hiddenDays: readonly number[],
): number {
  const hidden = usableHidden(hiddenDays);
  let day = deliveryDayOf(ms);
  for (let step = 0; step < 7; step += 1) {
    day += direction * DAY_MS;
    if (!hidden.has(deliveryWeekday(day))) return day;
  }
  return day;
}

/**
 * The day the planning opens on (issue 11 item 4: « The week opens on today (or Monday when today
 * is hidden) »): today when it is shown, otherwise the next shown day — with Sunday hidden, as
 * seeded, a Sunday opens on the coming Monday, never on « last Saturday evening ».
 */
export function deliveryOpeningDay(now: number, hiddenDays: readonly number[]): number {
  return isShownDay(now, hiddenDays) ? deliveryDayOf(now) : shiftShownDay(now, 1, hiddenDays);
}

/**
 * Where the timeline of the week starting `weekStart` scrolls to, in whole days from Monday
 * (issue 11 item 4: « previous/next keep the scroll at the far right (Mon–Wed off screen) »): the
 * opening day when it falls in that week, otherwise the first shown day of the week.
 */
export function deliveryScrollDays(
  weekStart: number,
  now: number,
  hiddenDays: readonly number[],
): number {
  const monday = deliveryWeekStart(weekStart);
  const opening = deliveryOpeningDay(now, hiddenDays);
  if (opening >= monday && opening < monday + 7 * DAY_MS) {
    return Math.round((opening - monday) / DAY_MS);
  }
  const hidden = usableHidden(hiddenDays);
  for (let offset = 0; offset < 7; offset += 1) {
    if (!hidden.has(deliveryWeekday(monday + offset * DAY_MS))) return offset;
  }
  return 0;
}

/** How the week's timeline is drawn at a given width. */
export interface DeliveryWeekLayout {
  /** The whole week fits the width (no horizontal scroll). */
  readonly fits: boolean;
  /** Hours per slot (the grid lines). */
  readonly slotHours: number;
  /** Hours between two time labels (a multiple of `slotHours`). */
  readonly labelHours: number;
  /** The slot width in pixels FullCalendar is given as its minimum. */
  readonly slotMinWidth: number;
}

/** Below this many pixels an hour, a one-hour delivery is too thin to see and tap. */
export const DELIVERY_MIN_HOUR_WIDTH = 10;
/** The hour width used when the week cannot fit: the timeline then scrolls. */
export const DELIVERY_SCROLL_HOUR_WIDTH = 12;
/** Grid lines closer than this are noise. */
export const DELIVERY_MIN_SLOT_WIDTH = 20;
/** The room a time label (« 06 h ») needs. */
export const DELIVERY_MIN_LABEL_WIDTH = 40;
/** Slot lengths that divide the 16 visible hours, so that every day starts on a line. */
const SLOT_HOURS: readonly number[] = [1, 2, 4, 8];
const LONGEST_SLOT = 8;

/**
 * The slots that make the working week fit `timelineWidth` pixels (the timeline's width, the
 * driver column excluded) — issue 11 item 4: « the whole Mon–Sat working week fits a 1366 px
 * screen with readable bars (e.g. slots of an hour or two at that width) ». Each shown day gets
 * 16 hours (spec 1 §9, 06:00–22:00); when an hour gets at least `DELIVERY_MIN_HOUR_WIDTH` pixels
 * the week fits, otherwise the timeline scrolls with `DELIVERY_SCROLL_HOUR_WIDTH` pixels an hour.
 * The slot is the shortest whose width is at least `DELIVERY_MIN_SLOT_WIDTH`, the labels the
 * closest that leave `DELIVERY_MIN_LABEL_WIDTH` pixels each.
 */
export function deliveryWeekLayout(
  timelineWidth: number,
  hiddenDays: readonly number[],
): DeliveryWeekLayout {
  const days = 7 - usableHidden(hiddenDays).size;
  const width = Number.isFinite(timelineWidth) && timelineWidth > 0 ? timelineWidth : 0;
  const fitWidth = width / (days * DELIVERY_VISIBLE_HOURS);
  const fits = fitWidth >= DELIVERY_MIN_HOUR_WIDTH;
  const hourWidth = fits ? fitWidth : DELIVERY_SCROLL_HOUR_WIDTH;
  const pick = (minWidth: number, from: number) =>
    SLOT_HOURS.find((h) => h >= from && h * hourWidth >= minWidth) ?? LONGEST_SLOT;
  const slotHours = pick(DELIVERY_MIN_SLOT_WIDTH, 1);
  const labelHours = pick(DELIVERY_MIN_LABEL_WIDTH, slotHours);
  return { fits, slotHours, labelHours, slotMinWidth: Math.floor(slotHours * hourWidth) };
}

/** `HH:00:00`, the duration text FullCalendar takes for `slotDuration`. */
export function deliveryHoursDuration(hours: number): string {
  return `${String(hours).padStart(2, '0')}:00:00`;
}

/** The events of `items` that overlap the day of `day` ([00:00, 24:00) UTC), by start. */
export function deliveriesOfDay<T extends { readonly start: number; readonly end: number }>(
  items: readonly T[],
  day: number,
): T[] {
  const start = deliveryDayOf(day);
  const end = start + DAY_MS;
  return items
    .filter((e) => e.start < end && e.end > start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

export { DAY_MS as DELIVERY_DAY_MS, HOUR_MS as DELIVERY_HOUR_MS };
