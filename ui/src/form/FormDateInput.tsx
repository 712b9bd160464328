import { memo } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FrenchDateField } from '../FrenchDateField';
import { useFormField } from './useFormField';

export interface FormDateInputProps<Values extends FieldValues> {
  readonly control: Control<Values>;
  /** A value kept as `YYYY-MM-DD` (`''` when empty), the calendar day in UTC. */
  readonly name: FieldPath<Values>;
  readonly label: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly fullWidth?: boolean;
  readonly size?: 'small' | 'medium';
}

/** `YYYY-MM-DD` → the day at 00:00 UTC, null when empty or not a day. */
export function formDayToDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

/** The day at 00:00 UTC → `YYYY-MM-DD`; `''` for an empty or invalid day. */
export function dateToFormDay(date: Date | null): string {
  return date === null || Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

function FormDateInputBase<Values extends FieldValues>({
  control,
  name,
  ...shown
}: FormDateInputProps<Values>) {
  const field = useFormField(control, name);
  return (
    <FrenchDateField
      {...shown}
      value={formDayToDate(field.value)}
      onChange={(date) => {
        field.onChange(dateToFormDay(date));
        field.onBlur();
      }}
      error={field.invalid}
      {...(field.message !== '' ? { helperText: field.message } : {})}
    />
  );
}

/**
 * The suite's date picker (DD/MM/YYYY, French calendar) bound to a `YYYY-MM-DD` value of a
 * `useZodForm` form, with the field's French error under it. A day left unfinished is no day: the
 * value is then empty, and the schema says whether one is required.
 */
export const FormDateInput = memo(FormDateInputBase) as typeof FormDateInputBase;
