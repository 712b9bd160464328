import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { conditionTime } from '@locasuite/core';
import type { ConditionFormState } from '../../hooks/useConditionForm';
import { formTexts as t } from '../../texts';
import { fieldProps } from './fieldProps';
import { FormSection, twoColumns } from './FormSection';

/**
 * spec 3 §2.2 section 5: the departure and return validation dates (YYYY-MM-DD in the form,
 * MM-DD-YYYY saved) and their hours (`8H30` becomes `08:30` when the field is left).
 */
export function DatesSection({ form }: { readonly form: ConditionFormState }) {
  const rows = [
    ['DEPART', t.dates.departureValidation, t.dates.departureTime],
    ['RETOUR', t.dates.returnValidation, t.dates.returnTime],
  ] as const;
  return (
    <FormSection number={5} title={t.sections.dates}>
      <Box sx={twoColumns}>
        {rows.map(([leg, dateLabel, timeLabel]) => {
          const timeKey = `CLD_HEURE_${leg}`;
          const date = fieldProps(form, `CLD_DATE_${leg}_VALIDATION`, form.editable[leg]);
          const time = fieldProps(form, timeKey, form.editable[leg]);
          return (
            <Box key={leg} sx={{ display: 'flex', gap: 1.5 }}>
              <TextField
                {...date}
                label={dateLabel}
                type="date"
                size="small"
                sx={{ ...date.sx, flex: 3 }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                {...time}
                label={timeLabel}
                placeholder={t.dates.timeHint}
                size="small"
                sx={{ ...time.sx, flex: 2 }}
                onBlur={(event) => {
                  const typed = conditionTime(event.target.value);
                  if (typed !== '') form.setValue(timeKey, typed);
                }}
              />
            </Box>
          );
        })}
      </Box>
    </FormSection>
  );
}
