import { useCallback } from 'react';
import { useLoad } from '@locasuite/ui';
import { loadSetup, setupNow } from '../api';
import type { PlanningSetup, TechnicianApi } from '../api';

/** What the page draws before the first answer: no technician, every status, the tablet on. */
export const NO_SETUP: PlanningSetup = {
  technicians: [],
  agencies: [],
  colors: '',
  hiddenDays: [],
  statuses: [],
  useTablet: true,
  multiTechnician: false,
  types: [],
  agencyId: '',
};

/**
 * The planning's settings: technicians, agencies, colours, hidden days, options. A failed load
 * keeps the settings shown before (issue 11: an outage never looks like an empty planning).
 */
export function usePlanningSetup(api: TechnicianApi, username: string, onRefused: () => void) {
  return useLoad(
    useCallback(() => loadSetup(api, username), [api, username]),
    // The prefetched answers already in: the first render draws the planning at once.
    { onRefused, initial: () => setupNow(api, username) },
  );
}
