import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { WEEKDAYS } from '@locasuite/core';
import { TEXTS } from '../texts';
import { words } from '@locasuite/ui';

const HEX = /^#[0-9a-fA-F]{6}$/;
// Monday first, as the French week (spec 1 §9 keeps Sunday = 0 for the saved numbers).
const WEEK = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((d) => b.includes(d));

export interface SettingsDialogProps {
  readonly open: boolean;
  readonly color: string;
  readonly hiddenDays: readonly number[];
  readonly onClose: () => void;
  /** Saves colour and hidden days; rejects with a French message. */
  readonly onSave: (color: string, hiddenDays: number[]) => Promise<void>;
}

/** spec 1 §2/§4: the Paramètre dialog (admins): the delivery colour and the hidden weekdays. */
export function SettingsDialog({ open, color, hiddenDays, onClose, onSave }: SettingsDialogProps) {
  const [value, setValue] = useState(color);
  const [days, setDays] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The settings the form was filled from. A reload while it is open (someone's save, heard
  // live) moves the fields the person left as they were; what they chose stays.
  const [base, setBase] = useState<{ color: string; hiddenDays: readonly number[] } | null>(null);
  if (!open && base !== null) setBase(null);
  if (open && (base === null || base.color !== color || !sameDays(base.hiddenDays, hiddenDays))) {
    if (base === null || value === base.color) setValue(color);
    if (base === null || sameDays(days, base.hiddenDays)) setDays([...hiddenDays]);
    if (base === null) setError(null);
    setBase({ color, hiddenDays });
  }

  const toggle = (day: number) =>
    setDays((list) => (list.includes(day) ? list.filter((d) => d !== day) : [...list, day]));

  const save = async () => {
    if (!HEX.test(value.trim())) {
      setError(TEXTS.settings.invalidColor);
      return;
    }
    if (days.length === 7) {
      setError(TEXTS.settings.allDaysHidden);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(
        value.trim().toUpperCase(),
        [...days].sort((a, b) => a - b),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{TEXTS.settings.title}</DialogTitle>
      <DialogContent dividers>
        <TextField
          label={TEXTS.settings.color}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          fullWidth
          sx={{ mb: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <input
                  type="color"
                  aria-label={`${TEXTS.settings.color} (nuancier)`}
                  value={HEX.test(value) ? value : '#000000'}
                  onChange={(e) => setValue(e.target.value.toUpperCase())}
                  style={{
                    width: 36,
                    height: 28,
                    border: 'none',
                    background: 'none',
                    marginRight: 8,
                  }}
                />
              ),
            },
          }}
        />
        <FormLabel component="legend" sx={{ mt: 2 }}>
          {TEXTS.settings.hiddenDays}
        </FormLabel>
        <FormGroup row>
          {WEEK.map((day) => (
            <FormControlLabel
              key={day.index}
              control={
                <Checkbox checked={days.includes(day.index)} onChange={() => toggle(day.index)} />
              }
              label={day.label}
            />
          ))}
        </FormGroup>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words.cancel}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {words.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
