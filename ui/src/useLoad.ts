import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@locasuite/core';

/**
 * Where a load stands. `empty` only follows a successful answer with nothing in it; `failed`,
 * `unreachable` and `refused` keep the data of the last good load (`LoadState.data`).
 */
export type LoadStatus = 'loading' | 'ready' | 'empty' | 'failed' | 'unreachable' | 'refused';

export interface LoadState<T> {
  /** Where the latest load stands (`loading` only before the first answer). */
  readonly status: LoadStatus;
  /** The data of the last successful load, kept through later failures. */
  readonly data: T | undefined;
  /** A load is under way (the first one or a reload). */
  readonly loading: boolean;
  /** The data shown comes from an earlier load: the latest one failed. */
  readonly stale: boolean;
  /** The failure's French message (`failed`, `unreachable`), null otherwise. */
  readonly message: string | null;
  /** Loads again (the `Réessayer` and `Actualiser` buttons). */
  reload(): void;
  /** Changes the data in place after a save, without a round trip. */
  setData(update: (data: T | undefined) => T | undefined): void;
}

export interface LoadOptions<T> {
  /** Whether a successful answer has nothing to show (the screen then says its empty text). */
  readonly isEmpty?: (data: T) => boolean;
  /** The session was refused (401): the shell's `session.onRefused`. */
  readonly onRefused?: () => void;
  /** False to wait (e.g. until the calendar has a range); true by default. */
  readonly enabled?: boolean;
  /**
   * The data already in when the screen first renders (a tool's prefetched answers, read with
   * the client's `readReady`), or undefined. Given, the screen starts ready with it and `load` does
   * not run for its first render: no empty screen drawn first, no second render. Read once, on the
   * first render; an error while reading it is left to `load`, which then runs as usual.
   */
  readonly initial?: () => T | undefined;
}

type Failure = { readonly status: 'failed' | 'unreachable' | 'refused'; readonly message: string };

/** How a call failed, in the three cases a screen tells apart. */
export function classifyFailure(error: unknown): Failure {
  if (isApiError(error)) {
    if (error.kind === 'network') return { status: 'unreachable', message: error.message };
    if (error.status === 401) return { status: 'refused', message: error.message };
    return { status: 'failed', message: error.message };
  }
  return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** `initial`'s data, wrapped (undefined data is a value), or undefined when it has none. */
function readInitial<T>(initial: (() => T | undefined) | undefined): { data: T } | undefined {
  try {
    const data = initial?.();
    return data === undefined ? undefined : { data };
  } catch {
    return undefined;
  }
}

interface Settled<T> {
  readonly status: LoadStatus;
  readonly data: T | undefined;
  readonly message: string | null;
}

/**
 * Runs `load` when it changes (wrap it in `useCallback` with what it depends on) and on
 * `reload()`, and tells the screen where it stands. A failure never empties the screen: the last
 * good data stays, marked `stale`, with the failure's status (issue 11 item 1). A refused session
 * calls `onRefused`. Answers of a load that was replaced meanwhile are dropped.
 */
export function useLoad<T>(load: () => Promise<T>, options: LoadOptions<T> = {}): LoadState<T> {
  const { isEmpty, onRefused, enabled = true, initial } = options;
  const [first] = useState(() => (enabled ? readInitial(initial) : undefined));
  const [settled, setSettled] = useState<Settled<T>>(() =>
    first === undefined
      ? { status: 'loading', data: undefined, message: null }
      : { status: isEmpty?.(first.data) ? 'empty' : 'ready', data: first.data, message: null },
  );
  const [loading, setLoading] = useState(enabled && first === undefined);
  const [version, setVersion] = useState(0);
  // The load whose answer the first render already had: not run for it.
  const answered = useRef(first === undefined ? undefined : load);
  // The latest callbacks, read when an answer comes: a new arrow each render is no reason to reload.
  const latest = useRef({ isEmpty, onRefused });
  useEffect(() => {
    latest.current = { isEmpty, onRefused };
  });

  useEffect(() => {
    if (!enabled) {
      // A load dropped when the screen stopped wanting it (a closed dialog) is not under way.
      setLoading(false);
      return undefined;
    }
    if (answered.current !== undefined) {
      const same = answered.current === load && version === 0;
      answered.current = undefined;
      if (same) return undefined;
    }
    let current = true;
    setLoading(true);
    load().then(
      (data) => {
        if (!current) return;
        const empty = latest.current.isEmpty?.(data) ?? false;
        setSettled({ status: empty ? 'empty' : 'ready', data, message: null });
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        const failure = classifyFailure(error);
        setSettled((s) => ({ status: failure.status, data: s.data, message: failure.message }));
        setLoading(false);
        if (failure.status === 'refused') latest.current.onRefused?.();
      },
    );
    return () => {
      current = false;
    };
  }, [load, enabled, version]);

  // Under way from the moment it is asked, not from the next effect: what waits on it (buttons
  // sending the version read) is never free in between.
  const reload = useCallback(() => {
    setLoading(true);
    setVersion((v) => v + 1);
  }, []);
  const setData = useCallback((update: (data: T | undefined) => T | undefined) => {
    setSettled((s) => ({ ...s, data: update(s.data) }));
  }, []);

  const failed =
    settled.status === 'failed' || settled.status === 'unreachable' || settled.status === 'refused';
  return {
    status: settled.status,
    data: settled.data,
    loading,
    stale: failed && settled.data !== undefined,
    message: settled.message,
    reload,
    setData,
  };
}
