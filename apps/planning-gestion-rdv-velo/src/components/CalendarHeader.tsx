import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SettingsIcon from '@mui/icons-material/Settings';
import { PeriodNavigation } from '@locasuite/ui';
import type { PeriodStep } from '@locasuite/ui';
import { texts } from '../texts';
import { VIEW_DAYS } from './LeftColumn';
import type { ViewDays } from './LeftColumn';

export interface CalendarHeaderProps {
  readonly admin: boolean;
  /** A large screen: the left column holds the agencies, the views and the administration. */
  readonly large: boolean;
  readonly phone: boolean;
  /** The period shown (« mardi 30 décembre 2026 », « Du … au … »). */
  readonly period: string;
  /** -1 the previous period, 0 today, 1 the next period. */
  readonly onNavigate: (step: PeriodStep) => void;
  readonly onCalendar: () => void;
  readonly onSettings: () => void;
  /** The cog of smaller screens (its menu). */
  readonly onMenu: (anchor: HTMLElement) => void;
  /** Smaller screens: the chosen agencies in short, `Liste des agences` and the views. */
  readonly agencySummary: string;
  readonly onAgencies: () => void;
  readonly days: ViewDays;
  readonly onDays: (days: ViewDays) => void;
}

/**
 * spec 2 §2.2 calendar header: previous, today, next, the period, `Calendrier`, `Paramètre` (admins,
 * large screens) or the cog; on smaller screens a second row with `Liste des agences`, the chosen
 * agencies (spec 2 §9: the first 3, then « +N autres ») and 1 J / 3 J / 7 J (not on phones).
 */
export function CalendarHeader(props: CalendarHeaderProps) {
  const { admin, large, phone, onNavigate } = props;
  return (
    <>
      <Paper
        component="section"
        aria-label={texts.pageTitle}
        sx={{ p: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        <PeriodNavigation
          period={props.period}
          onNavigate={onNavigate}
          today="between"
          todayLabel={texts.today}
          previousLabel={texts.previous}
          nextLabel={texts.next}
          periodSx={{ mr: 'auto', fontSize: { xs: 16, sm: 20 } }}
        />
        <Button variant="outlined" onClick={props.onCalendar}>
          {texts.calendarButton}
        </Button>
        {admin && large && (
          <Button variant="outlined" startIcon={<SettingsIcon />} onClick={props.onSettings}>
            {texts.settingsButton}
          </Button>
        )}
        {!large && (
          <IconButton aria-label={texts.adminMenu} onClick={(e) => props.onMenu(e.currentTarget)}>
            <SettingsIcon />
          </IconButton>
        )}
      </Paper>
      {!large && (
        <Paper sx={{ p: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button variant="outlined" onClick={props.onAgencies}>
            {texts.agencyList.title}
          </Button>
          <Typography variant="body2" sx={{ flex: '1 1 160px', minWidth: 0 }} noWrap>
            {props.agencySummary}
          </Typography>
          {!phone && (
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              aria-label={texts.views}
              value={props.days}
              onChange={(_e, value: ViewDays | null) => {
                if (value) props.onDays(value);
              }}
            >
              {VIEW_DAYS.map((n) => (
                <ToggleButton key={n} value={n}>
                  {texts.view(n)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Paper>
      )}
    </>
  );
}
