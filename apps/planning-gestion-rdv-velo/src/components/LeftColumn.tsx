import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ColorLegend, FrenchDateField } from '@locasuite/ui';
import type { ColorLegendItem } from '@locasuite/ui';
import type { RdvAgency } from '../api';
import { texts } from '../texts';
import { AgencySelect } from './AgencySelect';

export const VIEW_DAYS = [1, 3, 7] as const;
export type ViewDays = (typeof VIEW_DAYS)[number];

export interface LeftColumnProps {
  readonly admin: boolean;
  readonly agencies: readonly RdvAgency[];
  readonly selected: readonly string[];
  readonly onAgencies: (ids: string[]) => void;
  readonly days: ViewDays;
  readonly onDays: (days: ViewDays) => void;
  readonly day: number;
  readonly onDay: (day: number) => void;
  readonly legend: readonly ColorLegendItem[];
  readonly onSettings: () => void;
  readonly onManagement: () => void;
}

/**
 * spec 2 §2.2 left column on large screens: agencies, 1 J / 3 J / 7 J, the « Date séléctionnée »
 * picker, the ADMINISTRATION box and the colour legend.
 */
export function LeftColumn({
  admin,
  agencies,
  selected,
  onAgencies,
  days,
  onDays,
  day,
  onDay,
  legend,
  onSettings,
  onManagement,
}: LeftColumnProps) {
  return (
    <Box
      component="aside"
      sx={{ width: 260, flexShrink: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <AgencySelect
        agencies={agencies}
        selected={selected}
        multiple={admin}
        onChange={onAgencies}
      />
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-label={texts.views}
        // On the paper's white, not the column's blue-grey: the buttons' texts reach 4.5:1
        // (issue 34 item 13).
        sx={{ bgcolor: 'background.paper' }}
        value={days}
        onChange={(_e, value: ViewDays | null) => {
          if (value) onDays(value);
        }}
      >
        {VIEW_DAYS.map((n) => (
          <ToggleButton key={n} value={n}>
            {texts.view(n)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FrenchDateField
        label={texts.selectedDate}
        value={new Date(day)}
        onChange={(value) => {
          if (value && !Number.isNaN(value.getTime())) onDay(value.getTime());
        }}
        fullWidth
      />
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography component="h2" variant="subtitle2">
          {texts.administration}
        </Typography>
        {admin && (
          <Button variant="outlined" onClick={onSettings}>
            {texts.calendarSettings}
          </Button>
        )}
        <Button variant="contained" onClick={onManagement}>
          {texts.management}
        </Button>
      </Paper>
      <ColorLegend title={texts.legend} items={legend} direction="column" />
    </Box>
  );
}
