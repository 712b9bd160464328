import { useCallback } from 'react';
import { useLoad } from '@locasuite/ui';
import type { AvailabilityApi } from '../api';

/**
 * The reference data (fleet, agencies, settings) loaded once, and the events of each window. A
 * failed load keeps what was shown before (issue 11 item 1); a refused session calls `onRefused`
 * (spec 1 §8: the token is reset on planning pages, by the shell).
 */
export function useAvailabilityData(
  api: AvailabilityApi,
  start: number,
  end: number,
  onRefused: () => void,
) {
  // The prefetched answers already in: the first render draws the planning at once.
  const reference = useLoad(
    useCallback(() => api.loadReference(), [api]),
    { onRefused, initial: () => api.referenceNow() },
  );
  const events = useLoad(
    useCallback(() => api.loadWindow(start, end), [api, start, end]),
    { onRefused, initial: () => api.windowNow(start, end) },
  );
  const reloadReference = reference.reload;
  const reloadEvents = events.reload;
  const reload = useCallback(() => {
    reloadReference();
    reloadEvents();
  }, [reloadReference, reloadEvents]);
  return { reference, events, reload };
}
