import { useState } from 'react';
import MailIcon from '@mui/icons-material/Mail';
import RefreshIcon from '@mui/icons-material/Refresh';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClientFile } from '@locasuite/core';
import { LoadProblem, Snackbar, useCall } from '@locasuite/ui';
import type { ToolPageProps } from '@locasuite/ui';
import { sendForSignature, signFile, type SignerApi } from './api';
import { EvidenceDialog } from './components/EvidenceDialog';
import { FileTable } from './components/FileTable';
import { MailDialog } from './components/MailDialog';
import { SendDialog } from './components/SendDialog';
import { SignDialog } from './components/SignDialog';
import { ViewerDialog } from './components/ViewerDialog';
import { useSignerFiles, type SignedFilter } from './hooks/useSignerFiles';
import { texts as T } from './texts';

type Notice = { readonly message: string; readonly severity: 'success' | 'error' } | null;

const searchOfAddress = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('search');

/**
 * spec 3 §2.7 the staff PDF signer (/signature-en-ligne): a client's contracts and invoices,
 * signed on screen (stamped by the server) or sent for remote double-authentication signing,
 * mailed, and each with its evidence (issue 36).
 */
export function SignatureEnLignePage({ api, session }: ToolPageProps<SignerApi>) {
  const [search] = useState(searchOfAddress);
  const s = useSignerFiles(api, session.onRefused, search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<ClientFile | null>(null);
  const [signing, setSigning] = useState(false);
  const [sending, setSending] = useState<ClientFile | null>(null);
  const [mailing, setMailing] = useState(false);
  const [evidence, setEvidence] = useState<ClientFile | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const sign = useCall(signFile, { onRefused: session.onRefused });
  const send = useCall(sendForSignature, { onRefused: session.onRefused });

  const fail = (message: string) => setNotice({ message, severity: 'error' });
  // A refused or unreachable call says why in its own words (the server's French message).
  const failedCall = [sign, send].find((c) => c.status === 'failed' || c.status === 'unreachable');

  const onSign = async (png: string) => {
    if (!viewing) return;
    const done = await sign.run(api, viewing.path, png);
    if (!done.ok) return;
    setSigning(false);
    setViewing(null);
    setNotice({ message: T.signed, severity: 'success' });
    s.files.reload();
  };
  const onSend = async (email: string, phone: string) => {
    if (!sending) return;
    const done = await send.run(api, sending.path, email, phone);
    if (!done.ok) return;
    setSending(null);
    setNotice({ message: T.sent, severity: 'success' });
  };
  const toggle = (path: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (!next.delete(path)) next.add(path);
      return next;
    });

  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 2 }, width: '100%', maxWidth: 1400, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <LoadProblem load={s.clients} failedMessage={T.clientsFailed} sx={{ mb: 2 }} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Autocomplete
          sx={{ flex: 1, minWidth: 260 }}
          options={s.clients.data ?? []}
          loading={s.clients.loading}
          value={s.client}
          onChange={(_e, value) => {
            s.choose(value?.id ?? null);
            setSelected(new Set());
          }}
          getOptionLabel={(c) => c.company}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={T.noClient}
          renderInput={(params) => (
            <TextField
              {...params}
              label={T.client}
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  endAdornment: (
                    <>
                      {s.clients.loading && <CircularProgress size={20} />}
                      {params.slotProps.input.endAdornment}
                    </>
                  ),
                },
              }}
            />
          )}
        />
        <TextField
          select
          sx={{ minWidth: 280 }}
          label={T.filter}
          value={s.filter}
          onChange={(e) => {
            const v = e.target.value as unknown;
            s.setFilter((typeof v === 'string' ? v.split(',') : (v as string[])) as SignedFilter[]);
          }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (v) =>
                (v as SignedFilter[])
                  .map((x) => (x === 'NOK' ? T.waiting : T.signedFilter))
                  .join(', '),
            },
          }}
        >
          {(['NOK', 'OK'] as const).map((value) => (
            <MenuItem key={value} value={value}>
              <Checkbox checked={s.filter.includes(value)} />
              <ListItemText primary={value === 'NOK' ? T.waiting : T.signedFilter} />
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button startIcon={<RefreshIcon />} onClick={s.files.reload} disabled={!s.client}>
            {T.reload}
          </Button>
          <Button
            startIcon={<MailIcon />}
            variant="outlined"
            onClick={() => (selected.size === 0 ? fail(T.selectFirst) : setMailing(true))}
            disabled={!s.client}
          >
            {T.email}
          </Button>
        </Stack>
      </Stack>
      <Paper variant="outlined">
        {!s.client ? (
          <Typography sx={{ p: 2 }}>{T.chooseClient}</Typography>
        ) : (
          <>
            <LoadProblem load={s.files} failedMessage={T.loadFailed} sx={{ m: 1 }} />
            {s.files.loading && !s.files.data ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
                <CircularProgress />
              </Box>
            ) : (
              <FileTable
                files={s.shown}
                selected={selected}
                onToggle={toggle}
                onOpen={setViewing}
                onSendOnline={setSending}
                onEvidence={setEvidence}
              />
            )}
          </>
        )}
      </Paper>
      {viewing && (
        <ViewerDialog
          api={api}
          file={viewing}
          onRefused={session.onRefused}
          onSign={() => setSigning(true)}
          onClose={() => setViewing(null)}
        />
      )}
      <SignDialog
        open={signing}
        busy={sign.status === 'running'}
        onCancel={() => setSigning(false)}
        onSign={(png) => void onSign(png)}
      />
      {sending && (
        <SendDialog
          initialEmail={sending.email || s.client?.email || ''}
          initialPhone={sending.phone || s.client?.phone || ''}
          busy={send.status === 'running'}
          onCancel={() => setSending(null)}
          onSend={(email, phone) => void onSend(email, phone)}
        />
      )}
      <MailDialog
        api={api}
        open={mailing}
        clientEmail={s.client?.email ?? ''}
        paths={[...selected]}
        onClose={() => setMailing(false)}
        onSent={() => setSelected(new Set())}
        onRefused={session.onRefused}
      />
      {evidence && (
        <EvidenceDialog
          api={api}
          path={evidence.path}
          name={evidence.title}
          onRefused={session.onRefused}
          onClose={() => setEvidence(null)}
        />
      )}
      <Snackbar
        message={notice?.message ?? null}
        severity={notice?.severity}
        onClose={() => setNotice(null)}
      />
      <Snackbar
        message={failedCall?.message ?? null}
        severity="error"
        onClose={() => failedCall?.reset()}
      />
    </Box>
  );
}
