import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { ConfirmDialog } from '../../ConfirmDialog';
import { words } from '../../words';
import type { PendingWork } from '../../offline/deviceStore';
import type { SyncResult } from './workQueue';

/** The sync list's words, from the tool's texts. */
export interface SyncDialogTexts<W> {
  readonly title: string;
  readonly sync: string;
  readonly state: string;
  readonly actions: string;
  readonly waiting: string;
  readonly otherUser: (user: string) => string;
  readonly review: string;
  readonly empty: string;
  readonly keptNote: string;
  readonly sent: (n: number) => string;
  readonly nothingSent: string;
  /** `Synchroniser` on a device without network. */
  readonly offline: string;
  readonly unreachable: (message: string) => string;
  readonly stillReview: (n: number) => string;
  readonly discard: string;
  readonly discardTitle: string;
  readonly discardQuestion: (work: W) => string;
}

/** A column of the list: its header and what it shows of a piece of work. */
export interface SyncColumn<W> {
  readonly header: string;
  readonly value: (work: W) => ReactNode;
}

export interface SyncDialogProps<W extends PendingWork> {
  readonly open: boolean;
  readonly items: readonly W[];
  /** Whose work this session may send (the others' wait for their sign-in). */
  readonly owner: string;
  readonly syncing: boolean;
  readonly result: SyncResult | null;
  readonly onSync: () => void;
  readonly onClose: () => void;
  /** The person abandons a copy the server refused, after the confirmation (queue `clear`). */
  readonly onDiscard: (work: W) => void;
  /** What the list shows of each piece before its state (spec 3 §2.1: Contrat, Matricule). */
  readonly columns: readonly SyncColumn<W>[];
  readonly texts: SyncDialogTexts<W>;
}

function resultText<W>(
  result: SyncResult,
  t: SyncDialogTexts<W>,
): {
  severity: 'success' | 'warning' | 'error';
  text: string;
} {
  if (result.stoppedBy !== null && result.offline) return { severity: 'warning', text: t.offline };
  if (result.stoppedBy !== null)
    return { severity: 'error', text: t.unreachable(result.stoppedBy) };
  if (result.review > 0) return { severity: 'warning', text: t.stillReview(result.review) };
  return {
    severity: 'success',
    text: result.sent > 0 ? t.sent(result.sent) : t.nothingSent,
  };
}

/**
 * spec 3 §2.1 « a modal 'Liste des états des lieux à synchroniser' (columns Contrat and Matricule)
 * with a Synchroniser button », §4.2: the work a tool keeps on this device (its work queue), what
 * it says about each piece, and the sync. A piece the server refused for good stays, flagged with
 * the server's message; only the person can abandon it, after a confirmation.
 */
export function SyncDialog<W extends PendingWork>(props: SyncDialogProps<W>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [toDiscard, setToDiscard] = useState<W | null>(null);
  const { items, result, texts: t } = props;
  const outcome = result ? resultText(result, t) : null;
  return (
    <Dialog open={props.open} onClose={props.onClose} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle>{t.title}</DialogTitle>
      <DialogContent dividers>
        {props.syncing ? <LinearProgress aria-label={t.sync} sx={{ mb: 1 }} /> : null}
        {outcome && !props.syncing ? (
          <Alert severity={outcome.severity} sx={{ mb: 1 }} role="status">
            {outcome.text}
          </Alert>
        ) : null}
        {items.length === 0 ? (
          <Typography color="text.secondary">{t.empty}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t.keptNote}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t.title}>
                <TableHead>
                  <TableRow>
                    {props.columns.map((column) => (
                      <TableCell key={column.header}>{column.header}</TableCell>
                    ))}
                    <TableCell>{t.state}</TableCell>
                    <TableCell align="right">{t.actions}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((work) => (
                    <TableRow key={work.key} data-testid="sync-row">
                      {props.columns.map((column) => (
                        <TableCell key={column.header}>{column.value(work)}</TableCell>
                      ))}
                      <TableCell>
                        {work.state === 'review' ? (
                          <>
                            <Typography variant="body2" color="error">
                              {t.review}
                            </Typography>
                            <Typography variant="caption">{work.message}</Typography>
                          </>
                        ) : work.user !== props.owner ? (
                          t.otherUser(work.user)
                        ) : (
                          t.waiting
                        )}
                      </TableCell>
                      <TableCell align="right">
                        {work.state === 'review' ? (
                          <Button size="small" color="error" onClick={() => setToDiscard(work)}>
                            {t.discard}
                          </Button>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{words.close}</Button>
        <Button
          variant="contained"
          startIcon={<CloudUploadIcon />}
          onClick={props.onSync}
          disabled={props.syncing || items.every((w) => w.user !== props.owner)}
        >
          {t.sync}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={toDiscard !== null}
        title={t.discardTitle}
        message={toDiscard ? t.discardQuestion(toDiscard) : ''}
        onConfirm={() => {
          const work = toDiscard;
          setToDiscard(null);
          if (work) props.onDiscard(work);
        }}
        onCancel={() => setToDiscard(null)}
      />
    </Dialog>
  );
}
