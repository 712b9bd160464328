import { useCallback } from 'react';
import { useLoad } from '@locasuite/ui';
import { loadClientSlots, loadSlots } from '../api';
import type { RdvApi, RdvType } from '../api';

/** What the management table shows: a period, or the slots of a client code. */
export type ManagedQuery =
  | { readonly kind: 'period'; readonly start: number; readonly end: number }
  | { readonly kind: 'client'; readonly code: string };

/**
 * The slots of the management dialog (spec 2 §2.2). `changes` grows after every save of the
 * page, which reads them again.
 */
export function useManagedSlots(
  api: RdvApi,
  query: ManagedQuery | null,
  types: readonly RdvType[],
  changes: number,
  onRefused: () => void,
) {
  return useLoad(
    useCallback(() => {
      void changes;
      if (query === null) return Promise.resolve([]);
      return query.kind === 'client'
        ? loadClientSlots(api, query.code, types)
        : loadSlots(api, query.start, query.end, types);
    }, [api, query, types, changes]),
    { onRefused, isEmpty: (slots) => slots.length === 0, enabled: query !== null },
  );
}
