import { slotDurationMs } from '@locasuite/core';

// issue 39 §1: FullCalendar parses every event it is given before its first render (5,000 bars
// at 200 technicians, about a third of the main thread's work before the first bars), although
// its virtualised timeline draws only the rows and days in view. The calendar is given the bars
// of the first screen's rows and days first, and the others once that screen is painted.

const DAY = 86_400_000;
const HOUR = 3_600_000;
/**
 * The lowest a technician's row can be (px): FullCalendar's row with one line of bars is
 * taller; a lower guess only gives the first screen more rows than it shows.
 */
export const MIN_ROW_HEIGHT = 20;

/** What the first screen can show: its first `rows` rows, its days before `until` (ms). */
export interface FirstScreen {
  readonly rows: number;
  readonly until: number;
}

/** The part of the display the first screen's size depends on. */
export interface ScreenSpan {
  /** The first day shown (UTC midnight). */
  readonly start: number;
  /** The width of an hour (px) when slots have a minimum width; none: every day fits. */
  readonly hourWidth: number | undefined;
  /** The hours shown each day (`HH:mm`, slotMinTime / slotMaxTime). */
  readonly startTime: string;
  readonly endTime: string;
  readonly hiddenDays: number;
}

/**
 * The rows and days a window of `width` × `height` px can show: every row it holds at
 * {@link MIN_ROW_HEIGHT}, and every day it holds at `hourWidth` px an hour, one more for the
 * timeline's first scroll (FullCalendar's `scrollTime`) and each hidden day.
 */
export function firstScreen(width: number, height: number, span: ScreenSpan): FirstScreen {
  const rows = Math.ceil(Math.max(0, height) / MIN_ROW_HEIGHT) + 2;
  if (!span.hourWidth) return { rows, until: Infinity };
  const hours =
    ((slotDurationMs(span.endTime) ?? 24 * HOUR) - (slotDurationMs(span.startTime) ?? 0)) / HOUR;
  const dayWidth = Math.max(1, hours) * span.hourWidth;
  const days = Math.ceil(Math.max(0, width) / dayWidth) + 1 + span.hiddenDays;
  return { rows, until: span.start + days * DAY };
}

/** An event as the calendar is given it: its row(s) and its times in ms. */
export interface Placed {
  readonly resourceIds?: readonly string[];
  readonly resourceId?: string;
  readonly start: number;
  readonly end: number;
}

/**
 * The events on the first screen (a row among its first `rows` technicians and a day before
 * `until`), then the others: together, every event once, in their order.
 */
export function splitFirstScreen<E extends Placed>(
  events: readonly E[],
  technicians: readonly string[],
  screen: FirstScreen,
): { readonly first: E[]; readonly rest: E[] } {
  const firstRows = new Set(technicians.slice(0, screen.rows));
  const first: E[] = [];
  const rest: E[] = [];
  for (const event of events) {
    const rows = event.resourceIds ?? (event.resourceId === undefined ? [] : [event.resourceId]);
    const inView = event.start < screen.until && rows.some((row) => firstRows.has(row));
    (inView ? first : rest).push(event);
  }
  return { first, rest };
}
