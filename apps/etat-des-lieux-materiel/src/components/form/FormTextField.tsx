import { memo } from 'react';
import type { ReactNode } from 'react';
import type { TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { FormTextInput, useFormField } from '@locasuite/ui/form';
import type { Control } from '@locasuite/ui/form';
import { FrenchDayField } from './FrenchDayField';
import { missingSx } from './FormSection';

type FormControl = Control<Record<string, string>>;

export interface FormTextFieldProps {
  /** The form's `control` (`useConditionForm().control`): the same for every field. */
  readonly control: FormControl;
  /** The record's field (`CLD_…`) the value is saved in. */
  readonly field: string;
  readonly editable: boolean;
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

/** spec 3 §2.2: a required field the last Finaliser found empty is outlined in orange. */
const MISSING_SX = missingSx(true);

/** A day typed the French way, bound to the form's `YYYY-MM-DD` value. */
function DayInput({
  control,
  field,
  editable,
  label,
  ariaLabel,
  size,
  fullWidth,
  sx,
}: FormTextFieldProps) {
  const bound = useFormField(control, field);
  return (
    <FrenchDayField
      label={label}
      {...(size ? { size } : {})}
      {...(fullWidth ? { fullWidth: true } : {})}
      field={field}
      value={bound.value}
      disabled={!editable}
      onValue={(_field, value) => bound.onChange(value)}
      {...(ariaLabel ? { ariaLabel } : {})}
      sx={[missingSx(bound.invalid), ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
      rootProps={{ 'data-field': field, 'data-missing': bound.invalid || undefined }}
    />
  );
}

/**
 * A field of the condition form bound to one value of the kit's form (`@locasuite/ui/form`). It
 * draws again only when its own value, state or highlight changes: typing in one field of the form
 * does not redraw (and, for the multi-line ones, re-measure) the forty others, which kept a
 * tablet's keyboard behind the finger.
 */
export const FormTextField = memo(function FormTextField(props: FormTextFieldProps) {
  if (props.type === 'date') return <DayInput {...props} />;
  const { control, field, editable, type: _text, ...shown } = props;
  return (
    <FormTextInput
      {...shown}
      control={control}
      name={field}
      disabled={!editable}
      invalidSx={MISSING_SX}
    />
  );
});

/** The bound props of one form value: `<FormTextField {...boundField(form, key, editable)} … />`. */
export function boundField(
  form: { readonly control: FormControl },
  field: string,
  editable: boolean,
) {
  return { control: form.control, field, editable };
}
