import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import SettingsIcon from '@mui/icons-material/Settings';
import { PeriodNavigation } from '@locasuite/ui';
import type { PeriodStep } from '@locasuite/ui';
import { texts } from '../texts';

export interface PlanningHeaderProps {
  /** The period shown, in French. */
  readonly period: string;
  readonly admin: boolean;
  /** AUJ (0), previous (-1) or next (1) period. */
  readonly onNavigate: (step: PeriodStep) => void;
  readonly onLegend: () => void;
  /** Paramètre (admins only). */
  readonly onSettings: () => void;
}

/** spec 2 §2.1 header: AUJ, previous, next, the title, Légende and Paramètre (admin only). */
export function PlanningHeader({
  period,
  admin,
  onNavigate,
  onLegend,
  onSettings,
}: PlanningHeaderProps) {
  return (
    <Paper
      component="section"
      aria-label={texts.pageTitle}
      sx={{ p: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <PeriodNavigation
        period={period}
        onNavigate={onNavigate}
        todayLabel={texts.today}
        previousLabel={texts.previous}
        nextLabel={texts.next}
      />
      <Button variant="outlined" onClick={onLegend}>
        {texts.legend}
      </Button>
      {admin && (
        <Button variant="outlined" startIcon={<SettingsIcon />} onClick={onSettings}>
          {texts.settingsButton}
        </Button>
      )}
    </Paper>
  );
}
