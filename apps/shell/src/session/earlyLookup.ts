import { markStart } from '../marks';
import type { SessionApi } from './SessionApi';
import type { ShellUser } from './ShellUser';

/**
 * Starts looking up the stored session as soon as the app's code has run, before React's first
 * render and effects (a tool opened by its address paints its data that much sooner): the
 * session's first `lookup` of that same token takes this answer; every later one asks again.
 */
export function withEarlyLookup(
  api: SessionApi,
  token: string | null,
  /**
   * Told the user first, before the session's own handling (the opened tool's prefetch); the
   * session takes the answer once the promise it returns settles (the first loads handed to
   * `fetch`: the signed-in render, a long task, would hold their sealing back).
   */
  onAnswer?: (user: ShellUser) => Promise<void> | void,
): SessionApi {
  if (!token) return api;
  let early: Promise<ShellUser> | undefined = api.lookup(token);
  if (onAnswer) {
    early = early.then(async (user) => {
      markStart('session answered');
      try {
        await onAnswer(user);
      } catch {
        // A prefetch that could not start leaves the page to ask for itself.
      }
      markStart('session given');
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
