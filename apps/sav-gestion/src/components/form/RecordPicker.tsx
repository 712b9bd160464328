import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { text } from '@locasuite/core';
import { useFormField } from '@locasuite/ui/form';
import type { FieldPath, UseFormReturn } from '@locasuite/ui/form';
import type { SavReport } from '../../api';
import type { ReportFormValues } from './reportModel';

/** Sets several of the form's values at once (a client's or a machine's fields). */
export function setFields(
  form: UseFormReturn<ReportFormValues>,
  fields: Partial<ReportFormValues>,
): void {
  for (const [key, value] of Object.entries(fields)) {
    form.setValue(key as keyof ReportFormValues, value, { shouldDirty: true });
  }
}

export interface RecordPickerProps {
  readonly form: UseFormReturn<ReportFormValues>;
  /** The form value the choice sets (`ID_client`, `N° MATR INT`). */
  readonly name: FieldPath<ReportFormValues>;
  /** The record's key that is stored in `name`, and the one people read. */
  readonly idKey: string;
  readonly labelKey: string;
  readonly records: readonly SavReport[];
  readonly label: string;
  readonly noOptions: string;
  /** The value shown when the stored one is not in `records` (an old client, a sold machine). */
  readonly fallbackLabel: string;
  /** The other fields the chosen record fills (an empty record when cleared). */
  readonly fill: (record: SavReport) => Partial<ReportFormValues>;
  readonly readOnly: boolean;
}

/** A record of a list picked by name, bound to one form value, filling the fields it brings. */
export function RecordPicker(props: RecordPickerProps) {
  const { form, idKey, labelKey } = props;
  const field = useFormField(form.control, props.name);
  const chosen = props.records.find((r) => text(r[idKey]) === field.value) ?? null;
  const fallback: SavReport | null =
    field.value !== '' && !chosen
      ? { [idKey]: field.value, [labelKey]: props.fallbackLabel || field.value }
      : null;
  return (
    <Autocomplete<SavReport>
      options={props.records}
      value={chosen ?? fallback}
      disabled={props.readOnly}
      getOptionLabel={(r) => text(r[labelKey])}
      getOptionKey={(r) => text(r[idKey])}
      isOptionEqualToValue={(a, b) => text(a[idKey]) === text(b[idKey])}
      noOptionsText={props.noOptions}
      onChange={(_e, next) => {
        setFields(form, props.fill(next ?? {}));
        field.onChange(next ? text(next[idKey]) : '');
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          error={field.invalid}
          helperText={field.message || undefined}
          data-field={props.name}
        />
      )}
    />
  );
}
