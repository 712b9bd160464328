import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { SESSION_MESSAGES } from '@locasuite/core';
import { clearDeviceAnswers, deviceUserOf } from '@locasuite/ui';
import type { SessionApi } from './SessionApi';
import type { LoginOutcome, Session, SessionState } from './SessionContext';
import { SessionContext } from './SessionContext';
import { toSessionError } from './SessionError';
import {
  readOpenedApps,
  readToken,
  readUserSnapshot,
  storeInvalidToken,
  storeOpenedApps,
  storeToken,
  storeUserSnapshot,
} from './tokenStore';
import type { ShellUser } from './ShellUser';

/** How often a session opened without the server looks the user up again. */
export const OFFLINE_RECHECK_MS = 30_000;

/** What the device keeps of a looked-up user: the tools' hint and the offline snapshot. */
function keepUser(token: string, user: ShellUser, storage: Storage): void {
  storeOpenedApps(user.apps, storage);
  storeUserSnapshot(token, user, storage);
}

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
 * (state `unreachable`) and can be retried, never left as a spinner. When the device kept the
 * user of that same token, the session opens `offline` with it instead (spec 3 §3.4: the tools
 * that work without a connection open in a yard), and looks the user up again when the browser is
 * back online and every 30 s: an answer ends `offline`, a refusal signs out. Logout forgets the
 * answers kept on the device for that user (never the work waiting to be sent).
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
        keepUser(token, user, storage);
        setState({ status: 'signedIn', user, token });
      },
      (error: unknown) => {
        if (!current) return;
        const failure = toSessionError(error);
        if (failure.kind === 'network') {
          const kept = readUserSnapshot(token, storage);
          setState(
            kept
              ? { status: 'signedIn', user: kept, token, offline: { message: failure.message } }
              : { status: 'unreachable', message: failure.message },
          );
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
      if (!email.trim() || !password)
        return { ok: false, message: SESSION_MESSAGES.badCredentials };
      try {
        const token = await api.login(email.trim(), password);
        storeToken(token, storage);
        const user = await api.lookup(token);
        keepUser(token, user, storage);
        setState({ status: 'signedIn', user, token });
        return { ok: true };
      } catch (error) {
        const failure = toSessionError(error);
        if (failure.kind === 'network') return { ok: false, message: failure.message };
        // 429: the server says in French how long to wait; every other refusal is the spec's text.
        if (failure.status === 429 && failure.message)
          return { ok: false, message: failure.message };
        return { ok: false, message: SESSION_MESSAGES.badCredentials };
      }
    },
    [api, storage],
  );

  // The state as of the last render, for callbacks that must not change with it. Set as the render
  // is committed, before any click can reach it: logout right after signing in forgets that user's
  // kept answers, not nobody's.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });

  const logout = useCallback(async () => {
    const token = readToken(storage);
    const signedIn = latest.current;
    storeInvalidToken(storage);
    setState({ status: 'signedOut' });
    const forgotten = clearDeviceAnswers(
      deviceUserOf(signedIn.status === 'signedIn' ? signedIn.user : null),
    );
    if (token) {
      try {
        await api.logout(token);
      } catch {
        // The device forgets the token either way; the server session then expires on its own.
      }
    }
    await forgotten;
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
        keepUser(token, user, storage);
        setState({ status: 'signedIn', user, token });
      }
    } catch (error) {
      // Unreachable: the user record kept is the last one read; the next call will tell again.
      if (toSessionError(error).kind === 'refused') refuse();
    }
  }, [api, storage, refuse]);

  const offline = state.status === 'signedIn' && state.offline !== undefined;
  useEffect(() => {
    if (!offline) return undefined;
    const recheck = () => void refreshUser();
    window.addEventListener('online', recheck);
    const timer = window.setInterval(recheck, OFFLINE_RECHECK_MS);
    return () => {
      window.removeEventListener('online', recheck);
      window.clearInterval(timer);
    };
  }, [offline, refreshUser]);

  const session = useMemo<Session>(
    () => ({ state, login, logout, retry, refuse, refreshUser }),
    [state, login, logout, retry, refuse, refreshUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
