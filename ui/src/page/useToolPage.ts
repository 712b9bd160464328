import { useCallback, useEffect, useRef, useState } from 'react';
import type { SnackbarSeverity } from '../Snackbar';
import type { ToolSession } from '../toolPage';
import { refusalAware } from '../useCall';
import type { LoadState } from '../useLoad';

/** A load of the page, as `useLoad` gives it (only what the frame reads). */
export type PageLoad = Pick<LoadState<unknown>, 'status' | 'stale' | 'loading' | 'reload'>;

/** The green or red message at the bottom of the page. */
export interface PageNotice {
  readonly text: string;
  readonly severity: SnackbarSeverity;
}

/** What happens around a save the page hands to a dialog (`page.save(call, options)`). */
export interface PageSaveOptions {
  /** The green message once it went through (« Paramètres enregistrés »). */
  readonly done?: string;
  /** Closes the open dialog once it went through. */
  readonly close?: boolean;
  /** Runs once it went through (a reload). */
  readonly then?: () => void;
  /** Runs when it did not (the page puts back what it changed before the answer). */
  readonly revert?: () => void;
}

export interface ToolPageOptions {
  /** The page's loads: the frame says the first failed one, and `Réessayer` reloads them all. */
  readonly loads?: readonly PageLoad[];
  /** What `Réessayer` does, when more than reloading the loads (default: reload each). */
  readonly retry?: () => void;
}

/**
 * The state every tool page keeps the same way (issue 32 item 1), in the spirit of react-admin's
 * controller hooks: the page's loads (the first failed one, any under way, `retry`), the open
 * dialog (one at a time), the notice at the bottom, the red banner, and `save`, which wraps a
 * dialog's save so that a refused session goes to the shell and success closes, notifies and
 * reloads. `ToolPageFrame` draws it.
 */
export interface ToolPageController<D extends string = string> {
  /** spec 1 §6, spec 2 §6: administrator when the user's flag admin is 1. */
  readonly admin: boolean;
  /** The shell's reaction to a refused session (401). */
  readonly onRefused: () => void;
  /** A load is under way (the loading veil). */
  readonly loading: boolean;
  /** The first failed load, for `LoadProblem` (undefined when none failed). */
  readonly problem: PageLoad | undefined;
  /** `Réessayer` and `Actualiser`: reads everything again. */
  retry(): void;
  /** The open dialog, null when none is. */
  readonly dialog: D | null;
  open(dialog: D): void;
  close(): void;
  readonly notice: PageNotice | null;
  notify(text: string, severity?: SnackbarSeverity): void;
  closeNotice(): void;
  /** The red 5-second banner's message (a refused change), null when none shows. */
  readonly error: string | null;
  fail(message: string | null): void;
  /**
   * A dialog's save: rejects with the server's French message as it came (the dialog shows it,
   * keeping what was typed), hands a refused session to the shell, and once it went through
   * closes the dialog, notifies and runs `then` as asked.
   */
  save<A extends unknown[]>(
    call: (...args: A) => Promise<unknown>,
    options?: PageSaveOptions,
  ): (...args: A) => Promise<void>;
}

const NO_LOADS: readonly PageLoad[] = [];

export function useToolPage<D extends string = string>(
  session: Pick<ToolSession, 'user' | 'onRefused'>,
  options: ToolPageOptions = {},
): ToolPageController<D> {
  const { loads = NO_LOADS, retry: retryAll } = options;
  const { onRefused } = session;
  const [dialog, setDialog] = useState<D | null>(null);
  const [notice, setNotice] = useState<PageNotice | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The latest loads and retry, read when `Réessayer` is pressed: `retry` itself never changes.
  const latest = useRef({ loads, retryAll });
  useEffect(() => {
    latest.current = { loads, retryAll };
  });

  const retry = useCallback(() => {
    if (latest.current.retryAll) latest.current.retryAll();
    else for (const load of latest.current.loads) load.reload();
  }, []);
  const open = useCallback((next: D) => setDialog(next), []);
  const close = useCallback(() => setDialog(null), []);
  const notify = useCallback(
    (text: string, severity: SnackbarSeverity = 'success') => setNotice({ text, severity }),
    [],
  );
  const closeNotice = useCallback(() => setNotice(null), []);
  const save = useCallback(
    <A extends unknown[]>(call: (...args: A) => Promise<unknown>, how: PageSaveOptions = {}) =>
      refusalAware(async (...args: A) => {
        try {
          await call(...args);
        } catch (failure) {
          how.revert?.();
          throw failure;
        }
        if (how.close) setDialog(null);
        if (how.done !== undefined) setNotice({ text: how.done, severity: 'success' });
        how.then?.();
      }, onRefused),
    [onRefused],
  );

  const problem = loads.find((load) => load.status === 'failed' || load.status === 'unreachable');
  const loading = loads.some((load) => load.loading);
  // Its functions keep their identity from render to render (dependencies of the page's hooks).
  return {
    admin: session.user?.admin === true,
    onRefused,
    loading,
    problem,
    retry,
    dialog,
    open,
    close,
    notice,
    notify,
    closeNotice,
    error,
    fail: setError,
    save,
  };
}
