import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { ConditionLeg } from '@locasuite/core';
import type { ConditionFormState } from '../../hooks/useConditionForm';
import { formTexts as t } from '../../texts';
import { boundField, FormTextField } from './FormTextField';
import type { CustomField } from './formApi';
import { FormSection, missingSx, twoColumns } from './FormSection';

function CustomFieldInput({
  form,
  field,
  leg,
}: {
  readonly form: ConditionFormState;
  readonly field: CustomField;
  readonly leg: ConditionLeg;
}) {
  const key = leg === 'DEPART' ? field.keyDepart : field.keyRetour;
  if (key === '') return <Box />;
  const label = leg === 'DEPART' ? field.labelDepart : field.labelRetour;
  const bound = boundField(form, key, form.editable[leg]);
  switch (field.kind) {
    case 'checkbox':
      return (
        <FormControlLabel
          sx={missingSx(form.missing.has(key))}
          data-field={key}
          data-missing={form.missing.has(key) || undefined}
          control={
            <Checkbox
              checked={form.values[key] === '1'}
              disabled={!form.editable[leg]}
              onChange={(event) => form.setValue(key, event.target.checked ? '1' : '0')}
            />
          }
          label={label}
        />
      );
    case 'date':
      return <FormTextField {...bound} label={label} type="date" size="small" fullWidth />;
    case 'number':
      return <FormTextField {...bound} label={label} inputMode="decimal" size="small" fullWidth />;
    case 'textarea':
      return (
        <FormTextField {...bound} label={label} multiline minRows={2} size="small" fullWidth />
      );
    default:
      return <FormTextField {...bound} label={label} size="small" fullWidth />;
  }
}

/**
 * spec 3 §2.2 section 9, §3.3: the custom fields shown for this deployment, each on the legs it
 * has a key for, by type (text, number, date, checkbox, textarea).
 */
export function CustomFieldsSection({
  form,
  fields,
}: {
  readonly form: ConditionFormState;
  readonly fields: readonly CustomField[];
}) {
  return (
    <FormSection number={9} title={t.sections.customFields}>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t.customFieldsEmpty}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {fields.map((field) => (
          <Box key={field.key} sx={twoColumns}>
            <CustomFieldInput form={form} field={field} leg="DEPART" />
            <CustomFieldInput form={form} field={field} leg="RETOUR" />
          </Box>
        ))}
      </Box>
    </FormSection>
  );
}
