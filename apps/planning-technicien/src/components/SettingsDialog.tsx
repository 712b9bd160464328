import { useState } from 'react';
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
import { PLANNING_STATUSES, interventionColor, legendStatuses } from '@locasuite/core';
import { ActionMessage, useDialogAction, words } from '@locasuite/ui';
import { texts } from '../texts';

export interface SettingsDialogProps {
  readonly colors: string;
  readonly hiddenDays: readonly number[];
  readonly useTablet: boolean;
  readonly onClose: () => void;
  /** Rejects with a French message (shown in the dialog). */
  readonly onSave: (colors: Record<string, string>, hiddenDays: number[]) => Promise<void>;
}

/** spec 2 §2.1 calendar settings (admins, `Paramètre`): a colour per status and hidden days. */
export function SettingsDialog({
  colors,
  hiddenDays,
  useTablet,
  onClose,
  onSave,
}: SettingsDialogProps) {
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(PLANNING_STATUSES.map((s) => [s, interventionColor(s, colors)])),
  );
  const [days, setDays] = useState<number[]>([...hiddenDays]);
  const action = useDialogAction();
  const busy = action.busy;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{texts.settings.title}</DialogTitle>
      <DialogContent dividers>
        <ActionMessage result={action.result} />
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {texts.settings.colors}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          {legendStatuses(useTablet).map(({ status, label }) => (
            <TextField
              key={status}
              type="color"
              size="small"
              label={label}
              value={chosen[status] ?? '#000000'}
              onChange={(e) => setChosen((c) => ({ ...c, [status]: e.target.value.toUpperCase() }))}
              slotProps={{ htmlInput: { 'aria-label': texts.settings.color(label) } }}
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
        <Button
          variant="contained"
          onClick={() => void action.run(() => onSave(chosen, days))}
          disabled={busy}
        >
          {words.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
