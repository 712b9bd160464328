import { useState } from 'react';
import type { ReactNode } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SignatureView } from '@locasuite/core';
import { LoadProblem } from '@locasuite/ui';
import type { EtatdlApi } from '../api';
import { signatureTexts as T } from './texts';
import { SignDialog } from './SignDialog';
import {
  useSignatureRequest,
  type SignatureRequestInfo,
  type SignatureRequestState,
} from './useSignatureRequest';

export interface SignaturePageProps {
  /** The API client, without a session: the page is public (customers have no account). */
  readonly api: EtatdlApi;
  /** The link's id; read from the address (`?id=…`) when not given. */
  readonly linkId?: string | null;
}

const linkIdOfAddress = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('id');

/**
 * spec 3 §2.5 the customers' online signature page (`/etat-des-lieux-materiel/signature?id=…`):
 * 1 sign (contract, registration, a dialog with the signer's name, the pad and a final Oui/Non
 * confirmation), 2 saved, 3 error (also without an id), 4 already signed (naming who signed and
 * when), 5 link expired. The server's answers decide the view, never the device's clock. View 1
 * opens the report the link asks to sign (get_signature_pdf).
 */
export function SignaturePage({ api, linkId }: SignaturePageProps) {
  const [id] = useState(() => (linkId === undefined ? linkIdOfAddress() : linkId));
  const request = useSignatureRequest(api, id);
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

/** Views 2 to 5 of spec 3 §2.5: saved, error, already signed (by whom, when), expired. */
export function SignatureOutcome({
  view,
  signed,
}: {
  readonly view: Exclude<SignatureView, 'sign'>;
  /** Who signed the request and when (view 4), as the server answered. */
  readonly signed?: SignatureRequestInfo['signed'];
}) {
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
          help={signed ? T.signedBy(signed.by, signed.at) : undefined}
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
  return view === 'sign' ? (
    <SignView request={request} />
  ) : (
    <SignatureOutcome view={view} signed={request.info?.signed ?? null} />
  );
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
      <Typography sx={{ mb: 1 }}>{T.intro}</Typography>
      {request.info?.end && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {T.validUntil(request.info.end)}
        </Typography>
      )}
      <DocumentButton open={request.openDocument} />
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

/** Opens the report the link asks to sign; says in French why it could not. */
function DocumentButton({ open }: { readonly open: SignatureRequestState['openDocument'] }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const show = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await open();
    setBusy(false);
    if (outcome.kind === 'unreachable') setProblem(T.documentUnreachable);
    if (outcome.kind === 'refused') setProblem(outcome.message);
  };
  return (
    <Box sx={{ mb: 2 }}>
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={busy ? <CircularProgress size={20} /> : <PictureAsPdfIcon />}
        disabled={busy}
        onClick={() => void show()}
      >
        {busy ? T.openingDocument : T.openDocument}
      </Button>
    </Box>
  );
}
