import { useCallback } from 'react';
import { useLoad } from '@locasuite/ui';
import { loadPlanning, planningNow } from '../api';
import type { PlanningData, TechnicianApi } from '../api';

/** The visible range, in milliseconds (start included, end excluded). */
export interface VisibleRange {
  readonly start: number;
  readonly end: number;
}

export const NO_DATA: PlanningData = { interventions: [], unscheduled: [], unavailabilities: [] };

/**
 * The calendar's data for the visible range: interventions, unscheduled cards and
 * unavailabilities. `reload()` reads them again without touching the calendar's view (the same
 * FullCalendar stays mounted and keeps its date and scroll): the one function a live update calls.
 */
export function usePlanningData(api: TechnicianApi, range: VisibleRange, onRefused: () => void) {
  const { start, end } = range;
  return useLoad(
    useCallback(() => loadPlanning(api, start, end), [api, start, end]),
    // The prefetched answers already in: the first render draws the week at once.
    { onRefused, initial: () => planningNow(api, start, end) },
  );
}
