import { memo } from 'react';
import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { FrenchDayField } from './FrenchDayField';
import { missingSx } from './FormSection';

export interface FormTextFieldProps {
  /** The record's field (`CLD_…`) the value is saved in. */
  readonly field: string;
  readonly value: string;
  readonly editable: boolean;
  /** Highlighted in orange: the last Finaliser found it empty (spec 3 §2.2). */
  readonly missing: boolean;
  /** The form's setter (`setValue`): one function for every field, so a field's props stay equal. */
  readonly onValue: (field: string, value: string) => void;
  readonly label: string;
  /** What the field says to a screen reader when its visible label is the leg only. */
  readonly ariaLabel?: string;
  readonly type?: 'text' | 'date';
  readonly inputMode?: 'numeric' | 'decimal';
  readonly placeholder?: string;
  readonly multiline?: boolean;
  readonly minRows?: number;
  readonly size?: TextFieldProps['size'];
  readonly fullWidth?: boolean;
  /** A list of values (`select`): its items, made once (a constant) so that the field stays equal. */
  readonly options?: ReactNode;
  /** Applied when the field is left (`8H30` becomes `08:30`); `''` keeps what was typed. */
  readonly normalize?: (typed: string) => string;
  /** A constant: laid out by its section (flex, grid). */
  readonly sx?: SxProps<Theme>;
}

/**
 * A text field of the condition form bound to one value. It draws again only when its own value,
 * state or highlight changes: typing in one field of the form no longer redraws (and, for the
 * multi-line ones, re-measures) the forty others, which kept a tablet's keyboard behind the finger.
 */
export const FormTextField = memo(function FormTextField({
  field,
  value,
  editable,
  missing,
  onValue,
  ariaLabel,
  type,
  inputMode,
  options,
  normalize,
  sx,
  ...shown
}: FormTextFieldProps) {
  if (type === 'date') {
    return (
      <FrenchDayField
        label={shown.label}
        {...(shown.size ? { size: shown.size } : {})}
        {...(shown.fullWidth ? { fullWidth: true } : {})}
        field={field}
        value={value}
        disabled={!editable}
        onValue={onValue}
        {...(ariaLabel ? { ariaLabel } : {})}
        sx={[missingSx(missing), ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
        rootProps={{ 'data-field': field, 'data-missing': missing || undefined }}
      />
    );
  }
  const select = options !== undefined;
  return (
    <TextField
      {...shown}
      type={type}
      value={value}
      disabled={!editable}
      select={select}
      onChange={(event) => onValue(field, event.target.value)}
      onBlur={
        normalize &&
        ((event) => {
          const typed = normalize(event.target.value);
          if (typed !== '' && typed !== event.target.value) onValue(field, typed);
        })
      }
      sx={[missingSx(missing), ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
      data-field={field}
      data-missing={missing || undefined}
      slotProps={{
        ...(select
          ? {
              select: {
                SelectDisplayProps: ariaLabel
                  ? { 'aria-label': ariaLabel, 'aria-labelledby': undefined }
                  : {},
              },
            }
          : { htmlInput: { inputMode, 'aria-label': ariaLabel } }),
      }}
    >
      {options}
    </TextField>
  );
});

/** The bound props of one form value: `<FormTextField {...boundField(form, key, editable)} … />`. */
export function boundField(
  form: {
    readonly values: Readonly<Record<string, string>>;
    readonly missing: ReadonlySet<string>;
    readonly setValue: (field: string, value: string) => void;
  },
  field: string,
  editable: boolean,
) {
  return {
    field,
    value: form.values[field] ?? '',
    editable,
    missing: form.missing.has(field),
    onValue: form.setValue,
  };
}
