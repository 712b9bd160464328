import type { ReactNode } from 'react';
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { texts } from '../texts';

export interface YesNoDialogProps {
  readonly title: string;
  readonly children: ReactNode;
  readonly busy?: boolean;
  /** Disables OUI (an incomplete choice). */
  readonly canConfirm?: boolean;
  readonly onYes: () => void;
  readonly onNo: () => void;
}

/** spec 2 §2.2 deletion and recurrence-deletion confirmations (OUI / NON). */
export function YesNoDialog({
  title,
  children,
  busy = false,
  canConfirm = true,
  onYes,
  onNo,
}: YesNoDialogProps) {
  const id = useId();
  return (
    <Dialog open onClose={busy ? undefined : onNo} aria-labelledby={id} maxWidth="xs" fullWidth>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onNo} disabled={busy}>
          {texts.confirm.no}
        </Button>
        <Button variant="contained" color="error" onClick={onYes} disabled={busy || !canConfirm}>
          {texts.confirm.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
