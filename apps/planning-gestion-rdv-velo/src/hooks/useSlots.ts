import { useCallback } from 'react';
import { useLoad } from '@locasuite/ui';
import { loadSlots } from '../api';
import type { RdvApi, RdvType, Slot } from '../api';

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
  const read = useCallback(
    () => (types === null ? Promise.resolve([]) : loadSlots(api, start, end, types)),
    [api, start, end, types],
  );
  const load = useLoad(read, {
    onRefused,
    isEmpty: (slots) => slots.length === 0,
    enabled: types !== null,
  });
  const { setData } = load;
  /**
   * Reads the slots again, puts them on screen and gives them (null when the read failed: the
   * calendar's own reload then reports it). After a 409, a dialog waits for the slot's new version
   * before saying so, so the next « Enregistrer » is not refused a second time.
   */
  const readAgain = useCallback(async (): Promise<readonly Slot[] | null> => {
    try {
      const fresh = await read();
      setData(() => fresh);
      return fresh;
    } catch {
      return null;
    }
  }, [read, setData]);
  return { ...load, readAgain };
}
