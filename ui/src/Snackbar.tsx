import MuiSnackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';

export type SnackbarSeverity = 'success' | 'error';

export const SNACKBAR_DEFAULT_DURATION_MS = 3000;

export interface SnackbarProps {
  /** The French message; `null` closes the snackbar. */
  message: string | null;
  /** Green for a success, red for a failure. */
  severity?: SnackbarSeverity;
  onClose: () => void;
  /** Defaults to 3 s; `Infinity` keeps the message until it is closed. */
  durationMs?: number;
}

/** A short green or red confirmation at the bottom of the screen, for a configurable time. */
export function Snackbar({
  message,
  severity = 'success',
  onClose,
  durationMs = SNACKBAR_DEFAULT_DURATION_MS,
}: SnackbarProps) {
  return (
    <MuiSnackbar
      // A new message gets its whole time: MUI restarts its timer only when `open` changes.
      key={message ?? ''}
      open={message !== null}
      autoHideDuration={Number.isFinite(durationMs) ? durationMs : null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={onClose}
        slotProps={{ closeButton: { 'aria-label': 'Fermer le message' } }}
        sx={{ width: '100%' }}
      >
        {message}
      </Alert>
    </MuiSnackbar>
  );
}
