import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { LoadState, LoadStatus } from './useLoad';
import { words } from './words';

/** What `LoadProblem` reads of a `useLoad` state. */
export type LoadProblemSource = Pick<LoadState<unknown>, 'status' | 'stale' | 'reload'>;

interface LoadProblemCommon {
  /** The tool's message for a failure other than the network (default: the shared one). */
  readonly failedMessage?: string;
  readonly sx?: SxProps<Theme>;
}

export type LoadProblemProps = LoadProblemCommon &
  (
    | {
        /** The load (`useLoad()`): its status, whether older data stays, and `reload` to retry. */
        readonly load: LoadProblemSource;
        /** Instead of the load's `reload` (several loads retried together). */
        readonly onRetry?: () => void;
        readonly status?: never;
        readonly stale?: never;
      }
    | {
        readonly load?: never;
        /** The load's status (`useLoad().status`); nothing is drawn unless it failed. */
        readonly status: LoadStatus;
        /** The data on screen comes from an earlier load (`useLoad().stale`). */
        readonly stale?: boolean;
        readonly onRetry: () => void;
      }
  );

/**
 * The one way a screen says a load failed (issue 11 item 1): the unreachable-server message or
 * the tool's failure message, « Les données affichées n’ont pas été actualisées. » when earlier
 * data stays on screen, and `Réessayer`. A refused session draws nothing: the shell opens /login.
 * Give it the load (`<LoadProblem load={lines} failedMessage={texts.linesFailed} />`), or its
 * status, staleness and retry one by one.
 */
export function LoadProblem(props: LoadProblemProps) {
  const { failedMessage, sx } = props;
  const status = props.load ? props.load.status : props.status;
  const stale = (props.load ? props.load.stale : props.stale) ?? false;
  const onRetry = props.onRetry ?? props.load?.reload;
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
