import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ActionMessage, ConfirmDialog, Snackbar, words } from '@locasuite/ui';
import type { ActionResult } from '@locasuite/ui';
import type { LineActions } from '../hooks/useLineActions';
import { texts } from '../texts';

const T = texts.line;

/** The questions of the per-line actions: removal, the after-sales comment, and their notices. */
export function LineDialogs({
  lines,
  busy,
  result,
}: {
  readonly lines: LineActions;
  readonly busy: boolean;
  readonly result: ActionResult | null;
}) {
  const [comment, setComment] = useState('');
  return (
    <>
      <ConfirmDialog
        open={lines.removing !== null}
        title={T.remove}
        message={T.confirmRemove(lines.removing?.matricule ?? '')}
        destructive
        busy={busy}
        onCancel={lines.cancelRemove}
        onConfirm={() => void lines.confirmRemove()}
      />
      <Dialog
        open={lines.afterSales !== null}
        onClose={busy ? undefined : lines.cancelAfterSales}
        aria-labelledby="contrat-or-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="contrat-or-title">
          {T.toAfterSales} — {lines.afterSales?.matricule}
        </DialogTitle>
        <DialogContent>
          <ActionMessage result={result} />
          <TextField
            label={T.afterSalesComment}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" disabled={busy} onClick={lines.cancelAfterSales}>
            {words.cancel}
          </Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void lines.sendAfterSales(comment).then((ok) => ok && setComment(''))}
          >
            {T.toAfterSales}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar message={lines.notice} severity="error" onClose={lines.clearNotice} />
    </>
  );
}
