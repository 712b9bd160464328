import { useCallback, useEffect, useRef, useState } from 'react';
import { onPendingWorkChange } from '../../offline/deviceStore';
import type { ToolSession } from '../../toolPage';
import type { QueuedWork, SyncResult, WorkQueue } from './workQueue';

/** How often waiting work is tried again while the browser says it is online (spec 3 §9: 30 s). */
export const SYNC_RETRY_MS = 30_000;

/** The device says it has no network at all (not: the server does not answer). */
const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The person the device keeps work for: the session's email, else its name. */
export const deviceOwner = (session: ToolSession) =>
  session.user?.email || session.user?.name || '';

/**
 * The work of a queue waiting on this device, oldest first, read again whenever it changes in
 * this tab (a piece kept, sent, flagged or abandoned). A store the browser refuses (private
 * mode) keeps nothing: the list is empty.
 */
export function useQueuedWork<T>(queue: WorkQueue<T>): {
  readonly items: readonly QueuedWork<T>[];
  readonly refresh: () => Promise<void>;
} {
  const [items, setItems] = useState<readonly QueuedWork<T>[]>([]);
  const refresh = useCallback(async () => {
    try {
      setItems(await queue.list());
    } catch {
      setItems([]);
    }
  }, [queue]);
  useEffect(() => {
    void refresh();
    return onPendingWorkChange(() => void refresh());
  }, [refresh]);
  return { items, refresh };
}

export interface WorkSync<T> {
  /** Everything the device keeps for the tool, oldest first. */
  readonly items: readonly QueuedWork<T>[];
  readonly syncing: boolean;
  /** The last sync's outcome (null before the first one). */
  readonly result: SyncResult | null;
  /** spec 3 §2.1 `Synchroniser`: sends the waiting work, flagged copies too when asked. */
  sync(options?: { readonly includeReview?: boolean }): Promise<SyncResult | null>;
}

/**
 * spec 3 §2.1, §4.2: a tool's work queue and its sync, for its sync list. It syncs by itself on
 * opening, when the browser comes back online and every 30 s while the session's user has work
 * waiting; one sync at a time (the queue's `exclusively`); a refused session goes to the shell's
 * `onRefused` and the work waits; `onSent` hears when the server took something.
 */
export function useWorkSync<T>(
  queue: WorkQueue<T>,
  send: (data: T) => Promise<void>,
  session: ToolSession,
  onSent?: () => void,
): WorkSync<T> {
  const { items, refresh } = useQueuedWork(queue);
  const [syncing, setSyncing] = useState(false);
  const [result, setResult] = useState<SyncResult | null>(null);
  const owner = deviceOwner(session);
  const sent = useRef(onSent);
  useEffect(() => {
    sent.current = onSent;
  });

  const sync = useCallback(
    async (options?: { readonly includeReview?: boolean }) => {
      if (owner === '') return null;
      setSyncing(true);
      try {
        const synced = await queue.exclusively(() => queue.sync(owner, send, options));
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
    [queue, send, owner, session, refresh],
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

  return { items, syncing, result, sync };
}
