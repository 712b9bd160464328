import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface PlainTextFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'password';
  readonly autoComplete?: string;
  readonly autoFocus?: boolean;
}

/**
 * An outlined, labelled text input that looks like MUI's TextField without carrying its Select,
 * Menu and Modal code (TextField imports them), which keeps the sign-in page within budget.
 */
export function PlainTextField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  autoComplete,
  autoFocus,
}: PlainTextFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormControl>
  );
}
