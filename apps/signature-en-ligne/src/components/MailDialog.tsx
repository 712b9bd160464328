import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { words } from '@locasuite/ui';
import { texts as T } from '../texts';

export interface MailDialogProps {
  readonly initialEmail: string;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onSend: (email: string) => void;
}

/** spec 3 §2.7 « Envoie de mail(s) »: a `Mail` field and `Envoyer`. */
export function MailDialog({ initialEmail, busy, onCancel, onSend }: MailDialogProps) {
  const [email, setEmail] = useState(initialEmail);
  return (
    <Dialog open onClose={busy ? undefined : onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{T.mailTitle}</DialogTitle>
      <DialogContent>
        <TextField
          sx={{ mt: 1 }}
          fullWidth
          label={T.mail}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {words.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={busy || email.trim() === ''}
          onClick={() => onSend(email.trim())}
        >
          {T.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
