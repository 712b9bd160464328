import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  AVAILABILITY_EVENT_TYPES,
  EVENT_TYPE_SETTING_KEYS,
  WEEKDAYS,
  isHexColor,
} from '@locasuite/core';
import type { AvailabilityEventType, EventTypeColor, EventTypesToShow } from '@locasuite/core';
import type { PlanningOptions } from '../api';
import { words } from '@locasuite/ui';
import { texts } from '../texts';

export interface OptionsDialogProps {
  readonly open: boolean;
  readonly options: PlanningOptions;
  readonly onClose: () => void;
  /** Saves; rejects with a French message when the server refuses. */
  readonly onSave: (options: PlanningOptions) => Promise<void>;
}

type ColorDraft = Record<AvailabilityEventType, EventTypeColor>;

/**
 * spec 1 §2 (admins): the colour per event type, the hidden weekdays and the event-type
 * switches, saved through save_calendar_colors, save_day_to_hide and the event-type save.
 */
export function OptionsDialog({ open, options, onClose, onSave }: OptionsDialogProps) {
  const [colors, setColors] = useState<ColorDraft>({ ...options.colors });
  const [hiddenDays, setHiddenDays] = useState<number[]>(options.hiddenDays);
  const [eventTypes, setEventTypes] = useState<EventTypesToShow>(options.eventTypes);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A phone gets the whole screen: the colour table keeps its three columns inside 390 px.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  useEffect(() => {
    if (!open) return;
    setColors({ ...options.colors });
    setHiddenDays(options.hiddenDays);
    setEventTypes(options.eventTypes);
    setError(null);
  }, [open, options]);

  const invalid = AVAILABILITY_EVENT_TYPES.filter((t) => !isHexColor(colors[t].color));
  const allHidden = hiddenDays.length >= 7;

  const save = async () => {
    if (invalid.length > 0 || allHidden) return;
    setSaving(true);
    setError(null);
    try {
      await onSave({ colors, hiddenDays, eventTypes });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : texts.optionsSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const setColor = (type: AvailabilityEventType, color: string) =>
    setColors((c) => ({ ...c, [type]: { ...c[type], color } }));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby="options-title"
    >
      <DialogTitle id="options-title">{texts.optionsTitle}</DialogTitle>
      <DialogContent dividers>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {texts.colorsTitle}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {texts.colorsOverridden}
        </Typography>
        <Table
          size="small"
          aria-label={texts.colorsTitle}
          sx={{ mb: 2, '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{texts.colorColumns.type}</TableCell>
              <TableCell>{texts.colorColumns.color}</TableCell>
              <TableCell>{texts.colorColumns.code}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {AVAILABILITY_EVENT_TYPES.map((type) => {
              const value = colors[type].color;
              const bad = !isHexColor(value);
              return (
                <TableRow key={type}>
                  <TableCell>{colors[type].label}</TableCell>
                  <TableCell>
                    <input
                      type="color"
                      aria-label={`Couleur ${colors[type].label}`}
                      value={bad || value.length !== 7 ? '#000000' : value}
                      onChange={(e) => setColor(type, e.target.value.toUpperCase())}
                      style={{ width: 40, height: 30, border: 'none', background: 'none' }}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={value}
                      error={bad}
                      helperText={bad ? texts.invalidColor : undefined}
                      slotProps={{
                        htmlInput: { 'aria-label': `Code couleur ${colors[type].label}` },
                      }}
                      onChange={(e) => setColor(type, e.target.value.trim())}
                      sx={{ width: { xs: 112, sm: 150 } }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {texts.hiddenDaysTitle}
        </Typography>
        <FormGroup row sx={{ mb: 1 }}>
          {[...WEEKDAYS.slice(1), WEEKDAYS[0]].map((day) => (
            <FormControlLabel
              key={day.index}
              label={day.label}
              control={
                <Checkbox
                  checked={hiddenDays.includes(day.index)}
                  onChange={(e) =>
                    setHiddenDays((d) =>
                      e.target.checked
                        ? [...d, day.index].sort((a, b) => a - b)
                        : d.filter((x) => x !== day.index),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {allHidden && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {texts.allDaysHidden}
          </Alert>
        )}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
          {texts.eventTypesTitle}
        </Typography>
        <Box>
          {EVENT_TYPE_SETTING_KEYS.map((key) => (
            <FormControlLabel
              key={key}
              label={texts.eventTypeLabels[key]}
              control={
                <Switch
                  checked={eventTypes[key]}
                  onChange={(e) => setEventTypes((t) => ({ ...t, [key]: e.target.checked }))}
                />
              }
            />
          ))}
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words.cancel}</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving || invalid.length > 0 || allHidden}
        >
          {words.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
