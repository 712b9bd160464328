import { useCallback } from 'react';
import { useLoad } from '@locasuite/ui';
import { loadSlots } from '../api';
import type { RdvApi, RdvType } from '../api';

/**
 * The slots of the visible days (spec 2 §7.2: start and end day timestamps in ms). `reload()`
 * reads them again without moving the calendar: the one call a live update makes. Nothing is
 * asked before the appointment types are known (`types` null).
 */
export function useSlots(
  api: RdvApi,
  start: number,
  end: number,
  types: readonly RdvType[] | null,
  onRefused: () => void,
) {
  return useLoad(
    useCallback(
      () => (types === null ? Promise.resolve([]) : loadSlots(api, start, end, types)),
      [api, start, end, types],
    ),
    { onRefused, isEmpty: (slots) => slots.length === 0, enabled: types !== null },
  );
}
