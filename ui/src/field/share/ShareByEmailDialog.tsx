import { useId, useState } from 'react';
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
import { addressRefusal, listedRecipients } from '@locasuite/core';
import { LoadProblem } from '../../LoadProblem';
import { Snackbar } from '../../Snackbar';
import { useCall } from '../../useCall';
import { useLoad } from '../../useLoad';
import { words } from '../../words';

/** The dialog's words, from the tool's texts. */
export interface ShareByEmailTexts {
  readonly recipients: string;
  readonly address: string;
  readonly add: string;
  readonly send: string;
  readonly remove: (address: string) => string;
  readonly invalidAddress: string;
  readonly alreadyListed: string;
  readonly noRecipient: string;
  readonly recipientsFailed: string;
  readonly sending: string;
}

/** The message after a send (green or red), as the tool says it. */
export interface ShareOutcome {
  readonly severity: 'success' | 'error';
  readonly message: string;
}

export interface ShareByEmailDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  /** The addresses to start with (a client's); made with useCallback: it is called again when it changes. */
  readonly loadRecipients: () => Promise<readonly string[]>;
  /**
   * Sends to the listed addresses (builds what it sends then); resolves to the addresses the
   * server could not send to (`errorListe`), rejects as the API client does.
   */
  readonly send: (
    recipients: readonly string[],
  ) => Promise<{ readonly errorListe: readonly string[] }>;
  /** What a send says: sent to `recipients`, some in `errorListe`, or failed (core `emailOutcome`). */
  readonly outcome: (
    result:
      | { readonly failed: true }
      | { readonly recipients: number; readonly errorListe: readonly string[] },
  ) => ShareOutcome;
  /** How long the outcome stays on screen. */
  readonly outcomeMs: number;
  readonly texts: ShareByEmailTexts;
  /** An explanation above the list (what the recipients get). */
  readonly info?: string;
  /** A warning above the list (which attachments go). */
  readonly warning?: string;
  /** The session was refused (401): the shell's `session.onRefused`. */
  readonly onRefused?: () => void;
}

/**
 * spec 3 §2.2 « share PDF by email (recipient list dialog, Ajouter adds an address, Envoyer
 * disabled when the list is empty) », §5.3, §8: the known addresses to start with, a field and
 * `Ajouter` (core `addressRefusal`), removable chips, the tool's warning, then its `send` and the
 * outcome for `outcomeMs`. A failure keeps the dialog as it was, with the server's French refusal;
 * addresses in `errorListe` stay listed, the others are sent and leave the list.
 */
export function ShareByEmailDialog(props: ShareByEmailDialogProps) {
  const [snackbar, setSnackbar] = useState<ShareOutcome | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  // While the dialog is open the message is drawn in it (a modal hides what is outside it from
  // screen readers); once closed (after a success), on the page.
  const message = (
    <Snackbar
      message={snackbar?.message ?? null}
      severity={snackbar?.severity}
      durationMs={props.outcomeMs}
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
  loadRecipients,
  send: sendTo,
  outcome: outcomeOf,
  texts: T,
  title,
  info,
  warning,
  onClose,
  onRefused,
  titleId,
  onOutcome,
}: ShareByEmailDialogProps & {
  readonly titleId: string;
  readonly onOutcome: (outcome: ShareOutcome) => void;
}) {
  const options = onRefused ? { onRefused } : {};
  const contacts = useLoad(loadRecipients, options);
  const mail = useCall(sendTo, options);
  // The list is the known addresses, plus those added, minus those removed: typing and
  // removing before the known addresses come keeps both.
  const [added, setAdded] = useState<string[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const sending = mail.status === 'running';
  // The server's French refusal; a failure before the server (no answer, an attachment that could
  // not be made) only gets the outcome's text.
  const refusal = mail.status === 'failed' && mail.fromApi ? mail.message : null;
  const recipients = listedRecipients(contacts.data ?? [], added, removed);

  const add = (event?: FormEvent) => {
    event?.preventDefault();
    const typed = address.trim();
    if (typed === '') return;
    const refused = addressRefusal(typed, recipients);
    if (refused !== null) {
      setAddressError(T[refused]);
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
    const sent = await mail.run(list);
    if (!sent.ok) {
      onOutcome(outcomeOf({ failed: true }));
      return;
    }
    const { errorListe } = sent.value;
    const outcome = outcomeOf({ recipients: list.length, errorListe });
    onOutcome(outcome);
    if (outcome.severity === 'success') {
      onClose();
      return;
    }
    // Only the addresses that failed stay, to be corrected and sent again.
    const failed = errorListe.map((e) => e.toLowerCase());
    setRemoved((gone) => [...gone, ...list.filter((a) => !failed.includes(a.toLowerCase()))]);
  };

  const fieldId = useId();
  return (
    <>
      {sending && <LinearProgress aria-label={T.sending} />}
      <DialogTitle id={titleId}>{title}</DialogTitle>
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
        {info && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {info}
          </Alert>
        )}
        {warning && (
          <Alert severity="warning" role="status" sx={{ mb: 2 }}>
            {warning}
          </Alert>
        )}
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
