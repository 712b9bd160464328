import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CONDITION_CHECK_MESSAGES } from '@locasuite/core';
import type { ConditionFormState } from '../../hooks/useConditionForm';
import { formTexts as t } from '../../texts';
import { boundField, FormTextField } from './FormTextField';
import { FormSection, twoColumns } from './FormSection';
import { SignaturePadField } from './SignaturePadField';

/**
 * spec 3 §2.2 section 11, §5.3: per leg the controller (inspector), the signer with its
 * `signataire facultatif` toggle (the signer and signature are then not required), and the
 * signature pad; the copy address when savedSignature is set.
 */
export function SignaturesSection({
  form,
  savedSignature,
}: {
  readonly form: ConditionFormState;
  readonly savedSignature: string;
}) {
  const legs = [
    ['DEPART', t.departure],
    ['RETOUR', t.return],
  ] as const;
  return (
    <FormSection number={11} title={t.sections.signatures}>
      <Box sx={twoColumns}>
        {legs.map(([leg, legLabel]) => {
          const editable = form.editable[leg];
          const optional = form.values[`CLD_FLAG_SIGNATAIRE_${leg}`] === '1';
          const signatureKey = `CLD_SIGNATURE_${leg}`;
          return (
            <Box key={leg} sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
              <Typography component="h4" variant="subtitle2">
                {legLabel}
              </Typography>
              <FormTextField
                {...boundField(form, `CLD_CONTROLEUR_${leg}`, editable)}
                label={t.signatures.controller(legLabel)}
                size="small"
              />
              <FormTextField
                {...boundField(form, `CLD_SIGNATAIRE_${leg}`, editable)}
                label={t.signatures.signer(legLabel)}
                size="small"
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={optional}
                    disabled={!editable}
                    onChange={(event) =>
                      form.setValue(`CLD_FLAG_SIGNATAIRE_${leg}`, event.target.checked ? '1' : '0')
                    }
                  />
                }
                label={CONDITION_CHECK_MESSAGES.signerOptional}
              />
              <SignaturePadField
                field={signatureKey}
                label={t.signatures.signature(legLabel)}
                value={form.values[signatureKey] ?? ''}
                disabled={!editable}
                missing={form.missing.has(signatureKey)}
                onValue={form.setValue}
              />
            </Box>
          );
        })}
      </Box>
      {savedSignature !== '' && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t.signatures.copyTo(savedSignature)}
        </Typography>
      )}
    </FormSection>
  );
}
