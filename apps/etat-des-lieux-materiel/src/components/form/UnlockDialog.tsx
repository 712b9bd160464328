import { useState } from 'react';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { ToolDialog } from '@locasuite/ui';
import { formTexts as t } from '../../texts';

/**
 * spec 3 §2.2 "unlock for editing (password dialog)", §4.1: the password goes to the server
 * (`verif_root_mode_with_password`), which keeps the unlock for this record. A refusal is shown
 * in the dialog and the typed password stays.
 */
export function UnlockDialog({
  open,
  onUnlock,
  onClose,
}: {
  readonly open: boolean;
  /** Resolves to null when unlocked, else the refusal's text. */
  readonly onUnlock: (password: string) => Promise<string | null>;
  readonly onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setPassword('');
    setRefusal(null);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    const answer = await onUnlock(password);
    setBusy(false);
    setRefusal(answer);
    if (answer === null) close();
  };
  return (
    <ToolDialog
      open={open}
      title={t.unlock.title}
      onClose={close}
      busy={busy}
      maxWidth="xs"
      confirm={{
        label: t.unlock.confirm,
        disabled: password === '',
        onClick: () => void submit(),
      }}
    >
      <DialogContentText sx={{ mb: 2 }}>{t.unlock.text}</DialogContentText>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <TextField
        label={t.unlock.password}
        type="password"
        value={password}
        autoFocus
        fullWidth
        disabled={busy}
        autoComplete="current-password"
        onChange={(event) => setPassword(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && password !== '') void submit();
        }}
      />
    </ToolDialog>
  );
}
