import {
  calls,
  conditionWorkKey,
  isApiError,
  syncFailureAction,
  syncOrder,
  type ConditionWork,
} from '@locasuite/core';
import {
  announcePendingWork,
  getPendingWork,
  hasDeviceStore,
  listPendingWork,
  putPendingWork,
  removePendingWork,
  requestPersistentStorage,
  type PendingWork,
} from '@locasuite/ui';
import type { EtatdlApi } from '../api';

/** The device store's tool name of the condition check's work. */
export const CONDITION_TOOL = 'etatdl';

/** A piece of the condition check's work as the device keeps it. */
export interface StoredConditionWork extends PendingWork {
  readonly data: ConditionWork;
}

/** The HTTP status of a failure: 0 when nothing answered (spec 3 §4.5: no connection). */
export function failureStatus(error: unknown): number {
  if (!isApiError(error)) return 500;
  if (error.kind === 'network') return 0;
  return error.status ?? 500;
}

/** Whether a failure is « no answer »: the work stays on the device for the next sync. */
export const isUnreachable = (error: unknown) => failureStatus(error) === 0;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Keeps a piece of work on the device (spec 3 §4.2 « store locally ») before anything is sent, so
 * that a closed tab, a reload or a lost connection never loses it. Asks the browser to keep the
 * site's storage. Resolves to its key, or null when this browser has no store.
 */
export async function keepConditionWork(work: ConditionWork, user: string): Promise<string | null> {
  const key = conditionWorkKey(work);
  // A browser that keeps nothing: the work is only sent, and a failure is said at once.
  if (!hasDeviceStore()) return null;
  const stored: StoredConditionWork = {
    key,
    tool: CONDITION_TOOL,
    id: work.kind === 'report' ? work.recordId : work.saveId,
    user,
    label: { contract: work.contract, matricule: work.matricule, leg: work.leg },
    data: work,
    createdAt: Date.now(),
    state: 'waiting',
  };
  await putPendingWork(stored);
  void requestPersistentStorage();
  announcePendingWork();
  return key;
}

/** The condition check's work waiting on this device, oldest first. */
export async function listConditionWork(): Promise<StoredConditionWork[]> {
  if (!hasDeviceStore()) return [];
  const all = await listPendingWork(CONDITION_TOOL);
  return syncOrder(all) as StoredConditionWork[];
}

/** Sends one piece of work, with its save id: the server applies it once. */
export async function sendConditionWork(api: EtatdlApi, work: ConditionWork): Promise<void> {
  if (work.kind === 'photos') {
    if (work.photos.length === 0) return;
    const { paths } = await api.call(calls.etatdl.set_photos, {
      contrat: work.contract,
      matricule: work.matricule,
      type: work.leg,
      fileList: work.photos.map((p) => p.dataUrl),
      saveId: work.saveId,
    });
    // Tags set again on a replay are the same tags: nothing changes.
    await Promise.all(
      paths.map((path, i) => {
        const tags = work.photos[i]?.tags ?? [];
        return tags.length === 0
          ? Promise.resolve()
          : api.call(calls.etatdl.set_tags, { path, tags: [...tags] });
      }),
    );
    return;
  }
  await api.call(calls.etatdl.edit_material, {
    id: work.recordId,
    contrat: work.contract,
    matricule: work.matricule,
    data: { ...work.data },
    ...(work.version !== undefined ? { version: work.version } : {}),
    saveId: work.saveId,
  });
}

/** Clears the device's copy: only after the server confirmed (spec 3 §4.2). */
export async function clearConditionWork(key: string): Promise<void> {
  if (!hasDeviceStore()) return;
  await removePendingWork(key);
  announcePendingWork();
}

/** Flags a copy the server refused for good: kept for a person to look at, never deleted. */
export async function flagConditionWork(key: string, message: string): Promise<void> {
  const stored = await getPendingWork(key);
  if (!stored) return;
  await putPendingWork({ ...stored, state: 'review', message });
  announcePendingWork();
}

export interface SyncResult {
  /** Pieces the server confirmed (and the device cleared). */
  readonly sent: number;
  /** Pieces still waiting (no connection, or another user's). */
  readonly waiting: number;
  /** Pieces the server refused for good, kept and flagged. */
  readonly review: number;
  /** The session was refused: the sync stopped, the work waits for the next sign-in. */
  readonly refused: boolean;
  /** Why the sync stopped early (no connection), in French. */
  readonly stoppedBy: string | null;
  /** It stopped while the device said it had no network (`navigator.onLine` false). */
  readonly offline?: boolean;
}

/**
 * spec 3 §2.1 `Synchroniser`, §4.2: sends each waiting piece of this user, oldest first, and clears
 * it once the server confirmed. No answer stops the sync (the rest waits for the connection); a
 * refusal for good flags the piece for review and goes on with the next. Flagged pieces are sent
 * again only when `includeReview` (the person asked).
 */
export async function syncConditionWork(
  api: EtatdlApi,
  user: string,
  options: { readonly includeReview?: boolean } = {},
): Promise<SyncResult> {
  let sent = 0;
  let review = 0;
  let refused = false;
  let stoppedBy: string | null = null;
  const all = await listConditionWork();
  const mine = all.filter(
    (w) => w.user === user && (w.state === 'waiting' || options.includeReview === true),
  );
  for (const work of mine) {
    try {
      await sendConditionWork(api, work.data);
      await clearConditionWork(work.key);
      sent += 1;
    } catch (error) {
      const action = syncFailureAction(failureStatus(error));
      if (action === 'later') {
        stoppedBy = messageOf(error);
        break;
      }
      if (action === 'signIn') {
        refused = true;
        break;
      }
      await flagConditionWork(work.key, messageOf(error));
      review += 1;
    }
  }
  const left = await listConditionWork();
  return {
    sent,
    waiting: left.filter((w) => w.state === 'waiting').length,
    review: left.filter((w) => w.state === 'review').length || review,
    refused,
    stoppedBy,
  };
}

/**
 * One sync at a time for the whole device: across tabs with the Web Locks API when the browser has
 * it, else within this tab. A second request while one runs waits for it and then runs.
 */
let running: Promise<unknown> = Promise.resolve();

export function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  const run = (): Promise<T> =>
    locks ? (locks.request('locasuite-etatdl-sync', task) as Promise<T>) : task();
  const next = running.then(run);
  running = next.catch(() => undefined);
  return next;
}
