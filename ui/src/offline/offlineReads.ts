import { useSyncExternalStore } from 'react';
import type { CallDef, CallOnly } from '@locasuite/core';
import { classifyFailure } from '../useLoad';
import { answersStore as store } from './deviceAnswers';

/** Where the data a load returned came from (spec 3 §3.4 local storage, §4.5 network). */
export interface DeviceAnswers {
  /** At least one answer came from this device: the server could not be reached. */
  readonly offline: boolean;
  /** When the oldest of those answers was saved on the device (ms), null when none was. */
  readonly savedAt: number | null;
}

export interface OfflineReadsOptions {
  /**
   * The signed-in user's identifier (email or name): answers are stored and given back per user,
   * so two people of a shared tablet never see each other's data. Empty: nothing is kept.
   */
  readonly user: string | null | undefined;
  /** The calls that only read: their answers are kept; every other call goes straight through. */
  readonly reads: readonly CallDef[];
  /** The clock of `savedAt` (tests); the device's by default. */
  readonly now?: () => number;
}

const ONLINE: DeviceAnswers = { offline: false, savedAt: null };

/** Gives a call function whose device answers are told to `noteDevice`, for one load. */
type Scope = (noteDevice: (savedAt: number) => void) => CallOnly['call'];
const SCOPE = Symbol('offlineReads.scope');
type Scoped = { readonly [SCOPE]?: Scope; readonly [STATUS]?: StatusSource };

/** The origin of the latest reads, for a page that listens rather than wraps its loads. */
interface StatusSource {
  get(): DeviceAnswers;
  subscribe(listener: () => void): () => void;
}
const STATUS = Symbol('offlineReads.status');

/** `{user}|{family}/{call}|{payload JSON}`, with the payload's keys sorted and no `token`. */
export function storedAnswerKey(user: string, def: CallDef, payload: unknown): string {
  return `${user}|${def.family}/${def.name}|${stableJson(withoutToken(payload))}`;
}

function withoutToken(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  const { token: _token, ...rest } = payload as Record<string, unknown>;
  return rest;
}

function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

/** A copy of `client` (same prototype and fields) whose `call` is `call`. */
function withCall<C extends CallOnly>(client: C, call: CallOnly['call']): C {
  return Object.assign(Object.create(Object.getPrototypeOf(client) as object) as C, client, {
    call,
  });
}

/**
 * The API client a page opened without a connection can still read with (spec 3 §3.4 local
 * storage). Each successful answer of a call listed in `reads` is kept on the device (IndexedDB
 * `answers`, keyed by user, call and payload, never by token). When such a call cannot reach the
 * server (`classifyFailure` says `unreachable`), the last kept answer of the same user, call and
 * payload answers instead; a refusal (401, 403, any other 4xx or 5xx, a non-zero code) is never
 * masked, and without a kept answer the failure stays what it was. Only `call` is wrapped: a
 * client's bound families (`api.etatdl.…`) go straight to the server. Pages tell device data
 * apart with {@link loadWithDeviceAnswers} or {@link useDeviceAnswers}.
 */
export function withOfflineReads<C extends CallOnly>(inner: C, options: OfflineReadsOptions): C {
  const user = options.user?.trim() ?? '';
  const now = options.now ?? Date.now;
  const reads = new Set(options.reads.map((def) => `${def.family}/${def.name}`));
  if (user === '' || reads.size === 0) return inner;

  let status: DeviceAnswers = ONLINE;
  const listeners = new Set<() => void>();
  const setStatus = (next: DeviceAnswers) => {
    if (next.offline === status.offline && next.savedAt === status.savedAt) return;
    status = next;
    listeners.forEach((listener) => listener());
  };

  async function keep(key: string, answer: unknown): Promise<void> {
    try {
      await (await store()).answers.put({ key, user, answer, savedAt: now() });
    } catch {
      // A browser that cannot keep anything (private mode, full disk) still works online.
    }
  }

  async function kept(key: string): Promise<{ answer: unknown; savedAt: number } | undefined> {
    try {
      const row = await (await store()).answers.get(key);
      // The key names the user; the row's own field is checked too, as the key could be forged.
      return row && row.user === user ? row : undefined;
    } catch {
      return undefined;
    }
  }

  const scope: Scope = (noteDevice) =>
    async function call(def: CallDef, payload: unknown): Promise<unknown> {
      const send = () => inner.call(def, payload as never) as Promise<unknown>;
      if (!reads.has(`${def.family}/${def.name}`)) return send();
      const key = storedAnswerKey(user, def, payload);
      let answer: unknown;
      try {
        answer = await send();
      } catch (error) {
        if (classifyFailure(error).status !== 'unreachable') throw error;
        const row = await kept(key);
        const parsed = row ? def.answer.safeParse(row.answer) : undefined;
        if (!row || !parsed?.success) throw error;
        noteDevice(row.savedAt);
        setStatus({
          offline: true,
          savedAt: status.offline
            ? Math.min(status.savedAt ?? row.savedAt, row.savedAt)
            : row.savedAt,
        });
        return parsed.data;
      }
      setStatus(ONLINE);
      void keep(key, answer);
      return answer;
    } as CallOnly['call'];

  const source: StatusSource = {
    get: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return Object.assign(
    withCall(
      inner,
      scope(() => undefined),
    ),
    { [SCOPE]: scope, [STATUS]: source },
  );
}

/**
 * Runs a page's load with `api` and tells whether any of its reads was answered from the device,
 * and since when: the page says so (« Hors connexion : données enregistrées… »). A client that
 * keeps nothing ({@link withOfflineReads} not applied) always answers `offline: false`.
 */
export async function loadWithDeviceAnswers<C extends CallOnly, T>(
  api: C,
  load: (api: C) => Promise<T>,
): Promise<{ readonly data: T; readonly device: DeviceAnswers }> {
  const scope = (api as Scoped)[SCOPE];
  if (!scope) return { data: await load(api), device: ONLINE };
  let savedAt: number | null = null;
  const scoped = withCall(
    api,
    scope((at) => {
      savedAt = savedAt === null ? at : Math.min(savedAt, at);
    }),
  );
  const data = await load(scoped);
  return { data, device: savedAt === null ? ONLINE : { offline: true, savedAt } };
}

const noSource: StatusSource = { get: () => ONLINE, subscribe: () => () => undefined };

/**
 * Whether the latest reads of `api` came from the device (true from the first device answer until
 * the next answer of the server), with the oldest `savedAt` shown meanwhile.
 */
export function useDeviceAnswers(api: CallOnly): DeviceAnswers {
  const source = (api as Scoped)[STATUS] ?? noSource;
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
