import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface ChoiceSelectProps<T extends string | number> {
  readonly id: string;
  readonly label: string;
  readonly value: T;
  readonly choices: readonly T[];
  /** How a choice reads (default: as written). */
  readonly format?: (value: T) => string;
  readonly onChange: (value: T) => void;
  /** Said under the select (e.g. why shorter slots are not offered). */
  readonly helperText?: string;
  readonly fullWidth?: boolean;
  /** Small, between `minWidth` and 220 px unless full width: for a row of filters. */
  readonly compact?: boolean;
  readonly minWidth?: number;
}

/** A labelled select of fixed choices (days shown, slot duration, start and end times). */
export function ChoiceSelect<T extends string | number>({
  id,
  label,
  value,
  choices,
  format = String,
  onChange,
  helperText,
  fullWidth,
  compact = false,
  minWidth = 130,
}: ChoiceSelectProps<T>) {
  return (
    <TextField
      select
      size={compact ? 'small' : undefined}
      id={id}
      label={label}
      value={String(value)}
      helperText={helperText}
      fullWidth={fullWidth}
      sx={compact ? { minWidth, maxWidth: fullWidth ? undefined : 220 } : undefined}
      onChange={(e) => {
        const next = choices.find((c) => String(c) === e.target.value);
        if (next !== undefined) onChange(next);
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={String(choice)} value={String(choice)}>
          {format(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}
