import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';

export interface CalendarFrameProps {
  /** spec 2 §2.1 height slider (0 to 0.25). */
  readonly height: number;
  readonly children: ReactNode;
  /** Laid over the frame's top (the 5-second banners). */
  readonly overlay?: ReactNode;
}

/**
 * The timeline's frame: its height from the slider, and the look of its bars (a short one keeps
 * its report number, or at least the number's sequence).
 */
export function CalendarFrame({ height, children, overlay }: CalendarFrameProps) {
  return (
    <Paper
      data-testid="technician-calendar"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        // spec 2 §9: 60 % of the window minus the slider value.
        height: `${Math.round((0.6 - height) * 1000) / 10}vh`,
        minHeight: 280,
        // One line per bar, with its progress bar (spec 2 §4.1) under the title.
        // A bar is a container (its width is FullCalendar's): as it narrows, its label keeps the
        // report number, then the number's sequence (`TechnicianCalendar`'s InterventionLabel).
        '& .ls-intervention': {
          overflow: 'hidden',
          px: 0.25,
          containerType: 'inline-size',
          flex: '1 1 auto',
          width: '100%',
          minWidth: 0,
        },
        '@container (max-width: 110px)': { '& .ls-intervention-rest': { display: 'none' } },
        '@container (max-width: 90px)': { '& .ls-intervention-prefix': { display: 'none' } },
        '& .ls-unavailability': {
          display: 'block',
          px: 0.5,
          fontSize: 12,
          fontStyle: 'italic',
          color: 'text.secondary',
          whiteSpace: 'nowrap',
        },
        '& .ls-intervention-title': {
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          fontSize: 12,
          lineHeight: 1.5,
        },
        '& .ls-intervention-progress': {
          height: 4,
          mb: '2px',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'rgba(0, 0, 0, 0.25)',
          '& > div': { height: '100%', bgcolor: 'currentColor' },
        },
      }}
    >
      {children}
      {overlay}
    </Paper>
  );
}
