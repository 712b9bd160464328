import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { LoadStatus } from './useLoad';
import { words } from './words';

export interface LoadProblemProps {
  /** The load's status (`useLoad().status`); nothing is drawn unless it failed. */
  readonly status: LoadStatus;
  /** The data on screen comes from an earlier load (`useLoad().stale`). */
  readonly stale?: boolean;
  /** The tool's message for a failure other than the network (default: the shared one). */
  readonly failedMessage?: string;
  readonly onRetry: () => void;
  readonly sx?: SxProps<Theme>;
}

/**
 * The one way a screen says a load failed (issue 11 item 1): the unreachable-server message or
 * the tool's failure message, « Les données affichées n’ont pas été actualisées. » when earlier
 * data stays on screen, and `Réessayer`. A refused session draws nothing: the shell opens /login.
 */
export function LoadProblem({
  status,
  stale = false,
  failedMessage,
  onRetry,
  sx,
}: LoadProblemProps) {
  if (status !== 'failed' && status !== 'unreachable') return null;
  const message =
    status === 'unreachable' ? words.unreachable : (failedMessage ?? words.loadFailed);
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {words.retry}
        </Button>
      }
    >
      {stale ? `${message} ${words.notRefreshed}` : message}
    </Alert>
  );
}
