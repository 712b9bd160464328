import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CUSTOM_PERIOD_LABEL, STATISTIC_PERIODS } from '@locasuite/core';
import { STATISTIQUES_TEXTS } from '../texts';

/** The selected button: a number of months, or `custom`. */
export type PeriodChoice = number | 'custom';

export interface PeriodSelectorProps {
  value: PeriodChoice;
  onChange: (value: PeriodChoice) => void;
}

/** `12 Mois`, `6 Mois`, `3 Mois`, `1 Mois`, `Personnaliser` (spec 1 §2). */
export function PeriodSelector({ value, onChange }: PeriodSelectorProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={STATISTIQUES_TEXTS.periods}
      onChange={(_, next: PeriodChoice | null) => {
        if (next !== null) onChange(next);
      }}
      sx={{ flexWrap: 'wrap', bgcolor: 'background.paper' }}
    >
      {STATISTIC_PERIODS.map((p) => (
        <ToggleButton key={p.months} value={p.months} sx={{ px: 1.5, textTransform: 'none' }}>
          {p.label}
        </ToggleButton>
      ))}
      <ToggleButton value="custom" sx={{ px: 1.5, textTransform: 'none' }}>
        {CUSTOM_PERIOD_LABEL}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
