import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { onPendingWorkChange, type ToolSession } from '@locasuite/ui';
import type { EtatdlApi } from '../api';
import {
  exclusively,
  listConditionWork,
  syncConditionWork,
  type StoredConditionWork,
  type SyncResult,
} from '../offline/conditionWork';

/** How often waiting work is tried again while the browser says it is online (spec 3 §9: 30 s). */
export const SYNC_RETRY_MS = 30_000;

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

/** The device says it has no network at all (not: the server does not answer). */
const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The person the device keeps work for: the session's email, else its name. */
export const deviceOwner = (session: ToolSession) =>
  session.user?.email || session.user?.name || '';

/**
 * spec 3 §2.1 « a red cloud icon when a record is stored locally awaiting synchronisation », the
 * modal `Liste des états des lieux à synchroniser`, §4.2: the work kept on this device and its
 * sync. It syncs by itself on opening, when the browser comes back online and every 30 s while
 * something waits; `onSent` hears when the server took something (the list reloads).
 */
export function useWaitingRecords(
  api: EtatdlApi,
  session: ToolSession,
  onSent?: () => void,
): WaitingRecords {
  const [items, setItems] = useState<readonly StoredConditionWork[]>([]);
  const [syncing, setSyncing] = useState(false);
  const [result, setResult] = useState<SyncResult | null>(null);
  const owner = deviceOwner(session);
  const sent = useRef(onSent);
  useEffect(() => {
    sent.current = onSent;
  });

  const refresh = useCallback(async () => {
    try {
      setItems(await listConditionWork());
    } catch {
      // A store the browser refuses (private mode): nothing is kept, nothing to list.
      setItems([]);
    }
  }, []);

  useEffect(() => {
    void refresh();
    return onPendingWorkChange(() => void refresh());
  }, [refresh]);

  const sync = useCallback(
    async (options?: { readonly includeReview?: boolean }) => {
      if (owner === '') return null;
      setSyncing(true);
      try {
        const synced = await exclusively(() => syncConditionWork(api, owner, options));
        const outcome = { ...synced, offline: synced.stoppedBy !== null && deviceOffline() };
        setResult(outcome);
        if (outcome.refused) session.onRefused();
        if (outcome.sent > 0) sent.current?.();
        return outcome;
      } catch (error) {
        // The store itself failed: say so, keep everything.
        const message = error instanceof Error ? error.message : String(error);
        const outcome = { sent: 0, waiting: 0, review: 0, refused: false, stoppedBy: message };
        setResult(outcome);
        return outcome;
      } finally {
        setSyncing(false);
        void refresh();
      }
    },
    [api, owner, session, refresh],
  );

  // The latest sync, called by the timer and the `online` event (a new session object each
  // render is no reason to start again).
  const latestSync = useRef(sync);
  useEffect(() => {
    latestSync.current = sync;
  });
  const mineWaiting = items.some((w) => w.user === owner && w.state === 'waiting');
  useEffect(() => {
    if (!mineWaiting) return;
    const attempt = () => {
      if (!deviceOffline()) {
        void latestSync.current();
      }
    };
    attempt();
    window.addEventListener('online', attempt);
    const timer = window.setInterval(attempt, SYNC_RETRY_MS);
    return () => {
      window.removeEventListener('online', attempt);
      window.clearInterval(timer);
    };
  }, [mineWaiting]);

  const ids = useMemo(
    () =>
      new Set(
        items.flatMap((w) => (w.data.kind === 'report' ? [w.data.recordId] : [])),
      ) as ReadonlySet<string>,
    [items],
  );
  return { items, ids, syncing, result, sync };
}
