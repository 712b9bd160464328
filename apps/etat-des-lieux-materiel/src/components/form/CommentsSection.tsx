import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ConditionFormState } from '../../hooks/useConditionForm';
import { formTexts as t } from '../../texts';
import { boundField, FormTextField } from './FormTextField';
import { FormSection, twoColumns } from './FormSection';

/**
 * spec 3 §2.2 section 10: the technician's comments (departure, return), the rental comment, the
 * internal comment, and the error-report toggle when showErrorInContrat is on.
 */
export function CommentsSection({
  form,
  showError,
}: {
  readonly form: ConditionFormState;
  readonly showError: boolean;
}) {
  const any = form.editable.DEPART || form.editable.RETOUR;
  return (
    <FormSection number={10} title={t.sections.comments}>
      <Box sx={twoColumns}>
        <FormTextField
          {...boundField(form, 'CLD_COMMENTAIRE_TECH_DEPART', form.editable.DEPART)}
          label={t.comments.techDeparture}
          multiline
          minRows={2}
        />
        <FormTextField
          {...boundField(form, 'CLD_COMMENTAIRE_TECH_RETOUR', form.editable.RETOUR)}
          label={t.comments.techReturn}
          multiline
          minRows={2}
        />
        <FormTextField
          {...boundField(form, 'CLD_COMMENTAIRE_LOCATION', any)}
          label={t.comments.rental}
          multiline
          minRows={2}
        />
        <FormTextField
          {...boundField(form, 'CLD_COMMENTAIRE_INTERNE', any)}
          label={t.comments.internal}
          multiline
          minRows={2}
        />
      </Box>
      {showError && (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={form.values.CLD_ERREUR === '1'}
              disabled={!any}
              onChange={(event) => form.setValue('CLD_ERREUR', event.target.checked ? '1' : '0')}
            />
          }
          label={t.comments.error}
        />
      )}
    </FormSection>
  );
}
