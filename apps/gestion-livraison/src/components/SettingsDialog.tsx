import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { ToolDialog } from '@locasuite/ui';
import type { DriverInfo, GestionSettings } from '../api';
import { TEXTS } from '../texts';

export interface SettingsDialogProps {
  readonly open: boolean;
  readonly settings: GestionSettings;
  readonly busy: boolean;
  /** The server's French refusal of the last save. */
  readonly message: string | null;
  readonly onClose: () => void;
  readonly onSave: (settings: GestionSettings) => void;
}

type Row = { name: string; payloadKg: string; start: string; end: string; days: readonly number[] };

const rowOf = (d: DriverInfo): Row => ({ ...d, payloadKg: String(d.payloadKg) });

/**
 * DECISIONS.md (admins): the drivers of delivery management — name, payload of the vehicle in kg
 * (to 0.1 kg), hours — and the Livraison / Reprise colours. The server checks them (French 422).
 */
export function SettingsDialog({
  open,
  settings,
  busy,
  message,
  onClose,
  onSave,
}: SettingsDialogProps) {
  const [rows, setRows] = useState<Row[]>(() => settings.drivers.map(rowOf));
  const [colors, setColors] = useState(settings.colors);
  const change = (i: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = () =>
    onSave({
      drivers: rows.map((r) => ({ ...r, payloadKg: Number(r.payloadKg.replace(',', '.')) })),
      colors,
    });
  return (
    <ToolDialog
      open={open}
      title={TEXTS.settings}
      onClose={onClose}
      closeLabel={TEXTS.cancel}
      maxWidth="md"
      confirm={{ label: TEXTS.save, onClick: save, disabled: busy }}
    >
      <Stack spacing={1.5} sx={{ pt: 1 }}>
        {rows.map((r, i) => (
          <Stack
            key={i}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            aria-label={`${TEXTS.driver} ${i + 1}`}
          >
            <TextField
              label={TEXTS.driver}
              value={r.name}
              onChange={(e) => change(i, { name: e.target.value })}
            />
            <TextField
              label={TEXTS.payloadKg}
              value={r.payloadKg}
              onChange={(e) => change(i, { payloadKg: e.target.value })}
            />
            <TextField
              label={TEXTS.hoursStart}
              value={r.start}
              onChange={(e) => change(i, { start: e.target.value })}
            />
            <TextField
              label={TEXTS.hoursEnd}
              value={r.end}
              onChange={(e) => change(i, { end: e.target.value })}
            />
            <IconButton
              aria-label={`${TEXTS.remove} ${r.name}`}
              onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Stack>
        ))}
        <Button
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            setRows((all) => [
              ...all,
              { name: '', payloadKg: '', start: '07:00', end: '18:00', days: [1, 2, 3, 4, 5] },
            ])
          }
        >
          {TEXTS.addDriver}
        </Button>
        <Stack direction="row" spacing={1}>
          {(['Livraison', 'Reprise'] as const).map((kind) => (
            <TextField
              key={kind}
              label={`${TEXTS.color} ${kind}`}
              value={colors[kind]}
              onChange={(e) => setColors((c) => ({ ...c, [kind]: e.target.value }))}
            />
          ))}
        </Stack>
        {message && <Alert severity="error">{message}</Alert>}
      </Stack>
    </ToolDialog>
  );
}
