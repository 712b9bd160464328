import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { SessionApi } from './SessionApi';
import type { LoginOutcome, Session, SessionState } from './SessionContext';
import { SessionContext } from './SessionContext';
import { toSessionError } from './SessionError';
import {
  readOpenedApps,
  readToken,
  storeInvalidToken,
  storeOpenedApps,
  storeToken,
} from './tokenStore';

export const LOGIN_ERROR = "L'adresse email ou le mot de passe est incorrect";

interface SessionProviderProps {
  readonly api: SessionApi;
  readonly storage?: Storage;
  /**
   * Told, as the stored token is being looked up, which tools the device's last user could open
   * (the shell starts downloading the page being opened meanwhile).
   */
  readonly onLookupStart?: (apps: readonly string[]) => void;
  readonly children: ReactNode;
}

/**
 * Spec 1 §4: checks the stored token on start (`get_user_by_token`), keeps the user, signs in and
 * out. A refused token is overwritten with the invalid value; an unreachable server is reported
 * (state `unreachable`) and can be retried, never left as a spinner.
 */
export function SessionProvider({
  api,
  storage = window.localStorage,
  onLookupStart,
  children,
}: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(() =>
    readToken(storage) ? { status: 'loading' } : { status: 'signedOut' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const token = readToken(storage);
    if (!token) {
      setState({ status: 'signedOut' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    const lookup = api.lookup(token);
    onLookupStart?.(readOpenedApps(storage));
    lookup.then(
      (user) => {
        if (!current) return;
        storeOpenedApps(user.apps, storage);
        setState({ status: 'signedIn', user, token });
      },
      (error: unknown) => {
        if (!current) return;
        const failure = toSessionError(error);
        if (failure.kind === 'network') {
          setState({ status: 'unreachable', message: failure.message });
        } else {
          storeInvalidToken(storage);
          setState({ status: 'signedOut' });
        }
      },
    );
    return () => {
      current = false;
    };
    // Told once per lookup; a new callback alone does not look the user up again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, storage, attempt]);

  const login = useCallback(
    async (email: string, password: string): Promise<LoginOutcome> => {
      if (!email.trim() || !password) return { ok: false, message: LOGIN_ERROR };
      try {
        const token = await api.login(email.trim(), password);
        storeToken(token, storage);
        const user = await api.lookup(token);
        storeOpenedApps(user.apps, storage);
        setState({ status: 'signedIn', user, token });
        return { ok: true };
      } catch (error) {
        const failure = toSessionError(error);
        if (failure.kind === 'network') return { ok: false, message: failure.message };
        // 429: the server says in French how long to wait; every other refusal is the spec's text.
        if (failure.status === 429 && failure.message)
          return { ok: false, message: failure.message };
        return { ok: false, message: LOGIN_ERROR };
      }
    },
    [api, storage],
  );

  const logout = useCallback(async () => {
    const token = readToken(storage);
    storeInvalidToken(storage);
    setState({ status: 'signedOut' });
    if (token) {
      try {
        await api.logout(token);
      } catch {
        // The device forgets the token either way; the server session then expires on its own.
      }
    }
  }, [api, storage]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const refuse = useCallback(() => {
    storeInvalidToken(storage);
    setState({ status: 'signedOut' });
  }, [storage]);

  const refreshUser = useCallback(async () => {
    const token = readToken(storage);
    if (!token) {
      refuse();
      return;
    }
    try {
      const user = await api.lookup(token);
      // A sign-out or another sign-in meanwhile wins over this answer.
      if (readToken(storage) === token) {
        storeOpenedApps(user.apps, storage);
        setState({ status: 'signedIn', user, token });
      }
    } catch (error) {
      // Unreachable: the user record kept is the last one read; the next call will tell again.
      if (toSessionError(error).kind === 'refused') refuse();
    }
  }, [api, storage, refuse]);

  const session = useMemo<Session>(
    () => ({ state, login, logout, retry, refuse, refreshUser }),
    [state, login, logout, retry, refuse, refreshUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
