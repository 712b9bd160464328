import { useState } from 'react';
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
import { ConfirmDialog, words } from '@locasuite/ui';
import type { StoredConditionWork, SyncResult } from '../../offline/conditionWork';
import { clearConditionWork } from '../../offline/conditionWork';
import { syncTexts as t } from './texts';

export interface SyncDialogProps {
  readonly open: boolean;
  readonly items: readonly StoredConditionWork[];
  /** Whose work this session may send (the others' wait for their sign-in). */
  readonly owner: string;
  readonly syncing: boolean;
  readonly result: SyncResult | null;
  readonly onSync: () => void;
  readonly onClose: () => void;
}

function what(work: StoredConditionWork): string {
  const data = work.data;
  return data.kind === 'report' ? t.report(data.leg) : t.photos(data.photos.length, data.leg);
}

function resultText(result: SyncResult): {
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
 * with a Synchroniser button », §4.2: what this device keeps, what it says about each piece, and
 * the sync. A piece the server refused for good stays, flagged with the server's message; only
 * the person can abandon it, after a confirmation.
 */
export function SyncDialog(props: SyncDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [toDiscard, setToDiscard] = useState<StoredConditionWork | null>(null);
  const { items, result } = props;
  const outcome = result ? resultText(result) : null;
  return (
    <Dialog open={props.open} onClose={props.onClose} fullScreen={phone} maxWidth="md" fullWidth>
      <DialogTitle>{t.title}</DialogTitle>
      <DialogContent dividers>
        {props.syncing ? <LinearProgress sx={{ mb: 1 }} /> : null}
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
                    <TableCell>{t.contract}</TableCell>
                    <TableCell>{t.matricule}</TableCell>
                    <TableCell>{t.what}</TableCell>
                    <TableCell>{t.state}</TableCell>
                    <TableCell align="right">{t.actions}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((work) => (
                    <TableRow key={work.key} data-testid="sync-row">
                      <TableCell>{work.data.contract}</TableCell>
                      <TableCell>{work.data.matricule}</TableCell>
                      <TableCell>{what(work)}</TableCell>
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
        message={t.discardQuestion(toDiscard?.data.contract ?? '', toDiscard?.data.matricule ?? '')}
        onConfirm={() => {
          const work = toDiscard;
          setToDiscard(null);
          if (work) void clearConditionWork(work.key);
        }}
        onCancel={() => setToDiscard(null)}
      />
    </Dialog>
  );
}
