import type { ApiClient, CallOnly, LiveClient, SessionUser } from '@locasuite/core';

/**
 * The signed-in person as a tool sees it (spec 1 §3 User, password and id already removed): core's
 * reading of the user lookup; `record` for tools that read more fields (planning_display, MAILS…).
 */
export type ToolUser = SessionUser;

/**
 * The session as the shell hands it to a tool page. A tool never reads or writes the stored token
 * itself: the shell owns it, so a refused session behaves the same on every page.
 */
export interface ToolSession {
  /** The signed-in user; null on the customers' public pages. */
  readonly user: ToolUser | null;
  /**
   * The server refused the session (401, spec 1 §4/§8): the shell stores the invalid token and
   * opens `/login`.
   */
  onRefused(): void;
  /** Reads the user record again (after a save that changed it, e.g. `planning_display`). */
  refreshUser(): Promise<void>;
  /**
   * The live channel of this page (changes by others, presence), opened with the session by the
   * shell. Absent in stories and tests that do not need it: `useLive` and `usePresence` then do
   * nothing.
   */
  readonly live?: LiveClient;
}

/**
 * The props every tool page receives from the shell. A page may ask for less than the whole client
 * (`ToolPageProps<Pick<ApiClient, 'call'>>`): the shell's client still fits, and tests give less.
 */
export interface ToolPageProps<A = ApiClient> {
  /** The typed API client; the session token travels with each call. */
  readonly api: A;
  readonly session: ToolSession;
}

/**
 * A tool's first loads, started by the shell before the page's first render: the same loaders the
 * page's hooks run, called through `api` (whose answers the page's identical calls then take, see
 * core `createPrefetchingClient`). It must ask exactly what the page will ask on opening, and
 * nothing that writes.
 */
export type ToolPrefetch = (
  api: CallOnly,
  user: ToolUser,
  context: { readonly now: number; readonly phone: boolean },
) => void;
