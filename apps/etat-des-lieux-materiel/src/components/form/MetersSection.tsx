import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ConditionDifference, ConditionLeg } from '@locasuite/core';
import type { ConditionFormState } from '../../hooks/useConditionForm';
import { formTexts as t } from '../../texts';
import { legLabelSx, legRowSx } from './legRows';
import { boundField, FormTextField } from './FormTextField';
import { FormSection } from './FormSection';

const LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** The level lists' items (made once: the fields stay equal between two drawings). */
const LEVEL_OPTIONS = [
  <MenuItem key="" value="">
    {t.meters.noLevel}
  </MenuItem>,
  ...LEVELS.map((n) => (
    <MenuItem key={n} value={String(n)}>
      {t.meters.level(n)}
    </MenuItem>
  )),
];

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
              const bound = boundField(form, `CLD_${meter.field}_${leg}`, form.editable[leg]);
              const ariaLabel = t.meters.field(meter.label, legLabel);
              return meter.level ? (
                <FormTextField
                  key={leg}
                  {...bound}
                  label={legLabel}
                  ariaLabel={ariaLabel}
                  size="small"
                  options={LEVEL_OPTIONS}
                />
              ) : (
                <FormTextField
                  key={leg}
                  {...bound}
                  label={legLabel}
                  ariaLabel={ariaLabel}
                  inputMode="numeric"
                  size="small"
                />
              );
            })}
          </Box>
        );
      })}
    </FormSection>
  );
}
