import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { formTexts as t } from '../../texts';
import { formDayToFrench, frenchDayToForm } from './frenchDay';

export interface FrenchDayFieldProps {
  readonly field: string;
  /** The form's day, `YYYY-MM-DD` (spec 3 §9), or `''`. */
  readonly value: string;
  readonly disabled: boolean;
  readonly onValue: (field: string, value: string) => void;
  readonly label: string;
  readonly ariaLabel?: string;
  readonly size?: TextFieldProps['size'];
  readonly fullWidth?: boolean;
  readonly sx?: SxProps<Theme>;
  /** Marks of the form (`data-field`, `data-missing`) on the field's root. */
  readonly rootProps?: Readonly<Record<string, unknown>>;
}

/**
 * A day the French way, DD/MM/YYYY, whatever the browser's language (a native date input shows
 * the browser's format): a text field that keeps the form's `YYYY-MM-DD` (spec 3 §9). A whole day
 * is applied as it is typed; an unfinished or impossible one empties the value and, once the
 * field is left, says how to write it.
 */
export function FrenchDayField({
  field,
  value,
  disabled,
  onValue,
  label,
  ariaLabel,
  size,
  fullWidth,
  sx,
  rootProps,
}: FrenchDayFieldProps) {
  // What is being typed, for the value it was typed over: a new value from the form replaces it.
  const [draft, setDraft] = useState<{ text: string; over: string } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const typing = draft !== null && draft.over === value ? draft.text : null;
  return (
    <TextField
      {...rootProps}
      label={label}
      value={typing ?? formDayToFrench(value)}
      disabled={disabled}
      size={size}
      fullWidth={fullWidth}
      sx={sx}
      placeholder={t.dates.dayHint}
      error={invalid && typing !== null}
      helperText={invalid && typing !== null ? t.dates.dayInvalid : undefined}
      onChange={(event) => {
        const text = event.target.value;
        const day = text.trim() === '' ? '' : (frenchDayToForm(text) ?? '');
        setDraft({ text, over: day });
        setInvalid(false);
        if (day !== value) onValue(field, day);
      }}
      onBlur={() => {
        if (typing === null) return;
        if (typing.trim() === '' || frenchDayToForm(typing) !== null) setDraft(null);
        else setInvalid(true);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': ariaLabel, autoComplete: 'off' },
      }}
    />
  );
}
