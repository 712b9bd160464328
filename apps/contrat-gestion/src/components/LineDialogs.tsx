import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { ConfirmDialog, Snackbar, ToolDialog } from '@locasuite/ui';
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
      <ToolDialog
        open={lines.afterSales !== null}
        title={`${T.toAfterSales} — ${lines.afterSales?.matricule ?? ''}`}
        onClose={lines.cancelAfterSales}
        busy={busy}
        result={result}
        confirm={{
          label: T.toAfterSales,
          onClick: () => void lines.sendAfterSales(comment).then((ok) => ok && setComment('')),
        }}
      >
        <TextField
          label={T.afterSalesComment}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 1 }}
        />
      </ToolDialog>
      <Snackbar message={lines.notice} severity="error" onClose={lines.clearNotice} />
    </>
  );
}
