import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ConfirmDialog, ToolDialog } from '@locasuite/ui';
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
      <ToolDialog
        title={T.infoTitle}
        onClose={onCancel}
        busy={busy}
        maxWidth="xs"
        confirm={{
          label: T.sendForSignature,
          disabled: !valid,
          onClick: () => setConfirming(true),
        }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={T.infoEmail}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField label={T.infoPhone} value={phone} onChange={(e) => setPhone(e.target.value)} />
        </Stack>
      </ToolDialog>
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
