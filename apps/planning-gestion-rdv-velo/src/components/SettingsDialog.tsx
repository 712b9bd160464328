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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { words } from '@locasuite/ui';
import type { RdvType } from '../api';
import { texts } from '../texts';

export interface SettingsDialogProps {
  readonly types: readonly RdvType[];
  readonly colors: Readonly<Record<string, string>>;
  readonly hiddenDays: readonly number[];
  readonly onClose: () => void;
  /** Rejects with a French message (shown in the dialog). */
  readonly onSave: (colors: Record<string, string>, hiddenDays: number[]) => Promise<void>;
}

/** spec 2 §2.2 calendar settings (admins): hidden weekdays and a colour per appointment type. */
export function SettingsDialog({
  types,
  colors,
  hiddenDays,
  onClose,
  onSave,
}: SettingsDialogProps) {
  const [chosen, setChosen] = useState<Record<string, string>>(() => ({ ...colors }));
  const [days, setDays] = useState<number[]>([...hiddenDays]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSave(chosen, days);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{texts.settings.title}</DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {texts.settings.colors}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          {types.map((t) => (
            <TextField
              key={t.KEY}
              type="color"
              size="small"
              label={t.LABEL_TECH}
              value={chosen[t.KEY] ?? '#000000'}
              onChange={(e) => setChosen((c) => ({ ...c, [t.KEY]: e.target.value.toUpperCase() }))}
              slotProps={{ htmlInput: { 'aria-label': texts.settings.color(t.LABEL_TECH) } }}
              sx={{ width: 190 }}
            />
          ))}
        </Box>
        <Typography component="h3" variant="subtitle2">
          {texts.settings.hiddenDays}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
          {texts.weekdays.map((name, day) => (
            <FormControlLabel
              key={name}
              label={name}
              control={
                <Checkbox
                  checked={days.includes(day)}
                  onChange={() =>
                    setDays((d) => (d.includes(day) ? d.filter((x) => x !== day) : [...d, day]))
                  }
                />
              }
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {words.cancel}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {words.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
