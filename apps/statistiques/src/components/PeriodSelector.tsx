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

/**
 * One button's room: on a phone the five share one row (issue 11 item 11: wrapped, they left
 * `Personnaliser` alone on a second line with a broken border), tighter and sized to their text.
 */
const buttonSx = {
  px: { xs: 0.75, sm: 1.5 },
  flex: { xs: '1 1 auto', sm: '0 0 auto' },
  minWidth: 0,
  whiteSpace: 'nowrap',
  fontSize: { xs: '0.8125rem', sm: undefined },
  textTransform: 'none',
} as const;

/** `12 Mois`, `6 Mois`, `3 Mois`, `1 Mois`, `Personnaliser` (spec 1 §2), on one row. */
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
      sx={{
        flexWrap: 'nowrap',
        width: { xs: '100%', sm: 'auto' },
        bgcolor: 'background.paper',
      }}
    >
      {STATISTIC_PERIODS.map((p) => (
        <ToggleButton key={p.months} value={p.months} sx={buttonSx}>
          {p.label}
        </ToggleButton>
      ))}
      <ToggleButton value="custom" sx={buttonSx}>
        {CUSTOM_PERIOD_LABEL}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
