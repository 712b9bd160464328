import type { SessionApi } from './SessionApi';
import type { ShellUser } from './ShellUser';

/**
 * How long the session's answer waits, at most, for the opened tool to be ready (`onAnswer`'s
 * promise): past it the shell shows, and the page its spinner, as without the wait.
 */
export const EARLY_PAGE_WAIT_MS = 1_000;

/**
 * Starts looking up the stored session as soon as the app's code has run, before React's first
 * render and effects (a tool opened by its address paints its data that much sooner): the
 * session's first `lookup` of that same token takes this answer; every later one asks again.
 * When `onAnswer` returns a promise (the opened tool's code is being evaluated and its first
 * loads sealed), that answer waits for it, up to `waitMs`: the shell then renders the page at
 * once, after its first calls have left, instead of a spinner that React keeps on screen for
 * 300 ms once shown.
 */
export function withEarlyLookup(
  api: SessionApi,
  token: string | null,
  /** Told the user first, before the session's own handling (the opened tool's prefetch). */
  onAnswer?: (user: ShellUser) => unknown,
  waitMs: number = EARLY_PAGE_WAIT_MS,
): SessionApi {
  if (!token) return api;
  let early: Promise<ShellUser> | undefined = api.lookup(token);
  if (onAnswer) {
    early = early.then(async (user) => {
      let ready: unknown;
      try {
        ready = onAnswer(user);
      } catch {
        // A prefetch that could not start leaves the page to ask for itself.
      }
      if (isThenable(ready)) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          Promise.resolve(ready).catch(() => undefined),
          new Promise((resolve) => {
            timer = setTimeout(resolve, waitMs);
          }),
        ]);
        clearTimeout(timer);
      }
      return user;
    });
  }
  // The session handles its failure when it takes it; never an unhandled rejection here.
  early.catch(() => undefined);
  return {
    ...api,
    lookup(asked) {
      if (early && asked === token) {
        const answer = early;
        early = undefined;
        return answer;
      }
      return api.lookup(asked);
    },
  };
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}
