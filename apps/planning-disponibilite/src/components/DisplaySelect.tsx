import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface DisplaySelectProps<T extends string | number> {
  readonly id: string;
  readonly label: string;
  readonly value: T;
  readonly choices: readonly T[];
  readonly format?: (value: T) => string;
  readonly onChange: (value: T) => void;
  readonly minWidth?: number;
  /** Said under the select (e.g. why shorter slots are not offered). */
  readonly helperText?: string;
  readonly fullWidth?: boolean;
}

/** A small labelled select of fixed choices (days shown, slot, start and end times). */
export function DisplaySelect<T extends string | number>({
  id,
  label,
  value,
  choices,
  format = String,
  onChange,
  minWidth = 130,
  helperText,
  fullWidth = false,
}: DisplaySelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      id={id}
      label={label}
      value={String(value)}
      helperText={helperText}
      fullWidth={fullWidth}
      sx={{ minWidth, maxWidth: fullWidth ? undefined : 220 }}
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
