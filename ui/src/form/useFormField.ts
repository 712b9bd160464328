import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

export interface FormFieldState {
  readonly name: string;
  /** The value as text (`''` when empty). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  /** The last check found the field wrong (required and empty, or a schema's rule). */
  readonly invalid: boolean;
  /** The French message of the field's error; `''` when the page says it elsewhere (a banner). */
  readonly message: string;
}

/**
 * One text value of a `useZodForm` form, for a field drawn by hand (a switch, a signature pad, a
 * day typed the French way). The field redraws when its own value or error changes, never when
 * another field does.
 */
export function useFormField<Values extends FieldValues>(
  control: Control<Values>,
  name: FieldPath<Values>,
): FormFieldState {
  const { field, fieldState } = useController({ control, name });
  const raw: unknown = field.value;
  return {
    name,
    value: typeof raw === 'string' ? raw : raw == null ? '' : String(raw),
    onChange: field.onChange,
    onBlur: field.onBlur,
    invalid: fieldState.invalid,
    message: fieldState.error?.message ?? '',
  };
}
