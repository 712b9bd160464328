import { isApiError, syncFailureAction, syncOrder } from '@locasuite/core';
import {
  announcePendingWork,
  getPendingWork,
  listPendingWork,
  putPendingWork,
  removePendingWork,
  requestPersistentStorage,
  type PendingWork,
} from '../../offline/deviceStore';
import { hasDeviceStore } from '../../offline/deviceDatabase';

/** A tool's piece of work as the device keeps it: `data` is the tool's own. */
export interface QueuedWork<T> extends PendingWork {
  readonly data: T;
}

/** What a tool keeps: its store key, its id, what the sync list shows, and its content. */
export interface WorkToKeep<T> {
  readonly key: string;
  readonly id: string;
  readonly label: Readonly<Record<string, string>>;
  readonly data: T;
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
 * The offline work queue of one tool (spec 3 §4.2 « store locally, … on success upload to the
 * server and clear the local copy »), on the device store (`ui/src/offline`): work is kept before
 * anything is sent, so that a closed tab, a reload or a lost connection never loses it; it is
 * cleared only once the server confirmed; a refusal for good flags it for a person (core
 * `syncFailureAction`), oldest first (core `syncOrder`). Each piece carries the tool's save id so
 * that sending it again changes nothing on the server.
 */
export interface WorkQueue<T> {
  readonly tool: string;
  /** Keeps a piece of work for `user`; its key, or null when this browser keeps nothing. */
  keep(work: WorkToKeep<T>, user: string): Promise<string | null>;
  /** The tool's work waiting on this device, oldest first. */
  list(): Promise<QueuedWork<T>[]>;
  /** Clears the device's copy (after the server confirmed, or when the person abandons it). */
  clear(key: string): Promise<void>;
  /** Flags a copy the server refused for good: kept for a person to look at, never deleted. */
  flag(key: string, message: string): Promise<void>;
  /**
   * Sends the waiting work of `user` with `send` (which rejects as the API client does), oldest
   * first, flagged copies too when `includeReview`. The server's confirmation clears a piece; no
   * answer stops the sync (the rest waits for the connection); a refused session stops it; any
   * other refusal flags the piece for review and goes on with the next.
   */
  sync(
    user: string,
    send: (data: T) => Promise<void>,
    options?: { readonly includeReview?: boolean },
  ): Promise<SyncResult>;
  /** Runs `task` alone on this device: one sync (or send) of this tool at a time, across tabs. */
  exclusively<R>(task: () => Promise<R>): Promise<R>;
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

/** The work queue of `tool` on this device (one per tool, made once by its module). */
export function workQueue<T>(tool: string): WorkQueue<T> {
  const list = async (): Promise<QueuedWork<T>[]> => {
    if (!hasDeviceStore()) return [];
    return syncOrder(await listPendingWork(tool)) as QueuedWork<T>[];
  };
  const clear = async (key: string) => {
    if (!hasDeviceStore()) return;
    await removePendingWork(key);
    announcePendingWork();
  };
  const flag = async (key: string, message: string) => {
    const stored = await getPendingWork(key);
    if (!stored) return;
    await putPendingWork({ ...stored, state: 'review', message });
    announcePendingWork();
  };
  let running: Promise<unknown> = Promise.resolve();
  return {
    tool,
    list,
    clear,
    flag,
    async keep(work, user) {
      // A browser that keeps nothing: the work is only sent, and a failure is said at once.
      if (!hasDeviceStore()) return null;
      const stored: QueuedWork<T> = {
        ...work,
        tool,
        user,
        createdAt: Date.now(),
        state: 'waiting',
      };
      await putPendingWork(stored);
      void requestPersistentStorage();
      announcePendingWork();
      return work.key;
    },
    async sync(user, send, options = {}) {
      let sent = 0;
      let review = 0;
      let refused = false;
      let stoppedBy: string | null = null;
      const mine = (await list()).filter(
        (w) => w.user === user && (w.state === 'waiting' || options.includeReview === true),
      );
      for (const work of mine) {
        try {
          await send(work.data);
          await clear(work.key);
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
          await flag(work.key, messageOf(error));
          review += 1;
        }
      }
      const left = await list();
      return {
        sent,
        waiting: left.filter((w) => w.state === 'waiting').length,
        review: left.filter((w) => w.state === 'review').length || review,
        refused,
        stoppedBy,
      };
    },
    exclusively<R>(task: () => Promise<R>): Promise<R> {
      // Across tabs with the Web Locks API when the browser has it, else within this tab. A
      // second request while one runs waits for it and then runs.
      const locks = (globalThis.navigator as Navigator | undefined)?.locks;
      const run = (): Promise<R> =>
        locks ? (locks.request(`locasuite-${tool}-sync`, task) as Promise<R>) : task();
      const next = running.then(run);
      running = next.catch(() => undefined);
      return next;
    },
  };
}
