import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { filterTechnicianNames } from '@locasuite/core';
import { DataTable, ToolDialog, useDialogAction, words } from '@locasuite/ui';
import type { DataTableColumn } from '@locasuite/ui';
import type { Unavailability } from '../api';
import { texts } from '../texts';
import { DatedEntryAddRow, datedEntryColumns, useDatedEntryDraft } from './DatedEntries';

export interface TechniciansDialogProps {
  readonly technicians: readonly string[];
  readonly shown: readonly string[];
  readonly unavailabilities: readonly Unavailability[];
  readonly types: readonly { TYPE: string; LABEL: string }[];
  readonly now: number;
  readonly fullScreen: boolean;
  readonly onClose: () => void;
  /** Each rejects with a French message (shown in the dialog). */
  readonly onSaveShown: (names: string[]) => Promise<void>;
  readonly onAddUnavailability: (u: Omit<Unavailability, 'key'>) => Promise<void>;
  readonly onDeleteUnavailability: (u: Unavailability) => Promise<void>;
}

/**
 * spec 2 §2.1 technician selection with unavailability management (admins): which technicians
 * the planning shows (saved per user, §6) and the unavailabilities (table 250 high; a new one
 * defaults to 08:00–18:00 today, the first type, the first technician, §5.1 and §9).
 */
export function TechniciansDialog({
  technicians,
  shown,
  unavailabilities,
  types,
  now,
  fullScreen,
  onClose,
  onSaveShown,
  onAddUnavailability,
  onDeleteUnavailability,
}: TechniciansDialogProps) {
  const t = texts.technicians;
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string[]>([...shown]);
  const draft = useDatedEntryDraft(technicians, now);
  const { technician, start: from, end: to } = draft;
  const [type, setType] = useState(types[0]?.TYPE ?? '');
  const action = useDialogAction();
  const run = (save: () => Promise<void>, done: string) => void action.run(save, done);

  const canAdd = technician !== '' && type !== '' && from !== null && to !== null && to > from;

  const { period, remove } = datedEntryColumns<Unavailability>({
    ...t,
    deleteLabel: t.delete,
    busy: action.busy,
    onDelete: (u) => run(() => onDeleteUnavailability(u), t.deleted),
  });
  const columns: DataTableColumn<Unavailability>[] = [
    { key: 'technician', header: t.technician },
    { key: 'type', header: t.type },
    ...period,
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
      <Typography component="h3" variant="subtitle2">
        {t.shown}
      </Typography>
      <TextField
        size="small"
        label={t.filter}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        sx={{ my: 1 }}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          maxHeight: 180,
          overflowY: 'auto',
        }}
      >
        {filterTechnicianNames(technicians, filter).map((name) => (
          <FormControlLabel
            key={name}
            label={name}
            control={
              <Checkbox
                checked={chosen.includes(name)}
                onChange={() =>
                  setChosen((list) =>
                    list.includes(name) ? list.filter((n) => n !== name) : [...list, name],
                  )
                }
              />
            }
          />
        ))}
      </Box>
      <Button
        variant="outlined"
        sx={{ mt: 1, mb: 2 }}
        disabled={action.busy}
        onClick={() =>
          run(() => onSaveShown(technicians.filter((n) => chosen.includes(n))), t.saved)
        }
      >
        {t.save}
      </Button>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t.unavailabilities}
      </Typography>
      <DataTable
        label={t.unavailabilities}
        columns={columns}
        rows={unavailabilities}
        getRowId={(u) => u.key}
        emptyMessage={t.none}
        maxHeight={250}
        pageSizes={[100]}
        dense
      />
      <DatedEntryAddRow
        labels={t}
        technicians={technicians}
        draft={draft}
        beforePeriod={
          <TextField
            select
            size="small"
            label={t.type}
            value={type}
            onChange={(e) => setType(e.target.value)}
            sx={{ minWidth: 150 }}
          >
            {types.map((ty) => (
              <MenuItem key={ty.TYPE} value={ty.TYPE}>
                {ty.LABEL}
              </MenuItem>
            ))}
          </TextField>
        }
        disabled={action.busy || !canAdd}
        onAdd={() =>
          run(
            () =>
              onAddUnavailability({
                technician,
                type,
                start: from as number,
                end: to as number,
              }),
            t.added,
          )
        }
      />
    </ToolDialog>
  );
}
