import { createContext, useContext } from 'react';
import type { ShellUser } from './ShellUser';

export type SessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'signedOut' }
  | {
      readonly status: 'signedIn';
      readonly user: ShellUser;
      readonly token: string;
      /**
       * The server could not be reached on start: the user is the one last looked up for this
       * token on this device. Only the tools that work offline (core registry `offline`) open;
       * the lookup is tried again when the browser is back online and every 30 s.
       */
      readonly offline?: { readonly message: string };
    }
  | { readonly status: 'unreachable'; readonly message: string };

export type LoginOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

export interface Session {
  readonly state: SessionState;
  login(email: string, password: string): Promise<LoginOutcome>;
  logout(): Promise<void>;
  /** Looks the stored token up again (after the server was unreachable). */
  retry(): void;
  /**
   * A call was refused (401, spec 1 §4/§8): the stored token becomes the invalid value and the
   * session ends, so the routes open `/login`. The one way every tool reacts to a refusal.
   */
  refuse(): void;
  /** Reads the signed-in user again (a tool saved a field of its record); refusals sign out. */
  refreshUser(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The current session; only valid under `SessionProvider`. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used under <SessionProvider>.');
  return session;
}
