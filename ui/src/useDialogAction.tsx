import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCall } from './useCall';

/** What a dialog's last action came to: its « done » text, or the server's French refusal. */
export interface ActionResult {
  readonly text: string;
  readonly ok: boolean;
  /** Refused because someone saved the record meanwhile (409): the dialog may show theirs. */
  readonly conflict?: boolean;
}

export interface DialogAction {
  /**
   * Runs one of the dialog's saves (its callback rejects with a French message) and resolves to
   * whether it went through. Meanwhile `busy` is true; then `result` holds `done` or the message.
   * What the person typed is the dialog's state and stays as it is either way.
   */
  run(action: () => Promise<unknown>, done?: string): Promise<boolean>;
  readonly busy: boolean;
  readonly result: ActionResult | null;
  /** Forgets the last result (a dialog opened again starts without its old message). */
  reset(): void;
}

/**
 * The write-call state of a dialog that saves several things in place (add, delete, save a
 * choice): `useCall`'s states, with a success text the dialog chooses per action. The dialog's
 * save callbacks hand a refused session to the shell themselves (`refusalAware`).
 */
export function useDialogAction(): DialogAction {
  const call = useCall((action: () => Promise<unknown>) => action());
  const [done, setDone] = useState<string | null>(null);
  const { run: runCall, reset: resetCall } = call;
  const run = useCallback(
    async (action: () => Promise<unknown>, text?: string) => {
      setDone(null);
      const outcome = await runCall(action);
      if (outcome.ok && text !== undefined) setDone(text);
      return outcome.ok;
    },
    [runCall],
  );
  const reset = useCallback(() => {
    resetCall();
    setDone(null);
  }, [resetCall]);
  const failed = call.message !== null && call.status !== 'running' && call.status !== 'done';
  return {
    run,
    reset,
    busy: call.status === 'running',
    result: failed
      ? { text: call.message ?? '', ok: false, ...(call.conflict && { conflict: true }) }
      : call.status === 'done' && done !== null
        ? { text: done, ok: true }
        : null,
  };
}

/** The line a dialog shows above its content after an action: green when done, red when refused. */
export function ActionMessage({
  result,
  sx = { mb: 1 },
}: {
  readonly result: ActionResult | null;
  readonly sx?: SxProps<Theme>;
}) {
  if (!result) return null;
  return (
    <Alert severity={result.ok ? 'success' : 'error'} sx={sx}>
      {result.text}
    </Alert>
  );
}
