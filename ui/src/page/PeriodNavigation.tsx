import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { words } from '../words';
import type { PeriodStep } from './usePeriod';

export interface PeriodNavigationProps {
  /** The period shown, in French (`periodLabel`); no heading when absent. */
  readonly period?: string;
  readonly onNavigate: (step: PeriodStep) => void;
  /** The arrows' names (« Période précédente », « Semaine suivante »…). */
  readonly previousLabel: string;
  readonly nextLabel: string;
  /** The today button's word (default `Aujourd'hui`; the technicians' planning says AUJ). */
  readonly todayLabel?: string;
  /** `first`: today, ‹, › (the timelines); `between`: ‹, today, ›. */
  readonly today?: 'first' | 'between';
  /** A quieter today button (outlined, small) where the period is not the page's main control. */
  readonly quietToday?: boolean;
  /** The arrows' names also show on hover. */
  readonly tooltips?: boolean;
  /** The period heading's style (it takes the room left: `mr: 'auto'`). */
  readonly periodSx?: SxProps<Theme>;
}

/**
 * The period navigation of a planning: today, previous and next, then the period as a live
 * heading (read out when it changes). Put it in the page's header row; what follows the heading
 * goes to the right.
 */
export function PeriodNavigation({
  period,
  onNavigate,
  previousLabel,
  nextLabel,
  todayLabel = words.today,
  today = 'first',
  quietToday = false,
  tooltips = false,
  periodSx = { mr: 'auto' },
}: PeriodNavigationProps) {
  const arrow = (step: -1 | 1) => {
    const label = step === -1 ? previousLabel : nextLabel;
    const button = (
      <IconButton aria-label={label} onClick={() => onNavigate(step)}>
        {step === -1 ? <ChevronLeftIcon /> : <ChevronRightIcon />}
      </IconButton>
    );
    return tooltips ? <Tooltip title={label}>{button}</Tooltip> : button;
  };
  const todayButton = (
    <Button
      variant={quietToday ? 'outlined' : 'contained'}
      size={quietToday ? 'small' : 'medium'}
      onClick={() => onNavigate(0)}
    >
      {todayLabel}
    </Button>
  );
  return (
    <>
      {today === 'first' && todayButton}
      {arrow(-1)}
      {today === 'between' && todayButton}
      {arrow(1)}
      {period !== undefined && (
        <Typography component="h2" variant="h6" aria-live="polite" sx={periodSx}>
          {period}
        </Typography>
      )}
    </>
  );
}
