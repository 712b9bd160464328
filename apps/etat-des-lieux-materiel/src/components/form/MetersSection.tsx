import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConditionDifference, ConditionLeg } from '@locasuite/core';
import type { ConditionFormState } from '../../hooks/useConditionForm';
import { formTexts as t } from '../../texts';
import { fieldProps, legLabelSx, legRowSx } from './fieldProps';
import { FormSection } from './FormSection';

const LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

const METERS = [
  { kind: 'kilometre', field: 'KILOMETRE', label: t.meters.kilometre, level: false },
  { kind: 'horametre', field: 'HORAMETRE', label: t.meters.horametre, level: false },
  { kind: 'gas', field: 'NIVEAU_GAS', label: t.meters.gas, level: true },
  { kind: 'adblue', field: 'NIVEAU_ADBLUE', label: t.meters.adblue, level: true },
] as const;

/**
 * spec 3 §2.2 section 6: odometer and hour-meter readings, fuel and AdBlue levels (in eighths,
 * 0/8 to 8/8) for departure and return; on a return, the change during the rental beside each.
 */
export function MetersSection({
  form,
  differences,
}: {
  readonly form: ConditionFormState;
  readonly differences: readonly ConditionDifference[] | null;
}) {
  const legs: readonly [ConditionLeg, string][] = [
    ['DEPART', t.departure],
    ['RETOUR', t.return],
  ];
  return (
    <FormSection number={6} title={t.sections.meters}>
      {METERS.map((meter) => {
        const difference = differences?.find((d) => d.kind === meter.kind);
        return (
          <Box key={meter.kind} data-changed={difference ? true : undefined} sx={legRowSx}>
            <Box sx={{ ...legLabelSx, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {meter.label}
              </Typography>
              {difference && difference.kind !== 'checklist' && (
                <Chip
                  size="small"
                  color="warning"
                  label={difference.text.slice(difference.text.indexOf(':') + 2)}
                />
              )}
            </Box>
            {legs.map(([leg, legLabel]) => {
              const key = `CLD_${meter.field}_${leg}`;
              const props = fieldProps(form, key, form.editable[leg]);
              return meter.level ? (
                <TextField
                  key={leg}
                  {...props}
                  select
                  label={legLabel}
                  size="small"
                  slotProps={{
                    select: {
                      SelectDisplayProps: {
                        'aria-label': t.meters.field(meter.label, legLabel),
                        'aria-labelledby': undefined,
                      },
                    },
                  }}
                >
                  <MenuItem value="">{t.meters.noLevel}</MenuItem>
                  {LEVELS.map((n) => (
                    <MenuItem key={n} value={String(n)}>
                      {t.meters.level(n)}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField
                  key={leg}
                  {...props}
                  label={legLabel}
                  size="small"
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      'aria-label': t.meters.field(meter.label, legLabel),
                    },
                  }}
                />
              );
            })}
          </Box>
        );
      })}
    </FormSection>
  );
}
