import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SettingsIcon from '@mui/icons-material/Settings';
import { texts } from '../texts';

export interface PlanningHeaderProps {
  /** The period shown, in French. */
  readonly period: string;
  readonly admin: boolean;
  /** AUJ (0), previous (-1) or next (1) period. */
  readonly onNavigate: (step: -1 | 0 | 1) => void;
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
      <Button variant="contained" onClick={() => onNavigate(0)}>
        {texts.today}
      </Button>
      <IconButton aria-label={texts.previous} onClick={() => onNavigate(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton aria-label={texts.next} onClick={() => onNavigate(1)}>
        <ChevronRightIcon />
      </IconButton>
      <Typography component="h2" variant="h6" aria-live="polite" sx={{ mr: 'auto' }}>
        {period}
      </Typography>
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
