import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { localToUtcDay, utcDayToLocal } from './utcDay';

/** French day format of the suite (spec 1 §5: custom statistics dates are dd/MM/yyyy). */
export const FRENCH_DATE_FORMAT = 'dd/MM/yyyy';

export interface FrenchDateFieldProps {
  label: string;
  /** A calendar day at 00:00 UTC; an invalid Date while the typed text is incomplete. */
  value: Date | null;
  onChange: (value: Date | null) => void;
  minDate?: Date;
  maxDate?: Date;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
}

/**
 * A French day field with a calendar (dd/MM/yyyy, no time). Needs `LocaSuiteProvider` above it.
 * Days are UTC calendar days (spec 1 §1), whatever the browser's time zone.
 */
export function FrenchDateField({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  disabled,
  required,
  error,
  helperText,
  fullWidth,
  size = 'small',
}: FrenchDateFieldProps) {
  return (
    <DatePicker
      label={label}
      format={FRENCH_DATE_FORMAT}
      views={['year', 'month', 'day']}
      openTo="day"
      value={utcDayToLocal(value)}
      onChange={(next) => onChange(localToUtcDay(next))}
      minDate={utcDayToLocal(minDate ?? null) ?? undefined}
      maxDate={utcDayToLocal(maxDate ?? null) ?? undefined}
      disabled={disabled}
      slotProps={{
        textField: { required, error, helperText, fullWidth, size },
      }}
    />
  );
}
