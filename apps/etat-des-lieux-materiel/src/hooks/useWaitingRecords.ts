import { useCallback, useMemo } from 'react';
import type { ConditionWork } from '@locasuite/core';
import type { ToolSession } from '@locasuite/ui';
import { useWorkSync } from '@locasuite/ui/field';
import type { EtatdlApi } from '../api';
import {
  conditionQueue,
  sendConditionWork,
  type StoredConditionWork,
  type SyncResult,
} from '../offline/conditionWork';

export { SYNC_RETRY_MS, deviceOwner } from '@locasuite/ui/field';

export interface WaitingRecords {
  /** Everything the device keeps for the condition check, oldest first. */
  readonly items: readonly StoredConditionWork[];
  /** Records (`CLD_IDEnreg`) with a finished report on this device: the red cloud, read-only. */
  readonly ids: ReadonlySet<string>;
  readonly syncing: boolean;
  /** The last sync's outcome (null before the first one). */
  readonly result: SyncResult | null;
  /** spec 3 §2.1 `Synchroniser`: sends the waiting work, flagged copies too when asked. */
  sync(options?: { readonly includeReview?: boolean }): Promise<SyncResult | null>;
}

/**
 * spec 3 §2.1 « a red cloud icon when a record is stored locally awaiting synchronisation », the
 * modal `Liste des états des lieux à synchroniser`, §4.2: the condition check's work kept on this
 * device and its sync (the kit's `useWorkSync`: on opening, back online, every 30 s while
 * something waits); `onSent` hears when the server took something (the list reloads).
 */
export function useWaitingRecords(
  api: EtatdlApi,
  session: ToolSession,
  onSent?: () => void,
): WaitingRecords {
  const send = useCallback((work: ConditionWork) => sendConditionWork(api, work), [api]);
  const { items, syncing, result, sync } = useWorkSync(conditionQueue, send, session, onSent);
  const ids = useMemo(
    () =>
      new Set(
        items.flatMap((w) => (w.data.kind === 'report' ? [w.data.recordId] : [])),
      ) as ReadonlySet<string>,
    [items],
  );
  return { items, ids, syncing, result, sync };
}
