import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { filterTechnicianNames, formatFrenchDateTime, startOfDayUtc } from '@locasuite/core';
import { DataTable, words } from '@locasuite/ui';
import type { DataTableColumn } from '@locasuite/ui';
import type { Unavailability } from '../api';
import { texts } from '../texts';
import { PeriodFields, defaultPeriod } from './DateTimeFields';

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
  const today = startOfDayUtc(now);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string[]>([...shown]);
  const [technician, setTechnician] = useState(technicians[0] ?? '');
  const [type, setType] = useState(types[0]?.TYPE ?? '');
  const [start, setStart] = useState<number | null>(defaultPeriod(today).start);
  const [end, setEnd] = useState<number | null>(defaultPeriod(today).end);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setMessage({ text: done, ok: true });
    } catch (e) {
      setMessage({ text: e instanceof Error ? e.message : String(e), ok: false });
    } finally {
      setBusy(false);
    }
  };

  const from = start;
  const to = end;
  const canAdd = technician !== '' && type !== '' && from !== null && to !== null && to > from;

  const columns: DataTableColumn<Unavailability>[] = [
    { key: 'technician', header: t.technician },
    { key: 'type', header: t.type },
    { key: 'start', header: t.start, render: (u) => formatFrenchDateTime(u.start) },
    { key: 'end', header: t.end, render: (u) => formatFrenchDateTime(u.end) },
    {
      key: 'delete',
      header: '',
      align: 'right',
      render: (u) => (
        <IconButton
          size="small"
          aria-label={t.delete(u.technician)}
          disabled={busy}
          onClick={() => void run(() => onDeleteUnavailability(u), t.deleted)}
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
          disabled={busy}
          onClick={() =>
            void run(() => onSaveShown(technicians.filter((n) => chosen.includes(n))), t.saved)
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
          <PeriodFields labels={t} today={today} onStart={setStart} onEnd={setEnd} />
          <Button
            variant="contained"
            disabled={busy || !canAdd}
            onClick={() =>
              void run(
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
