import { useCallback, useId, useState } from 'react';
import type { FormEvent } from 'react';
import CancelIcon from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  CONDITION_SNACKBAR_MS,
  emailOutcome,
  isApiError,
  type ConditionLeg,
  type ConditionSnackbar,
} from '@locasuite/core';
import { LoadProblem, Snackbar, classifyFailure, useLoad, words } from '@locasuite/ui';
import type { EtatdlApi } from '../../api';
import { loadAgency, loadRecipients, sendPdfByEmail, sendSignatureRequest } from '../../pdf/api';
import type { ConditionRecord } from '../../pdf/conditionRecord';
import { shareTexts as T } from './texts';

export interface ShareByEmailDialogProps {
  readonly api: EtatdlApi;
  /** The condition record (CLD_ID_CLIENT gives the recipients, CLD_NUM_CONTRAT the subject). */
  readonly record: ConditionRecord;
  /** Builds the PDF to send (buildConditionPdf), when `Envoyer` is pressed. */
  readonly pdf: () => Promise<Blob>;
  /** The photos already loaded on the form: the only ones attached (spec 3 §5.3). */
  readonly photos: readonly { readonly dataUrl: string }[];
  readonly open: boolean;
  readonly onClose: () => void;
  /** The record's agency, when the form has it (the sender); otherwise loaded here. */
  readonly agency?: ConditionRecord | null;
  /** The session was refused (401): the shell's `session.onRefused`. */
  readonly onRefused?: () => void;
  /**
   * Sends the PDF for the customer's remote signature of this leg (`send_signature_request`, a
   * link valid 7 days) instead of the PDF alone (`send_pdf_by_email`).
   */
  readonly signatureLeg?: ConditionLeg;
}

/** The server's own check of an address (core `email()` field): something@domain.tld. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const unique = (list: readonly string[]) => {
  const seen = new Set<string>();
  return list.filter((a) => {
    const key = a.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * spec 3 §2.2 « share PDF by email (recipient list dialog, Ajouter adds an address, Envoyer
 * disabled when the list is empty) », §5.3, §8: the client's addresses (CONTACT_MAIL_TOUS) to
 * start with, a field and `Ajouter`, removable chips, the preloaded-photos warning, then
 * `send_pdf_by_email` and a 10 s snackbar with the §8 text. A failure keeps the dialog as it was;
 * addresses in `errorListe` stay listed, the others are sent.
 */
export function ShareByEmailDialog(props: ShareByEmailDialogProps) {
  const [snackbar, setSnackbar] = useState<ConditionSnackbar | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  // While the dialog is open the message is drawn in it (a modal hides what is outside it from
  // screen readers); once closed (after a success), on the page.
  const message = (
    <Snackbar
      message={snackbar?.message ?? null}
      severity={snackbar?.severity}
      durationMs={CONDITION_SNACKBAR_MS}
      onClose={() => setSnackbar(null)}
    />
  );
  return (
    <>
      <Dialog
        open={props.open}
        onClose={props.onClose}
        fullWidth
        maxWidth="sm"
        fullScreen={phone}
        aria-labelledby={titleId}
      >
        {props.open && <ShareForm {...props} titleId={titleId} onOutcome={setSnackbar} />}
        {props.open && message}
      </Dialog>
      {!props.open && message}
    </>
  );
}

