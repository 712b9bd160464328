import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatFrenchDateTime, startOfDayUtc } from '@locasuite/core';
import { DataTable, LoadProblem, words } from '@locasuite/ui';
import type { DataTableColumn, LoadState } from '@locasuite/ui';
import type { TechnicianComment } from '../api';
import { texts } from '../texts';
import { PeriodFields, defaultPeriod } from './DateTimeFields';

export interface CommentsDialogProps {
  readonly comments: LoadState<TechnicianComment[]>;
  readonly technicians: readonly string[];
  readonly now: number;
  readonly fullScreen: boolean;
  readonly onClose: () => void;
  readonly onAdd: (comment: Omit<TechnicianComment, 'key'>) => Promise<void>;
  readonly onDelete: (comment: TechnicianComment) => Promise<void>;
}

/**
 * spec 2 §2.1 comments management (admins): the comments on technicians in a table 350 high
 * (« Aucun commentaire trouvé » when there is none, §8), added with state 1, deleted with state 0.
 */
export function CommentsDialog({
  comments,
  technicians,
  now,
  fullScreen,
  onClose,
  onAdd,
  onDelete,
}: CommentsDialogProps) {
  const t = texts.comments;
  const today = startOfDayUtc(now);
  const [technician, setTechnician] = useState(technicians[0] ?? '');
  const [start, setStart] = useState<number | null>(defaultPeriod(today).start);
  const [end, setEnd] = useState<number | null>(defaultPeriod(today).end);
  const [comment, setComment] = useState('');
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, done: string, clear = false) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setMessage({ text: done, ok: true });
      if (clear) setComment('');
    } catch (e) {
      // The typed comment stays in the field.
      setMessage({ text: e instanceof Error ? e.message : String(e), ok: false });
    } finally {
      setBusy(false);
    }
  };

  const from = start;
  const to = end;
  const canAdd =
    technician !== '' && comment.trim() !== '' && from !== null && to !== null && to >= from;

  const columns: DataTableColumn<TechnicianComment>[] = [
    { key: 'technician', header: t.technician },
    { key: 'start', header: t.start, render: (c) => formatFrenchDateTime(c.start) },
    { key: 'end', header: t.end, render: (c) => formatFrenchDateTime(c.end) },
    { key: 'comment', header: t.comment },
    {
      key: 'delete',
      header: '',
      align: 'right',
      render: (c) => (
        <IconButton
          size="small"
          aria-label={t.delete(c.technician)}
          disabled={busy}
          onClick={() => void run(() => onDelete(c), t.deleted)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle>{t.title}</DialogTitle>
      <DialogContent dividers>
        {message && (
          <Alert severity={message.ok ? 'success' : 'error'} sx={{ mb: 1 }}>
            {message.text}
          </Alert>
        )}
        <LoadProblem
          status={comments.status}
          stale={comments.stale}
          failedMessage={texts.loadFailed}
          onRetry={comments.reload}
        />
        <DataTable
          label={t.title}
          columns={columns}
          rows={comments.data ?? []}
          getRowId={(c) => c.key}
          emptyMessage={comments.status === 'empty' ? t.empty : ''}
          loading={comments.loading}
          maxHeight={350}
          pageSizes={[100]}
          dense
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t.technician}
            value={technician}
            onChange={(e) => setTechnician(e.target.value)}
            sx={{ minWidth: 180 }}
          >
            {technicians.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <PeriodFields labels={t} today={today} onStart={setStart} onEnd={setEnd} />
          <TextField
            size="small"
            label={t.comment}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            sx={{ flex: 1, minWidth: 200 }}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Button
            variant="contained"
            disabled={busy || !canAdd}
            onClick={() =>
              void run(
                () =>
                  onAdd({
                    technician,
                    start: from as number,
                    end: to as number,
                    comment: comment.trim(),
                  }),
                t.added,
                true,
              )
            }
          >
            {t.add}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {words.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
