import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { ActionMessage, ToolDialog, useDialogAction } from '@locasuite/ui';
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
  /** Resolves once unlocked; rejects with the refusal's French text. */
  readonly onUnlock: (password: string) => Promise<void>;
  readonly onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const action = useDialogAction();
  const close = () => {
    setPassword('');
    action.reset();
    onClose();
  };
  const submit = async () => {
    if (await action.run(() => onUnlock(password))) close();
  };
  return (
    <ToolDialog
      open={open}
      title={t.unlock.title}
      onClose={close}
      busy={action.busy}
      maxWidth="xs"
      confirm={{
        label: t.unlock.confirm,
        disabled: password === '',
        onClick: () => void submit(),
      }}
    >
      <DialogContentText sx={{ mb: 2 }}>{t.unlock.text}</DialogContentText>
      <ActionMessage result={action.result} sx={{ mb: 2 }} />
      <TextField
        label={t.unlock.password}
        type="password"
        value={password}
        autoFocus
        fullWidth
        disabled={action.busy}
        autoComplete="current-password"
        onChange={(event) => setPassword(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && password !== '') void submit();
        }}
      />
    </ToolDialog>
  );
}
