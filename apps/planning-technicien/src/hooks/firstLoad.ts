import { addDaysUtc, readPlanningDisplay, startOfDayUtc } from '@locasuite/core';
import type { PlanningDisplay } from '@locasuite/core';
import type { ToolPrefetch } from '@locasuite/ui';
import { TECHNICIAN_DISPLAY_KEY, askPlanning, askSetup } from '../api';

/** The first day shown: today (AUJ), so the days to plan come first. */
export function firstDay(now: number): number {
  return startOfDayUtc(now);
}

/** Phones show one day (a list by technician); larger screens the saved number of days. */
export function shownDays(display: PlanningDisplay, phone: boolean): number {
  return phone ? 1 : display.selectedNbrDays;
}

/**
 * What the page loads on opening, started by the shell before its first render (apps/README.md
 * « Prefetch »): the settings and the first days' interventions, asked exactly as the page's hooks
 * ask them, so that the page's own calls take these answers.
 */
export const prefetchPlanningTechnicien: ToolPrefetch = (api, user, { now, phone }) => {
  const display = readPlanningDisplay(user.record.planning_display, TECHNICIAN_DISPLAY_KEY);
  const start = firstDay(now);
  void Promise.all(askSetup(api, user.email)).catch(() => undefined);
  const end = addDaysUtc(start, shownDays(display, phone));
  void Promise.all(askPlanning(api, start, end)).catch(() => undefined);
};
