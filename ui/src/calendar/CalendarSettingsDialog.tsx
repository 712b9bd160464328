import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PLANNING_SETTINGS_MESSAGES, WEEKDAYS, isHexColor } from '@locasuite/core';
import { ActionMessage, useDialogAction } from '../useDialogAction';
import { words } from '../words';

/** One colour the dialog sets: its settings key, its name, its colour now (`#RRGGBB`). */
export interface CalendarColorRow {
  readonly key: string;
  readonly label: string;
  readonly color: string;
}

/** What « Enregistrer » hands the page: a colour per key and the hidden weekdays (0 = Sunday). */
export interface CalendarSettingsChoice {
  readonly colors: Readonly<Record<string, string>>;
  readonly hiddenDays: readonly number[];
}

export interface CalendarSettingsDialogProps {
  /** Default true: a page may also mount the dialog only while it is open. */
  readonly open?: boolean;
  readonly title: string;
  /** The heading over the colours, e.g. « Couleur par statut » (none for a single colour). */
  readonly colorsTitle?: string;
  /** A line under that heading (how the colours apply). */
  readonly colorsNote?: string;
  /** The accessible name of a colour's swatch, e.g. `Couleur : ${label}`. */
  readonly colorLabel?: (label: string) => string;
  /** The accessible name of a colour's `#RRGGBB` field: `Code couleur ${label}` by default. */
  readonly codeLabel?: (label: string) => string;
  readonly colors: readonly CalendarColorRow[];
  readonly hiddenDays: readonly number[];
  readonly hiddenDaysTitle?: string;
  /** The tool's own fields (the availability planning's event types), under the hidden days. */
  readonly children?: ReactNode;
  readonly onClose: () => void;
  /**
   * Saves through the server's calendar settings calls (`save_calendar_colors`,
   * `save_day_to_hide`); rejects with the French message shown in the dialog.
   */
  readonly onSave: (choice: CalendarSettingsChoice) => Promise<unknown>;
}

export const calendarSettingsWords = {
  hiddenDays: 'Jours masqués',
  code: (label: string) => `Code couleur ${label}`,
  color: (label: string) => `Couleur ${label}`,
  invalidColor: 'Code couleur invalide (ex. #A1887F)',
  // The server's refusal, said before the call.
  allDaysHidden: PLANNING_SETTINGS_MESSAGES.allDaysHidden,
} as const;

// Monday first, as the French week (spec 1 §9 keeps Sunday = 0 for the saved numbers).
const WEEK = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((d) => b.includes(d));
const colorsOf = (rows: readonly CalendarColorRow[]) =>
  Object.fromEntries(rows.map((r) => [r.key, r.color.toUpperCase()]));
const sameColors = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);

/**
 * The calendar settings of every planning (spec 1 §2/§4, spec 2 §2.1/§2.2, admins): a colour per
 * key (a swatch and its `#RRGGBB` code), the hidden weekdays, then `Annuler` / `Enregistrer`. It
 * matches the server's shared settings calls (mock-api `planningSettings`). A reload while it is
 * open (someone else's save, heard live) moves what the person left as it was; what they changed
 * stays. A colour that is not `#RRGGBB`, or all seven days hidden, is said before any call.
 */
export function CalendarSettingsDialog({
  open = true,
  title,
  colorsTitle,
  colorsNote,
  colorLabel = calendarSettingsWords.color,
  codeLabel = calendarSettingsWords.code,
  colors,
  hiddenDays,
  hiddenDaysTitle = calendarSettingsWords.hiddenDays,
  children,
  onClose,
  onSave,
}: CalendarSettingsDialogProps) {
  const [chosen, setChosen] = useState<Record<string, string>>(() => colorsOf(colors));
  const [days, setDays] = useState<number[]>(() => [...hiddenDays]);
  // The settings the form was filled from, to follow a reload while it is open.
  const [base, setBase] = useState({ colors: colorsOf(colors), hiddenDays });
  const [shown, setShown] = useState(open);
  const given = colorsOf(colors);
  if (open !== shown) {
    // Opened again: from what the page has now, not from what was left on Annuler.
    setShown(open);
    if (open) {
      setChosen(given);
      setDays([...hiddenDays]);
      setBase({ colors: given, hiddenDays });
    }
  } else if (!sameColors(base.colors, given) || !sameDays(base.hiddenDays, hiddenDays)) {
    setChosen((c) =>
      Object.fromEntries(
        Object.entries(given).map(([k, v]) => {
          const typed = c[k];
          return [k, typed === undefined || typed === base.colors[k] ? v : typed];
        }),
      ),
    );
    if (sameDays(days, base.hiddenDays)) setDays([...hiddenDays]);
    setBase({ colors: given, hiddenDays });
  }
  const action = useDialogAction();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  const invalid = colors.some((r) => !isHexColor(chosen[r.key] ?? ''));
  const allHidden = days.length >= 7;
  const toggle = (day: number) =>
    setDays((d) => (d.includes(day) ? d.filter((x) => x !== day) : [...d, day]));
  const setColor = (key: string, value: string) => setChosen((c) => ({ ...c, [key]: value }));
  const save = () =>
    void action.run(() =>
      onSave({
        colors: Object.fromEntries(colors.map((r) => [r.key, (chosen[r.key] ?? '').toUpperCase()])),
        hiddenDays: [...days].sort((a, b) => a - b),
      }),
    );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
      aria-labelledby="ls-calendar-settings-title"
    >
      <DialogTitle id="ls-calendar-settings-title">{title}</DialogTitle>
      <DialogContent dividers>
        <ActionMessage result={action.result} />
        {colorsTitle && (
          <Typography component="h3" variant="subtitle2">
            {colorsTitle}
          </Typography>
        )}
        {colorsNote && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {colorsNote}
          </Typography>
        )}
        <FormGroup sx={{ gap: 1, my: 1 }}>
          {colors.map(({ key, label }) => {
            const value = chosen[key] ?? '';
            const bad = !isHexColor(value);
            return (
              <TextField
                key={key}
                size="small"
                label={label}
                value={value}
                error={bad}
                helperText={bad ? calendarSettingsWords.invalidColor : undefined}
                onChange={(e) => setColor(key, e.target.value.trim())}
                sx={{ maxWidth: 320 }}
                slotProps={{
                  htmlInput: { 'aria-label': codeLabel(label) },
                  input: {
                    startAdornment: (
                      <input
                        type="color"
                        aria-label={colorLabel(label)}
                        value={bad ? '#000000' : value.toLowerCase()}
                        onChange={(e) => setColor(key, e.target.value.toUpperCase())}
                        style={{
                          width: 36,
                          height: 28,
                          border: 'none',
                          background: 'none',
                          marginRight: 8,
                          flexShrink: 0,
                        }}
                      />
                    ),
                  },
                }}
              />
            );
          })}
        </FormGroup>
        <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
          {hiddenDaysTitle}
        </Typography>
        <FormGroup row>
          {WEEK.map((day) => (
            <FormControlLabel
              key={day.index}
              label={day.label}
              control={
                <Checkbox checked={days.includes(day.index)} onChange={() => toggle(day.index)} />
              }
            />
          ))}
        </FormGroup>
        {allHidden && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {calendarSettingsWords.allDaysHidden}
          </Alert>
        )}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={action.busy}>
          {words.cancel}
        </Button>
        <Button variant="contained" onClick={save} disabled={action.busy || invalid || allHidden}>
          {words.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
