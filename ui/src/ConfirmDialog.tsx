import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { words } from './words';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, in French. */
  message: ReactNode;
  /** The person answered `Oui`. */
  onConfirm: () => void;
  /** The person answered `Non`, pressed Escape or clicked outside. */
  onCancel: () => void;
  /** Disables both answers while the confirmed action runs. */
  busy?: boolean;
  /** Disables only `Oui` (an incomplete choice in the message, e.g. a missing date). */
  canConfirm?: boolean;
  /** The answers' words when a spec writes them otherwise (spec 2 §2.2 « OUI / NON »). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action destroys something (a deletion): `Oui` is red. */
  destructive?: boolean;
}

/** A Oui/Non confirmation (e.g. spec 2 §2.1 technician reassignment). */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  busy = false,
  canConfirm = true,
  confirmLabel = words.yes,
  cancelLabel = words.no,
  destructive = false,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy || !canConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