function ShareForm({
  api,
  record,
  pdf,
  photos,
  onClose,
  agency,
  onRefused,
  signatureLeg,
  titleId,
  onOutcome,
}: ShareByEmailDialogProps & {
  readonly titleId: string;
  readonly onOutcome: (outcome: ConditionSnackbar) => void;
}) {
  const contacts = useLoad(
    useCallback(
      () =>
        Promise.all([
          loadRecipients(api, record),
          agency !== undefined ? Promise.resolve(agency) : loadAgency(api, record),
        ]),
      [api, record, agency],
    ),
    { ...(onRefused ? { onRefused } : {}) },
  );
  // The list is the client's addresses, plus those added, minus those removed: typing and
  // removing before the client's answer comes keeps both.
  const [added, setAdded] = useState<string[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const recipients = unique([...(contacts.data?.[0] ?? []), ...added]).filter(
    (a) => !removed.some((r) => r.toLowerCase() === a.toLowerCase()),
  );

  const add = (event?: FormEvent) => {
    event?.preventDefault();
    const typed = address.trim();
    if (typed === '') return;
    if (!ADDRESS.test(typed)) {
      setAddressError(T.invalidAddress);
      return;
    }
    if (recipients.some((a) => a.toLowerCase() === typed.toLowerCase())) {
      setAddressError(T.alreadyListed);
      return;
    }
    setRemoved((list) => list.filter((r) => r.toLowerCase() !== typed.toLowerCase()));
    setAdded((list) => [...list, typed]);
    setAddress('');
    setAddressError(null);
  };

  const remove = (gone: string) => setRemoved((list) => [...list, gone]);

  const send = async () => {
    const list = recipients;
    setSending(true);
    setRefusal(null);
    try {
      const blob = await pdf();
      const mail = {
        recipients: list,
        pdf: blob,
        record,
        agency: contacts.data?.[1] ?? agency ?? null,
        photos,
      };
      const { errorListe } = signatureLeg
        ? await sendSignatureRequest(api, { ...mail, leg: signatureLeg })
        : await sendPdfByEmail(api, mail);
      const outcome = emailOutcome({ recipients: list.length, errorListe });
      onOutcome(outcome);
      if (outcome.severity === 'success') {
        onClose();
        return;
      }
      // Only the addresses that failed stay, to be corrected and sent again.
      const failed = errorListe.map((e) => e.toLowerCase());
      setRemoved((gone) => [...gone, ...list.filter((a) => !failed.includes(a.toLowerCase()))]);
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.status === 'refused') onRefused?.();
      // The server's French refusal; a PDF that could not be built only gets the §8 text.
      if (failure.status === 'failed' && isApiError(error)) setRefusal(failure.message);
      onOutcome(emailOutcome({ failed: true }));
    } finally {
      setSending(false);
    }
  };

  const fieldId = useId();
  return (
    <>
      {sending && <LinearProgress aria-label={T.sending} />}
      <DialogTitle id={titleId}>
        {signatureLeg ? T.signatureTitle(signatureLeg) : T.dialogTitle}
      </DialogTitle>
      <DialogContent>
        <LoadProblem
          status={contacts.status}
          stale={contacts.stale}
          failedMessage={T.recipientsFailed}
          onRetry={contacts.reload}
          sx={{ mb: 2 }}
        />
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        {signatureLeg && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {T.signatureInfo}
          </Alert>
        )}
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {T.photosWarning(photos.length)}
        </Alert>
        <Box
          component="form"
          noValidate
          onSubmit={add}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
        >
          <TextField
            id={fieldId}
            label={T.address}
            value={address}
            type="email"
            autoComplete="email"
            size="small"
            fullWidth
            disabled={sending}
            error={addressError !== null}
            helperText={addressError ?? undefined}
            onChange={(event) => {
              setAddress(event.target.value);
              setAddressError(null);
            }}
            slotProps={{ htmlInput: { inputMode: 'email' } }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={sending || address.trim() === ''}
            sx={{ minHeight: 40, flexShrink: 0 }}
          >
            {T.add}
          </Button>
        </Box>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {T.recipients}
        </Typography>
        {recipients.length === 0 ? (
          contacts.loading ? null : (
            <Typography color="text.secondary">{T.noRecipient}</Typography>
          )
        ) : (
          <Box
            component="ul"
            aria-label={T.recipients}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
          >
            {recipients.map((recipient) => (
              <li key={recipient}>
                <Chip
                  label={recipient}
                  onDelete={sending ? undefined : () => remove(recipient)}
                  deleteIcon={<CancelIcon titleAccess={T.remove(recipient)} />}
                  sx={{
                    maxWidth: '100%',
                    // A finger needs a larger target than the 18 px cross (tablets, phones).
                    '@media (pointer: coarse)': {
                      height: 40,
                      borderRadius: 20,
                      '& .MuiChip-deleteIcon': { fontSize: 28, mr: 0.75 },
                    },
                  }}
                />
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {words.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={sending || recipients.length === 0}
        >
          {T.send}
        </Button>
      </DialogActions>
    </>
  );
}
