import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ConditionLeg } from '@locasuite/core';
import type { ConditionFormState } from '../../hooks/useConditionForm';
import { formTexts as t } from '../../texts';
import { boundField, FormTextField } from './FormTextField';
import { FormSection, twoColumns } from './FormSection';

/**
 * spec 3 §2.2 section 8: the observations of each leg as free text (COMMENTAIRE_DEPART/RETOUR).
 * `drawing` is where the drawing over the family image goes when drawInObservation is on
 * (src/components/observations/ObservationDrawing.tsx, plugged in at its merge).
 */
export function ObservationsSection({
  form,
  drawing,
}: {
  readonly form: ConditionFormState;
  readonly drawing?: (leg: ConditionLeg) => ReactNode;
}) {
  const legs = [
    ['DEPART', t.observations.departure],
    ['RETOUR', t.observations.return],
  ] as const;
  return (
    <FormSection number={8} title={t.sections.observations}>
      <Box sx={twoColumns}>
        {legs.map(([leg, label]) => (
          <Box key={leg} data-testid={`condition-observation-${leg}`}>
            <FormTextField
              {...boundField(form, `CLD_COMMENTAIRE_${leg}`, form.editable[leg])}
              label={label}
              multiline
              minRows={3}
              fullWidth
            />
            {drawing?.(leg)}
          </Box>
        ))}
      </Box>
    </FormSection>
  );
}
