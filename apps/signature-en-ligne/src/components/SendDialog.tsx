import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ConfirmDialog, words } from '@locasuite/ui';
import { texts as T } from '../texts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SendDialogProps {
  readonly initialEmail: string;
  readonly initialPhone: string;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onSend: (email: string, phone: string) => void;
}

/**
 * spec 3 §2.7: « Information client » (e-mail, phone) → « Envoyer pour signature » → « Valider
 * mon envoie » (Oui/Non). What was typed stays when the server refuses.
 */
export function SendDialog({
  initialEmail,
  initialPhone,
  busy,
  onCancel,
  onSend,
}: SendDialogProps) {
  const [email, setEmail] = useState(initialEmail);
  const [phone, setPhone] = useState(initialPhone);
  const [confirming, setConfirming] = useState(false);
  const valid = EMAIL.test(email.trim());
  return (
    <>
      <Dialog open onClose={busy ? undefined : onCancel} fullWidth maxWidth="xs">
        <DialogTitle>{T.infoTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={T.infoEmail}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label={T.infoPhone}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {words.cancel}
          </Button>
          <Button variant="contained" disabled={busy || !valid} onClick={() => setConfirming(true)}>
            {T.sendForSignature}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={T.confirmSend}
        message={T.confirmSendMessage(email.trim())}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSend(email.trim(), phone.trim());
        }}
      />
    </>
  );
}
