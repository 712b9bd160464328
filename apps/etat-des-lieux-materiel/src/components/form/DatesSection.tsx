import Box from '@mui/material/Box';
import { conditionTime } from '@locasuite/core';
import type { ConditionFormState } from '../../hooks/useConditionForm';
import { formTexts as t } from '../../texts';
import { boundField, FormTextField } from './FormTextField';
import { FormSection, twoColumns } from './FormSection';

const DATE_SX = { flex: 3 };
const TIME_SX = { flex: 2 };

/**
 * spec 3 §2.2 section 5: the departure and return validation dates (YYYY-MM-DD in the form's
 * values, MM-DD-YYYY saved; shown DD/MM/YYYY whatever the browser's language) and their hours
 * (`8H30` becomes `08:30` when the field is left).
 */
export function DatesSection({ form }: { readonly form: ConditionFormState }) {
  const rows = [
    ['DEPART', t.dates.departureValidation, t.dates.departureTime],
    ['RETOUR', t.dates.returnValidation, t.dates.returnTime],
  ] as const;
  return (
    <FormSection number={5} title={t.sections.dates}>
      <Box sx={twoColumns}>
        {rows.map(([leg, dateLabel, timeLabel]) => (
          <Box key={leg} sx={{ display: 'flex', gap: 1.5 }}>
            <FormTextField
              {...boundField(form, `CLD_DATE_${leg}_VALIDATION`, form.editable[leg])}
              label={dateLabel}
              type="date"
              size="small"
              sx={DATE_SX}
            />
            <FormTextField
              {...boundField(form, `CLD_HEURE_${leg}`, form.editable[leg])}
              label={timeLabel}
              placeholder={t.dates.timeHint}
              size="small"
              sx={TIME_SX}
              normalize={conditionTime}
            />
          </Box>
        ))}
      </Box>
    </FormSection>
  );
}
