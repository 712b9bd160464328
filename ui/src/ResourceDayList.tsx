import { useRef } from 'react';
import type { TouchEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { readableTextColor } from '@locasuite/core';

/** One thing planned on the day: its colour, two lines (time, then what), and what opens it. */
export interface DayEntry {
  readonly key: string;
  /** The left border's colour (the bar's colour on the timeline). */
  readonly color: string;
  /** The first line, in bold: the time span (and a number). */
  readonly primary: string;
  /** The second line, cut to one line (the whole text on hover). */
  readonly secondary: string;
  /** The button's accessible name, when the two lines are not enough. */
  readonly label?: string;
  readonly onOpen: () => void;
}

/** A person or vehicle of the planning and their day. */
export interface DayResource {
  readonly name: string;
  /** Their unavailabilities that day, as sentences (written out, never cut). */
  readonly notes: readonly { readonly key: string; readonly text: string }[];
  readonly entries: readonly DayEntry[];
}

export interface ResourceDayListProps {
  /** The list's name (a region). */
  readonly label: string;
  readonly resources: readonly DayResource[];
  /**
   * The day was answered: only then may a resource say `emptyText`, never while loading or after
   * a failed load.
   */
  readonly answered: boolean;
  /** What a resource with nothing that day says. */
  readonly emptyText: string;
  /** The notes' background (default: the theme's selected grey). */
  readonly noteColor?: string;
  /** A horizontal swipe: to the left the next day (+1), to the right the previous one (-1). */
  readonly onSwipe?: (direction: 1 | -1) => void;
}

/** A horizontal move longer than this, and clearly more horizontal than vertical, is a swipe. */
const SWIPE_PX = 60;

const CUT = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
} as const;

/**
 * A planning's day on a phone, readable without a timeline: one section per resource with its
 * unavailabilities, then its entries by start time, each a button opening its detail as a bar of
 * the timeline would. Optionally, a horizontal swipe moves to the next or previous day.
 */
export function ResourceDayList({
  label,
  resources,
  answered,
  emptyText,
  noteColor,
  onSwipe,
}: ResourceDayListProps) {
  const touch = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const t = event.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = touch.current;
    const t = event.changedTouches[0];
    touch.current = null;
    if (!from || !t || !onSwipe) return;
    const dx = t.clientX - from.x;
    const dy = t.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
  };

  return (
    <Box
      component="section"
      aria-label={label}
      onTouchStart={onSwipe ? onTouchStart : undefined}
      onTouchEnd={onSwipe ? onTouchEnd : undefined}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1 }}
    >
      {resources.map((resource) => (
        <Paper
          key={resource.name}
          variant="outlined"
          component="section"
          aria-label={resource.name}
        >
          <Typography
            component="h4"
            variant="subtitle1"
            title={resource.name}
            sx={{ ...CUT, px: 1.5, pt: 1, pb: 0.5, fontWeight: 600 }}
          >
            {resource.name}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, px: 1, pb: 1 }}>
            {resource.notes.map((note) => (
              // Wrapped, not cut: a phone has no hover to read the rest.
              <Box
                key={note.key}
                sx={{
                  px: 1,
                  py: 0.5,
                  borderRadius: 1,
                  fontSize: '0.875rem',
                  ...(noteColor
                    ? { bgcolor: noteColor, color: readableTextColor(noteColor) }
                    : { bgcolor: 'action.selected' }),
                }}
              >
                {note.text}
              </Box>
            ))}
            {resource.entries.map((entry) => (
              <ButtonBase
                key={entry.key}
                onClick={entry.onOpen}
                aria-label={entry.label}
                title={entry.secondary}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  textAlign: 'left',
                  minHeight: 48,
                  px: 1,
                  py: 0.5,
                  borderRadius: 1,
                  borderLeft: `6px solid ${entry.color}`,
                  bgcolor: 'action.hover',
                }}
              >
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {entry.primary}
                </Typography>
                <Typography component="span" variant="body2" sx={CUT}>
                  {entry.secondary}
                </Typography>
              </ButtonBase>
            ))}
            {answered && resource.entries.length === 0 && resource.notes.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
                {emptyText}
              </Typography>
            )}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
