import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCall, useLoad } from '@locasuite/ui';
import { loadLink, loadLinkDocument, requestCode, verifyCode, type SignerApi } from './api';
import { PublicFrame } from './components/CertificateTable';
import { PdfView } from './components/PdfView';
import { doubleAuthTexts as T } from './texts';

export interface DoubleAuthPageProps {
  /** The API client, without a session: the page is public (customers have no account). */
  readonly api: SignerApi;
  /** The link's id; read from the address (`?id=…`) when not given. */
  readonly linkId?: string | null;
}

const idOfAddress = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('id');

/**
 * spec 3 §2.8, §4.4 the customers' double-authentication page
 * (`/signature-double-authentification?id=…`, no login, phone first): signer, e-mail, phone, the
 * document, a code asked by mail, checked and stamped by the server. A missing id or a failed
 * lookup shows nothing (§2.8); an expired or locked link says so.
 */
export function DoubleAuthPage({ api, linkId }: DoubleAuthPageProps) {
  const [id] = useState(() => (linkId === undefined ? idOfAddress() : linkId) ?? '');
  const link = useLoad(
    useCallback(() => loadLink(api, id), [api, id]),
    { enabled: id !== '' },
  );
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState(false);
  const [done, setDone] = useState(false);
  const [viewing, setViewing] = useState(false);
  const ask = useCall(requestCode);
  const check = useCall(verifyCode);
  const documentLoad = useLoad(
    useCallback(() => loadLinkDocument(api, id), [api, id]),
    { enabled: viewing },
  );

  const info = link.data;
  if (id === '' || !info) {
    return link.loading ? (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress />
      </Box>
    ) : null;
  }
  const signed = done || info.signed;
  const closed = !signed && (info.expired || info.locked);
  const onAsk = async () => {
    if ((await ask.run(api, id)).ok) setAsked(true);
  };
  const onCheck = async () => {
    if ((await check.run(api, id, code)).ok) setDone(true);
  };
  const wrong = check.status === 'failed';

  return (
    <PublicFrame width={560}>
      <Typography component="h1" variant="h5">
        {T.title}
      </Typography>
      <Box>
        <Typography>
          {T.signer} : <strong>{info.client}</strong>
        </Typography>
        <Typography>
          {T.email} : {info.email}
        </Typography>
        <Typography>
          {T.phone} : {info.phone}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={() => setViewing(true)}>
        {signed ? T.viewSigned : T.view}
      </Button>
      {signed && <Alert severity="success">{done ? T.done : T.alreadySigned}</Alert>}
      {closed && <Alert severity="error">{info.expired ? T.expired : T.locked}</Alert>}
      {!signed && !closed && (
        <>
          <Button
            variant="contained"
            size="large"
            disabled={ask.status === 'running'}
            onClick={() => void onAsk()}
          >
            {asked || info.codeSent ? T.newCode : T.askCode(info.phone || info.email)}
          </Button>
          {ask.status === 'done' && <Alert severity="info">{T.codeSent}</Alert>}
          {ask.message && <Alert severity="error">{ask.message}</Alert>}
          {(asked || info.codeSent) && (
            <>
              <TextField
                label={T.codeLabel}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' },
                }}
                error={wrong}
              />
              {check.message && (
                <Typography role="alert" sx={{ color: 'error.main' }}>
                  {check.message}
                </Typography>
              )}
              <Button
                variant="contained"
                color="success"
                size="large"
                disabled={code.length !== 6 || check.status === 'running'}
                onClick={() => void onCheck()}
              >
                {T.validate}
              </Button>
            </>
          )}
        </>
      )}
      <Dialog open={viewing} onClose={() => setViewing(false)} fullScreen>
        <PdfView bytes={documentLoad.data} maxWidth={800} />
        <DialogActions>
          <Button onClick={() => setViewing(false)}>{T.close}</Button>
        </DialogActions>
      </Dialog>
    </PublicFrame>
  );
}
