import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { DataTable, LoadProblem, ToolDialog, useDialogAction, words } from '@locasuite/ui';
import type { DataTableColumn, LoadState } from '@locasuite/ui';
import type { TechnicianComment } from '../api';
import { texts } from '../texts';
import { DatedEntryAddRow, datedEntryColumns, useDatedEntryDraft } from './DatedEntries';

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
  const draft = useDatedEntryDraft(technicians, now);
  const { technician, start: from, end: to } = draft;
  const [comment, setComment] = useState('');
  const action = useDialogAction();

  const canAdd =
    technician !== '' && comment.trim() !== '' && from !== null && to !== null && to >= from;

  const { period, remove } = datedEntryColumns<TechnicianComment>({
    ...t,
    deleteLabel: t.delete,
    busy: action.busy,
    onDelete: (c) => void action.run(() => onDelete(c), t.deleted),
  });
  const columns: DataTableColumn<TechnicianComment>[] = [
    { key: 'technician', header: t.technician },
    ...period,
    { key: 'comment', header: t.comment },
    remove,
  ];

  return (
    <ToolDialog
      title={t.title}
      onClose={onClose}
      closeLabel={words.close}
      result={action.result}
      maxWidth="md"
      fullScreen={fullScreen}
      dividers
    >
      <LoadProblem load={comments} failedMessage={texts.loadFailed} />
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
      <DatedEntryAddRow
        labels={t}
        technicians={technicians}
        draft={draft}
        afterPeriod={
          <TextField
            size="small"
            label={t.comment}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            sx={{ flex: 1, minWidth: 200 }}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        }
        disabled={action.busy || !canAdd}
        onAdd={async () => {
          const added = await action.run(
            () =>
              onAdd({
                technician,
                start: from as number,
                end: to as number,
                comment: comment.trim(),
              }),
            t.added,
          );
          // Refused, the typed comment stays in the field.
          if (added) setComment('');
        }}
      />
    </ToolDialog>
  );
}
