import { useCallback, useEffect, useState } from 'react';
import type { DeliveryMaterial } from '@locasuite/core';
import type { DeliveryApi } from '../api';
import { loadMaterials } from '../api';

export interface VisibleRange {
  readonly start: number;
  readonly end: number;
}

/** The delivery items of the visible week, fetched when the week changes or on `reload()`. */
export function useDeliveryMaterials(api: DeliveryApi, range: VisibleRange | null) {
  const [materials, setMaterials] = useState<DeliveryMaterial[]>([]);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!range) return;
    let live = true;
    setLoading(true);
    loadMaterials(api, range.start, range.end)
      // spec 1 §8: a failed planning load leaves the event list empty, with no message.
      .catch(() => [])
      .then((items) => {
        if (!live) return;
        setMaterials(items);
        setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [api, range, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  /** Replaces one item after a save, without a round trip. */
  const patch = useCallback((lineId: string, fields: Record<string, unknown>) => {
    setMaterials((items) =>
      items.map((m) => (String(m.CLD_IDEnreg) === lineId ? { ...m, ...fields } : m)),
    );
  }, []);
  return { materials, loading, reload, patch };
}
