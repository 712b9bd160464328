import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@locasuite/core';
import { classifyFailure } from './useLoad';

export type CallStatus = 'idle' | 'running' | 'done' | 'failed' | 'unreachable' | 'refused';

export type CallOutcome<R> =
  | { readonly ok: true; readonly value: R }
  /**
   * Why not, with the French message the state also holds: `refused` has already gone to the
   * shell (`onRefused`), say nothing more.
   */
  | {
      readonly ok: false;
      readonly status: 'failed' | 'unreachable' | 'refused';
      readonly message: string;
      /** As `CallState.fromApi`. */
      readonly fromApi: boolean;
    };

export interface CallState<A extends unknown[], R> {
  /** Makes the call; never rejects: the outcome says whether it went through. */
  run(...args: A): Promise<CallOutcome<R>>;
  readonly status: CallStatus;
  /** The failure's French message (`failed`, `unreachable`), null otherwise. */
  readonly message: string | null;
  /** The server refused a stale version (409): someone saved the record meanwhile. */
  readonly conflict: boolean;
  /**
   * The failure came from the API client (the server's refusal, or no answer), whose message is
   * French; false when the call failed in the caller's own code before any request (a PDF that
   * could not be built), whose message is not meant for the person.
   */
  readonly fromApi: boolean;
  /** Back to `idle` (e.g. when the message is closed). */
  reset(): void;
}

const IDLE = { status: 'idle', message: null, conflict: false, fromApi: false } as const;

/**
 * A write call (save, delete…) with the same states as `useLoad`: running, done, failed with the
 * server's French message, unreachable, refused (then `onRefused`, the shell's session reaction).
 */
export function useCall<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  options: { readonly onRefused?: () => void } = {},
): CallState<A, R> {
  const [state, setState] = useState<{
    status: CallStatus;
    message: string | null;
    conflict: boolean;
    fromApi: boolean;
  }>(IDLE);
  const latest = useRef({ call, onRefused: options.onRefused });
  useEffect(() => {
    latest.current = { call, onRefused: options.onRefused };
  });

  const run = useCallback(async (...args: A): Promise<CallOutcome<R>> => {
    setState({ status: 'running', message: null, conflict: false, fromApi: false });
    try {
      const value = await latest.current.call(...args);
      setState({ status: 'done', message: null, conflict: false, fromApi: false });
      return { ok: true, value };
    } catch (error) {
      const failure = classifyFailure(error);
      const fromApi = isApiError(error);
      const conflict = fromApi && error.status === 409;
      setState({ status: failure.status, message: failure.message, conflict, fromApi });
      if (failure.status === 'refused') latest.current.onRefused?.();
      return { ok: false, status: failure.status, message: failure.message, fromApi };
    }
  }, []);
  const reset = useCallback(() => setState(IDLE), []);

  return {
    run,
    status: state.status,
    message: state.message,
    conflict: state.conflict,
    fromApi: state.fromApi,
    reset,
  };
}

/**
 * A save a dialog awaits (it shows the server's French message when it rejects), which also hands
 * a refused session to the shell: `onRefused` is called on a 401, then the error goes on.
 */
export function refusalAware<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  onRefused: () => void,
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    try {
      return await call(...args);
    } catch (error) {
      if (classifyFailure(error).status === 'refused') onRefused();
      throw error;
    }
  };
}

/**
 * A save that reacts to a stale version (409, issue 9 §7: someone saved the record meanwhile):
 * `onConflict` runs with the same arguments (it reads the record again, so that the dialog can
 * show theirs beside what the person typed), then the error goes on with its French message.
 */
export function conflictAware<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  onConflict: (...args: A) => Promise<void> | void,
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    try {
      return await call(...args);
    } catch (error) {
      if (isApiError(error) && error.status === 409) await onConflict(...args);
      throw error;
    }
  };
}
