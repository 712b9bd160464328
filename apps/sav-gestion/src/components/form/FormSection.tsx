import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormTextInput } from '@locasuite/ui/form';
import type { FieldPath, FormTextInputProps, UseFormReturn } from '@locasuite/ui/form';
import { texts } from '../../texts';
import type { ReportFormValues } from './reportModel';

export interface FormSectionProps {
  readonly title: string;
  /** spec 4 §2.2 « Mandatory items are highlighted red, others green ». */
  readonly mandatory: boolean;
  readonly children: ReactNode;
}

/** A section of the report form, its edge red when the section is mandatory, green otherwise. */
export function FormSection({ title, mandatory, children }: FormSectionProps) {
  const id = useId();
  const color = mandatory ? 'error.main' : 'success.main';
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      data-mandatory={mandatory}
      variant="outlined"
      sx={{ p: { xs: 1, sm: 1.5 }, borderLeft: 4, borderLeftColor: color, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700, color }}>
          {title}
        </Typography>
        {mandatory ? (
          <Typography variant="caption" color="error">
            {texts.form.mandatory}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>{children}</Box>
    </Paper>
  );
}

/** Fields side by side on a wide screen, one under the other on a phone. */
export const FIELD_GRID = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
} as const;

/** How a text field of the report is typed, besides its name and label. */
export type TextFieldLook = Pick<
  FormTextInputProps<ReportFormValues>,
  'multiline' | 'minRows' | 'inputMode' | 'options'
>;

/** A text field of the report: `[name, label]`, or `[name, label, look]`. */
export type TextFieldSpec = readonly [FieldPath<ReportFormValues>, string, TextFieldLook?];

/** Text fields of the form, in the order given, laid out by the section. */
export function TextFields({
  form,
  fields,
  readOnly,
}: {
  readonly form: UseFormReturn<ReportFormValues>;
  readonly fields: readonly TextFieldSpec[];
  readonly readOnly: boolean;
}) {
  return fields.map(([name, label, look]) => (
    <FormTextInput
      key={name}
      control={form.control}
      name={name}
      label={label}
      disabled={readOnly}
      {...look}
    />
  ));
}
