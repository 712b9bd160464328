import type { z } from 'zod';
import type { CallDef } from '../catalogue';
import type { CallClient, CallPayload } from './createCallClient';

/** How long a prefetched answer waits for the page to ask for it. */
export const PREFETCH_KEEP_MS = 30_000;

/** The part of a client a tool's loaders call through. */
export type CallOnly = Pick<CallClient, 'call'>;

export interface PrefetchingClient<C extends CallOnly> {
  /** The client the page calls: a call asked before is answered by that answer, once. */
  readonly client: C;
  /**
   * Starts calls ahead of the page (the shell calls a tool's loaders with it before the page's
   * first render): each call is made now, and its answer kept for the page's identical call.
   */
  readonly prefetcher: CallOnly;
}

interface Kept {
  readonly answer: Promise<unknown>;
  readonly at: number;
}

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
    return now() - entry.at <= keepMs ? entry.answer : undefined;
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
      // Kept for the page, which handles its failure; never an unhandled rejection here.
      answer.catch(() => undefined);
      kept.set(keyOf(def, payload), { answer, at: now() });
      return answer;
    },
  };

  const client = Object.assign(Object.create(Object.getPrototypeOf(inner) as object) as C, inner, {
    call,
  });
  return { client, prefetcher };
}
