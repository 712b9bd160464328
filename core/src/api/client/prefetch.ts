import type { z } from 'zod';
import type { CallDef } from '../catalogue';
import type { CallClient, CallPayload } from './createCallClient';

/** How long a prefetched answer waits for the page to ask for it. */
export const PREFETCH_KEEP_MS = 30_000;

/** The part of a client a tool's loaders call through. */
export type CallOnly = Pick<CallClient, 'call'>;

/** A call answered from what is already in: its answer, never a promise. */
export type ReadyCall = <P extends z.ZodType, A extends z.ZodType>(
  def: CallDef<P, A>,
  payload: CallPayload<P>,
) => z.output<A>;

/**
 * What a page's first render can read at once: the prefetched answers that are already in. A
 * page given it starts with its data instead of an empty screen and a second render (the
 * technician planning's 5,000 interventions drawn once, not twice); without it, or when one
 * answer is still on its way, the page loads as usual.
 */
export interface ReadyAnswers {
  /**
   * Runs `read` over the prefetched answers already in, and gives what it returns; undefined
   * (and `read` stopped) as soon as one call it asks was not prefetched, is not answered yet,
   * failed or was kept too long. The answers read stay readable by another render of the same
   * page (React may throw a first render away), but never answer a later `call`: a reload asks
   * the server.
   */
  readReady<T>(read: (call: ReadyCall) => T): T | undefined;
}

export interface PrefetchingClient<C extends CallOnly> {
  /**
   * The client the page calls: a call asked before is answered by that answer, once; what is
   * already in can be read at once (`readReady`).
   */
  readonly client: C & ReadyAnswers;
  /**
   * Starts calls ahead of the page (the shell calls a tool's loaders with it before the page's
   * first render): each call is made now, and its answer kept for the page's identical call.
   */
  readonly prefetcher: CallOnly;
  /**
   * Resolves once every call prefetched so far has its answer or its failure (never rejects): the
   * shell holds a page's first render for it, briefly, so that render reads them (`readReady`).
   */
  answered(): Promise<void>;
}

interface Kept {
  readonly answer: Promise<unknown>;
  readonly at: number;
  /** The answer, once it is in. */
  settled?: { readonly value: unknown };
  /** Read at once by a render (`readReady`): no later `call` takes it. */
  read?: boolean;
}

/** Thrown through a `readReady` reader when an answer it asks is not in. */
const NOT_READY = Symbol('not ready');

const keyOf = (def: CallDef, payload: unknown) =>
  `${def.family}/${def.name}:${JSON.stringify(payload ?? null)}`;

/**
 * A client whose reads can start before the page that needs them has rendered. The page's loaders
 * run once through `prefetcher` (the shell does it as soon as the tool's code and the user are
 * there), and the page's own identical calls, made a moment later from its effects, take those
 * answers instead of asking again. Each kept answer serves one call, within `keepMs`; a prefetch
 * that failed is asked again for real, so the page sees its own call's outcome. Only the calls a
 * prefetch made are affected: every other call, and every write, goes straight through.
 */
export function createPrefetchingClient<C extends CallOnly>(
  inner: C,
  now: () => number,
  keepMs: number = PREFETCH_KEEP_MS,
): PrefetchingClient<C> {
  const kept = new Map<string, Kept>();

  function take(key: string): Promise<unknown> | undefined {
    const entry = kept.get(key);
    if (!entry) return undefined;
    kept.delete(key);
    return !entry.read && now() - entry.at <= keepMs ? entry.answer : undefined;
  }

  function readReady<T>(read: (call: ReadyCall) => T): T | undefined {
    const used: Kept[] = [];
    const ready = ((def: CallDef, payload: unknown) => {
      const entry = kept.get(keyOf(def, payload));
      if (!entry?.settled || now() - entry.at > keepMs) throw NOT_READY;
      used.push(entry);
      return entry.settled.value;
    }) as ReadyCall;
    try {
      const result = read(ready);
      for (const entry of used) entry.read = true;
      return result;
    } catch (error) {
      if (error === NOT_READY) return undefined;
      throw error;
    }
  }

  function call<P extends z.ZodType, A extends z.ZodType>(
    def: CallDef<P, A>,
    payload: CallPayload<P>,
  ): Promise<z.output<A>> {
    const answer = take(keyOf(def, payload)) as Promise<z.output<A>> | undefined;
    if (!answer) return inner.call(def, payload);
    return answer.catch(() => inner.call(def, payload));
  }

  const prefetcher: CallOnly = {
    call(def, payload) {
      const answer = inner.call(def, payload);
      const entry: Kept = { answer, at: now() };
      // Kept for the page, which handles its failure; never an unhandled rejection here.
      answer.then(
        (value) => {
          entry.settled = { value };
        },
        () => undefined,
      );
      kept.set(keyOf(def, payload), entry);
      return answer;
    },
  };

  const client = Object.assign(
    Object.create(Object.getPrototypeOf(inner) as object) as C & ReadyAnswers,
    inner,
    { call, readReady },
  );
  const answered = () =>
    Promise.all([...kept.values()].map((entry) => entry.answer.catch(() => undefined))).then(
      () => undefined,
    );

  return { client, prefetcher, answered };
}

/** The answers of a list of calls' promises. */
export type Answered<T extends readonly unknown[]> = { -readonly [K in keyof T]: Awaited<T[K]> };

/**
 * A loader's calls read at once when they are all already in (`ReadyAnswers.readReady`), written
 * once for both paths: `ask` only asks its calls and returns them (`[api.call(…), …]`, as the
 * loader awaits with `Promise.all`), here over a client that gives each answer itself. Undefined
 * when `api` cannot read at once or one answer is not in.
 */
export function readyAnswers<T extends readonly unknown[]>(
  api: CallOnly & Partial<ReadyAnswers>,
  ask: (client: CallOnly) => T,
): Answered<T> | undefined {
  return api.readReady?.(
    (call) => ask({ call: call as unknown as CallOnly['call'] }) as unknown as Answered<T>,
  );
}
