import { useCallback } from 'react';
import type { DeliveryMaterial } from '@locasuite/core';
import { useLoad } from '@locasuite/ui';
import type { DeliveryApi } from '../api';
import { loadMaterials } from '../api';

export interface VisibleRange {
  readonly start: number;
  readonly end: number;
}

/**
 * The delivery items of the visible week, fetched when the week changes or on `reload()`. A
 * failed load keeps the items shown before, marked as not refreshed by the page (issue 11).
 */
export function useDeliveryMaterials(
  api: DeliveryApi,
  range: VisibleRange | null,
  onRefused: () => void,
) {
  const load = useCallback(
    () => (range ? loadMaterials(api, range.start, range.end) : Promise.resolve([])),
    [api, range],
  );
  const materials = useLoad<DeliveryMaterial[]>(load, { onRefused, enabled: range !== null });
  const { setData } = materials;
  /** Replaces one item after a save, without a round trip. */
  const patch = useCallback(
    (lineId: string, fields: Record<string, unknown>) => {
      setData((items) =>
        items?.map((m) => (String(m.CLD_IDEnreg) === lineId ? { ...m, ...fields } : m)),
      );
    },
    [setData],
  );
  return { ...materials, patch };
}
