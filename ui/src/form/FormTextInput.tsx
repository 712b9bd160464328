import { memo } from 'react';
import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFormField } from './useFormField';

export interface FormTextInputProps<Values extends FieldValues> {
  /** The form's `control` (`useZodForm(...).control`): the same object for every field. */
  readonly control: Control<Values>;
  readonly name: FieldPath<Values>;
  readonly label: string;
  readonly disabled?: boolean;
  /** What a screen reader says when the visible label is short (the leg only). */
  readonly ariaLabel?: string;
  readonly placeholder?: string;
  readonly helperText?: string;
  readonly inputMode?: 'numeric' | 'decimal' | 'email' | 'tel';
  readonly multiline?: boolean;
  readonly minRows?: number;
  readonly size?: TextFieldProps['size'];
  readonly fullWidth?: boolean;
  readonly required?: boolean;
  /** A list of values (a select): its `MenuItem`s, made once (a constant) so the field stays equal. */
  readonly options?: ReactNode;
  /** Applied when the field is left (`8H30` becomes `08:30`); `''` keeps what was typed. */
  readonly normalize?: (typed: string) => string;
  /** A constant: laid out by its section (flex, grid). */
  readonly sx?: SxProps<Theme>;
  /**
   * How a field found wrong looks when the tool's spec says (the condition form's orange);
   * MUI's red error by default.
   */
  readonly invalidSx?: SxProps<Theme>;
}

function FormTextInputBase<Values extends FieldValues>({
  control,
  name,
  ariaLabel,
  inputMode,
  options,
  normalize,
  sx,
  invalidSx,
  helperText,
  ...shown
}: FormTextInputProps<Values>) {
  const field = useFormField(control, name);
  const select = options !== undefined;
  const showError = field.invalid && invalidSx === undefined;
  const help = field.message !== '' ? field.message : helperText;
  return (
    <TextField
      {...shown}
      name={name}
      value={field.value}
      select={select}
      error={showError}
      {...(help ? { helperText: help } : {})}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={(event) => {
        field.onBlur();
        if (!normalize) return;
        const typed = normalize(event.target.value);
        if (typed !== '' && typed !== event.target.value) field.onChange(typed);
      }}
      sx={[
        ...(field.invalid && invalidSx !== undefined
          ? Array.isArray(invalidSx)
            ? invalidSx
            : [invalidSx]
          : []),
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
      data-field={name}
      data-missing={field.invalid || undefined}
      slotProps={
        select
          ? {
              select: {
                SelectDisplayProps: ariaLabel
                  ? { 'aria-label': ariaLabel, 'aria-labelledby': undefined }
                  : {},
              },
            }
          : { htmlInput: { inputMode, 'aria-label': ariaLabel } }
      }
    >
      {options}
    </TextField>
  );
}

/**
 * A text field (or a list, or several lines) bound to one value of a `useZodForm` form: it shows
 * the value, the field's French error under it, and redraws only when its own value or error
 * changes (typing in one field of a forty-field form does not redraw the thirty-nine others).
 */
export const FormTextInput = memo(FormTextInputBase) as typeof FormTextInputBase;
