import type { ConditionLeg } from './conditionState';

/**
 * spec 3 §4.2 « build the PDF, store locally, emit the result, and on success upload to the server
 * and clear the local copy. A finished form that cannot be sent stays local and is shown as
 * awaiting synchronisation. » — issue 15: nothing is lost.
 *
 * The work a device keeps for the condition check: photo batches taken without a connection and
 * finished reports. Each carries a client-generated `saveId` (core `saveId()`), so sending it again
 * after a lost answer changes nothing on the server.
 */
export type ConditionWork =
  | {
      readonly kind: 'photos';
      readonly contract: string;
      readonly matricule: string;
      readonly leg: ConditionLeg;
      /** Data URLs (PNG or JPEG) with their time and position tags. */
      readonly photos: readonly { readonly dataUrl: string; readonly tags: readonly string[] }[];
      readonly saveId: string;
    }
  | {
      readonly kind: 'report';
      /** `CLD_IDEnreg`: spec 3 §3.4 « Condition reports stored locally are keyed by CLD_IDEnreg. » */
      readonly recordId: string;
      readonly contract: string;
      readonly matricule: string;
      readonly leg: ConditionLeg;
      /** The record fields saved (`edit_material` data). */
      readonly data: Readonly<Record<string, unknown>>;
      /** The record version the person saw: a record finalised meanwhile answers 409. */
      readonly version?: number;
      readonly saveId: string;
    };

/** The device store key of a piece of work (one report per record: a new save replaces it). */
export function conditionWorkKey(work: ConditionWork): string {
  return work.kind === 'report' ? `etatdl:report:${work.recordId}` : `etatdl:photos:${work.saveId}`;
}

/**
 * What a sync does after a failed send, by what the server said:
 * - `later`: no answer (network, server down: HTTP 0), or one a retry can cure (408, 429, 5xx):
 *   the work stays waiting and the sync stops (the next ones would fail the same way);
 * - `signIn`: the session was refused (401): the work stays waiting for the next sign-in;
 * - `review`: any other refusal (409 « finalised meanwhile », 404, 422…): sending it again would
 *   get the same answer, so the copy is kept, flagged for a person to look at, never deleted.
 */
export type SyncFailureAction = 'later' | 'signIn' | 'review';

export function syncFailureAction(status: number): SyncFailureAction {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'later';
  if (status === 401) return 'signIn';
  return 'review';
}

/** Sends oldest first: photos taken before a report reach the server before it (§5 minimum). */
export function syncOrder<T extends { readonly createdAt: number; readonly key: string }>(
  works: readonly T[],
): T[] {
  return [...works].sort((a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key));
}

/** A new save id: 128 random bits as 32 hex characters (matches core `saveId()`). */
export function newSaveId(random: (bytes: Uint8Array) => Uint8Array = defaultRandom): string {
  const bytes = random(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function defaultRandom(bytes: Uint8Array): Uint8Array {
  const { crypto } = globalThis as unknown as {
    crypto: { getRandomValues(array: Uint8Array): Uint8Array };
  };
  return crypto.getRandomValues(bytes);
}
