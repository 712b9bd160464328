import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import { ConfirmDialog, words } from '@locasuite/ui';
import { SignaturePad } from '@locasuite/ui/field';
import { formTexts } from '../texts';
import { signatureTexts as T } from './texts';
import type { SignatureRequestState } from './useSignatureRequest';

/**
 * The pad on a phone (portrait, or landscape with little height): the dialog's whole width and
 * as much height as the screen leaves, between 140 px and three quarters of the width.
 */
const PHONE_PAD: SxProps<Theme> = {
  aspectRatio: 'auto',
  maxHeight: 'none',
  height: 'clamp(140px, calc(100dvh - 250px), 75vw)',
};

/**
 * spec 3 §2.5 view 1's dialog: the signer's name, the pad (black pen, undo, clear) and the final
 * Oui/Non confirmation; full screen on a phone, the pad then as large as the screen allows.
 */
export function SignDialog({
  open,
  onClose,
  signer,
  onSigner,
  signature,
  onSignature,
  save,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly signer: string;
  readonly onSigner: (value: string) => void;
  readonly signature: string;
  readonly onSignature: (value: string) => void;
  readonly save: SignatureRequestState['save'];
}) {
  // A phone held either way: narrow, or landscape with little height.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const low = useMediaQuery('(max-height: 500px)');
  const phone = narrow || low;
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const signerMissing = tried && signer.trim() === '';
  const signatureMissing = tried && signature === '';

  const validate = () => {
    setTried(true);
    if (signer.trim() === '' || signature === '') return;
    setConfirming(true);
  };

  const send = async () => {
    setConfirming(false);
    setBusy(true);
    setProblem(null);
    setUnreachable(false);
    const outcome = await save(signer.trim(), signature);
    setBusy(false);
    if (outcome.kind === 'unreachable') setUnreachable(true);
    if (outcome.kind === 'refused') setProblem(outcome.message);
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={busy ? undefined : onClose}
        fullWidth
        maxWidth="sm"
        fullScreen={phone}
        aria-labelledby="signature-dialog-title"
      >
        {busy && <LinearProgress aria-label={T.saving} />}
        <DialogTitle id="signature-dialog-title">{T.dialogTitle}</DialogTitle>
        <DialogContent
          sx={{ display: 'grid', gap: 2, pt: 1, px: phone ? 2 : 3, alignContent: 'start' }}
        >
          {unreachable && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void send()}>
                  {words.retry}
                </Button>
              }
            >
              {T.notSent}
            </Alert>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            label={T.signerLabel}
            value={signer}
            onChange={(event) => onSigner(event.target.value)}
            error={signerMissing}
            helperText={signerMissing ? T.signerRequired : undefined}
            disabled={busy}
            autoComplete="name"
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Box>
            <SignaturePad
              name="signature"
              label={T.pad}
              value={signature}
              disabled={busy}
              missing={signatureMissing}
              onChange={onSignature}
              texts={formTexts.signatures}
              frameSx={phone ? PHONE_PAD : undefined}
            />
            <Typography
              variant="caption"
              color={signatureMissing ? 'warning.dark' : 'text.secondary'}
              component="p"
            >
              {signatureMissing ? T.signatureRequired : T.drawPrompt}
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {words.cancel}
          </Button>
          <Button variant="contained" onClick={validate} disabled={busy}>
            {T.validate}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={T.confirmTitle}
        message={T.confirmMessage}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
