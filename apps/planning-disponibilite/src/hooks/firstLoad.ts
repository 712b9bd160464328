import {
  AVAILABILITY_DISPLAY_KEY,
  addDaysUtc,
  readPlanningDisplay,
  startOfDayUtc,
} from '@locasuite/core';
import type { PlanningDisplay } from '@locasuite/core';
import type { ToolPrefetch } from '@locasuite/ui';
import { askReference, askWindow } from '../api';

/** The window shown on opening: from today, the saved number of days. */
export function openingWindow(display: PlanningDisplay, now: number) {
  const start = startOfDayUtc(now);
  return { start, end: addDaysUtc(start, display.selectedNbrDays) };
}

/**
 * What the page loads on opening, started by the shell before its first render (apps/README.md
 * « Prefetch »): the fleet and settings, and the opening window's three event lists, asked as the
 * page's hooks ask them and only asked: the page reads them, once.
 */
export const prefetchPlanningDisponibilite: ToolPrefetch = (api, user, { now }) => {
  const display = readPlanningDisplay(user.record.planning_display, AVAILABILITY_DISPLAY_KEY);
  const { start, end } = openingWindow(display, now);
  // Each kept for the page, which handles its failure; never an unhandled rejection here.
  for (const asked of [...askReference(api), ...askWindow(api, start, end)]) {
    asked.catch(() => undefined);
  }
};
