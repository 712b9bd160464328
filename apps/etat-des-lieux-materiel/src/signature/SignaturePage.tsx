import { useState } from 'react';
import type { ReactNode } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { SignatureView } from '@locasuite/core';
import { ConfirmDialog, LoadProblem, words } from '@locasuite/ui';
import type { EtatdlApi } from '../api';
import { SignaturePadField } from '../components/form/SignaturePadField';
import { signatureTexts as T } from './texts';
import { useSignatureRequest, type SignatureRequestState } from './useSignatureRequest';

export interface SignaturePageProps {
  /** The API client, without a session: the page is public (customers have no account). */
  readonly api: EtatdlApi;
  /** The link's id; read from the address (`?id=…`) when not given. */
  readonly linkId?: string | null;
  /** The clock END_DATE is compared with (tests and stories). */
  readonly now?: () => Date;
}

const linkIdOfAddress = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('id');

/**
 * spec 3 §2.5 the customers' online signature page (`/etat-des-lieux-materiel/signature?id=…`):
 * 1 sign (contract, registration, a dialog with the signer's name, the pad and a final Oui/Non
 * confirmation), 2 saved, 3 error (also without an id), 4 already signed, 5 link expired. The
 * server's answers decide the view.
 */
export function SignaturePage({ api, linkId, now }: SignaturePageProps) {
  const [id] = useState(() => (linkId === undefined ? linkIdOfAddress() : linkId));
  const request = useSignatureRequest(api, id, now);
  return (
    <SignatureFrame>
      <SignatureBody request={request} />
    </SignatureFrame>
  );
}

/** The page's frame: a centred card on a computer, the whole width on a phone. */
export function SignatureFrame({ children }: { readonly children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: { xs: 'stretch', sm: 'center' },
        bgcolor: 'background.default',
        p: { xs: 0, sm: 3 },
      }}
    >
      <Paper
        elevation={2}
        sx={{
          width: '100%',
          maxWidth: 640,
          p: { xs: 2.5, sm: 4 },
          borderRadius: { xs: 0, sm: 2 },
          minHeight: { xs: '100dvh', sm: 'auto' },
          boxShadow: { xs: 'none', sm: 2 },
          alignSelf: { xs: 'flex-start', sm: 'center' },
        }}
      >
        <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
          {T.title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

function SignatureBody({ request }: { readonly request: SignatureRequestState }) {
  if (request.unreachable && !request.view) {
    return (
      <LoadProblem
        status="unreachable"
        stale={false}
        failedMessage={T.error}
        onRetry={request.reload}
      />
    );
  }
  if (!request.view) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={28} />
        <Typography>{T.loading}</Typography>
      </Box>
    );
  }
  return <ViewFor view={request.view} request={request} />;
}

/** Views 2 to 5 of spec 3 §2.5: saved, error, already signed, expired. */
export function SignatureOutcome({ view }: { readonly view: Exclude<SignatureView, 'sign'> }) {
  switch (view) {
    case 'saved':
      return (
        <Outcome icon={<CheckCircleIcon color="success" />} title={T.savedTitle} text={T.saved} />
      );
    case 'alreadySigned':
      return (
        <Outcome
          icon={<TaskAltIcon color="info" />}
          title={T.alreadySignedTitle}
          text={T.alreadySigned}
        />
      );
    case 'expired':
      return (
        <Outcome
          icon={<EventBusyIcon color="warning" />}
          title={T.expiredTitle}
          text={T.expired}
          help={T.expiredHelp}
        />
      );
    case 'error':
      return <Outcome icon={<ErrorIcon color="error" />} title={T.errorTitle} text={T.error} />;
  }
}

function ViewFor({
  view,
  request,
}: {
  readonly view: SignatureView;
  readonly request: SignatureRequestState;
}) {
  return view === 'sign' ? <SignView request={request} /> : <SignatureOutcome view={view} />;
}

function Outcome({
  icon,
  title,
  text,
  help,
}: {
  readonly icon: ReactNode;
  readonly title: string;
  readonly text: string;
  readonly help?: string;
}) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 3,
      }}
    >
      <Box sx={{ '& svg': { fontSize: 56 } }}>{icon}</Box>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Typography>{text}</Typography>
      {help && <Typography color="text.secondary">{help}</Typography>}
    </Box>
  );
}

function Fact({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{value}</Typography>
    </Box>
  );
}

function SignView({ request }: { readonly request: SignatureRequestState }) {
  const [open, setOpen] = useState(false);
  // Kept while the dialog closes and opens again, and after a failed send.
  const [signer, setSigner] = useState('');
  const [signature, setSignature] = useState('');
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mb: 2 }}>
        <Fact label={T.contract} value={request.info?.contract ?? ''} />
        <Fact label={T.registration} value={request.info?.registration ?? ''} />
      </Box>
      <Typography sx={{ mb: 3 }}>{T.intro}</Typography>
      <Button variant="contained" size="large" fullWidth onClick={() => setOpen(true)}>
        {T.sign}
      </Button>
      <SignDialog
        open={open}
        onClose={() => setOpen(false)}
        signer={signer}
        onSigner={setSigner}
        signature={signature}
        onSignature={setSignature}
        save={request.save}
      />
    </>
  );
}

function SignDialog({
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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1, alignContent: 'start' }}>
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
            <SignaturePadField
              field="signature"
              label={T.pad}
              value={signature}
              disabled={busy}
              missing={signatureMissing}
              onValue={(_field, value) => onSignature(value)}
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
