import {
  calls,
  conditionWorkKey,
  isApiError,
  syncFailureAction,
  type ConditionWork,
} from '@locasuite/core';
import { failureStatus, workQueue, type QueuedWork } from '@locasuite/ui/field';
import type { EtatdlApi } from '../api';

export { failureStatus, isUnreachable } from '@locasuite/ui/field';
export type { SyncResult } from '@locasuite/ui/field';

/** The device store's tool name of the condition check's work. */
export const CONDITION_TOOL = 'etatdl';

/** A piece of the condition check's work as the device keeps it. */
export type StoredConditionWork = QueuedWork<ConditionWork>;

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

/** The condition check's work queue on this device (the kit's). */
export const conditionQueue = workQueue<ConditionWork>(CONDITION_TOOL);
const device = conditionQueue;

/**
 * Keeps a piece of work on the device (spec 3 §4.2 « store locally ») before anything is sent;
 * a report is keyed by its record (a new save replaces it), photos by their save id. Resolves to
 * its key, or null when this browser has no store.
 */
export function keepConditionWork(work: ConditionWork, user: string): Promise<string | null> {
  return device.keep(
    {
      key: conditionWorkKey(work),
      id: work.kind === 'report' ? work.recordId : work.saveId,
      label: { contract: work.contract, matricule: work.matricule, leg: work.leg },
      data: work,
    },
    user,
  );
}

/** The condition check's work waiting on this device, oldest first. */
export const listConditionWork = () => device.list();

/** Clears the device's copy: only after the server confirmed (spec 3 §4.2). */
export const clearConditionWork = (key: string) => device.clear(key);

/** Flags a copy the server refused for good: kept for a person to look at, never deleted. */
export const flagConditionWork = (key: string, message: string) => device.flag(key, message);

/**
 * spec 3 §2.1 `Synchroniser`, §4.2: sends each waiting piece of this user, oldest first, and
 * clears it once the server confirmed (the kit's work queue).
 */
export function syncConditionWork(
  api: EtatdlApi,
  user: string,
  options: { readonly includeReview?: boolean } = {},
) {
  return device.sync(user, (work) => sendConditionWork(api, work), options);
}

/** One sync or send of the condition check at a time for the whole device. */
export const exclusively = <T>(task: () => Promise<T>): Promise<T> => device.exclusively(task);

/** What a report's save came to: confirmed, kept on the device for the next sync, or refused. */
export type ReportSend =
  | { readonly outcome: 'saved' | 'stored' }
  | { readonly outcome: 'refused'; readonly error: unknown };

const failureMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * spec 3 §4.2 Finaliser's save: the report is stored on the device first, sent, and cleared once
 * the server confirmed; without a connection it waits on the device (red cloud, read-only) for
 * the next sync. The person is there with their typing: a refusal they can fix clears the device
 * copy; a record finalised meanwhile (409) keeps it, flagged, never deleted (issue 15).
 */
export async function sendConditionReport(
  api: EtatdlApi,
  work: ConditionWork,
  user: string,
): Promise<ReportSend> {
  let key: string | null = null;
  try {
    key = await keepConditionWork(work, user);
    await exclusively(() => sendConditionWork(api, work));
    if (key !== null) await clearConditionWork(key);
    return { outcome: 'saved' };
  } catch (error) {
    if (syncFailureAction(failureStatus(error)) === 'later' && key !== null) {
      return { outcome: 'stored' };
    }
    const stale = isApiError(error) && error.status === 409;
    if (key !== null) {
      if (stale) await flagConditionWork(key, failureMessage(error)).catch(() => undefined);
      else await clearConditionWork(key).catch(() => undefined);
    }
    return { outcome: 'refused', error };
  }
}
