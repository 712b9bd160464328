import { useRef } from 'react';
import type { TouchEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  deliveriesOfDay,
  deliveryDayOf,
  formatFrenchDay,
  formatTime,
  readableTextColor,
} from '@locasuite/core';
import type { DeliveryEvent, DeliveryMaterial } from '@locasuite/core';
import type { DriverUnavailability } from '../api';
import { TEXTS } from '../texts';
import { UNAVAILABLE_COLOR } from './DeliveryCalendar';

/** A horizontal move longer than this, and clearly more horizontal than vertical, is a swipe. */
const SWIPE_PX = 60;

/** A time of the day, or the date and time when it is on another day. */
function timeOn(ms: number, day: number): string {
  return deliveryDayOf(ms) === day || ms === day + 86_400_000
    ? formatTime(ms)
    : `${formatFrenchDay(ms).slice(0, 5)} ${formatTime(ms)}`;
}

export function daySpan(start: number, end: number, day: number): string {
  return `${timeOn(start, deliveryDayOf(day))} – ${timeOn(end, deliveryDayOf(day))}`;
}

const CUT = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
} as const;

export interface DeliveryDayListProps {
  /** 00:00 UTC of the day shown. */
  readonly day: number;
  readonly drivers: readonly string[];
  readonly events: readonly DeliveryEvent[];
  readonly unavailabilities: readonly DriverUnavailability[];
  /**
   * The day's deliveries were answered (issue 11 item 1): only then may a driver read « Aucune
   * livraison ce jour. », never while loading or after a failed load.
   */
  readonly answered: boolean;
  readonly onOpen: (material: DeliveryMaterial) => void;
  /** A swipe to the left (next day, +1) or to the right (previous day, -1). */
  readonly onSwipe: (direction: 1 | -1) => void;
}

/**
 * Issue 11 item 4 on phones: « a day view by driver with swipe or buttons to move between days ».
 * One section per shown driver: the driver's unavailabilities that day, then the day's deliveries
 * by start time (all of them, the hours outside 06:00–22:00 included), each opening its detail
 * like a bar of the timeline. A horizontal swipe moves to the next or previous day.
 */
export function DeliveryDayList({
  day,
  drivers,
  events,
  unavailabilities,
  answered,
  onOpen,
  onSwipe,
}: DeliveryDayListProps) {
  const touch = useRef<{ x: number; y: number } | null>(null);
  const dayStart = deliveryDayOf(day);
  const ofDay = deliveriesOfDay(events, dayStart);
  const awayOfDay = deliveriesOfDay(unavailabilities, dayStart);

  const onTouchStart = (event: TouchEvent) => {
    const t = event.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = touch.current;
    const t = event.changedTouches[0];
    touch.current = null;
    if (!from || !t) return;
    const dx = t.clientX - from.x;
    const dy = t.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
  };

  return (
    <Box
      component="section"
      aria-label={TEXTS.dayList}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1 }}
    >
      {drivers.map((driver) => {
        const deliveries = ofDay.filter((e) => e.resourceId === driver);
        const away = awayOfDay.filter((u) => u.driver === driver);
        return (
          <Paper key={driver} variant="outlined" component="section" aria-label={driver}>
            <Typography
              component="h4"
              variant="subtitle1"
              title={driver}
              sx={{ ...CUT, px: 1.5, pt: 1, pb: 0.5, fontWeight: 600 }}
            >
              {driver}
            </Typography>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, px: 1, pb: 1 }}>
              {away.map((u) => (
                // Wrapped, not cut: a phone has no hover to read the rest.
                <Box
                  key={u.key}
                  sx={{
                    px: 1,
                    py: 0.5,
                    borderRadius: 1,
                    bgcolor: UNAVAILABLE_COLOR,
                    color: readableTextColor(UNAVAILABLE_COLOR),
                    fontSize: '0.875rem',
                  }}
                >
                  {TEXTS.unavailableOn(
                    u.motif || TEXTS.legendUnavailable,
                    daySpan(u.start, u.end, dayStart),
                  )}
                </Box>
              ))}
              {deliveries.map((e) => {
                const span = daySpan(e.start, e.end, dayStart);
                return (
                  <ButtonBase
                    key={e.id}
                    onClick={() => onOpen(e.material)}
                    aria-label={`${e.title}, ${span}`}
                    title={e.title}
                    sx={{
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'stretch',
                      textAlign: 'left',
                      minHeight: 48,
                      px: 1,
                      py: 0.5,
                      borderRadius: 1,
                      borderLeft: `6px solid ${e.color}`,
                      bgcolor: 'action.hover',
                    }}
                  >
                    <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                      {span}
                    </Typography>
                    <Typography component="span" variant="body2" sx={CUT}>
                      {e.title}
                    </Typography>
                  </ButtonBase>
                );
              })}
              {answered && deliveries.length === 0 && away.length === 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
                  {TEXTS.noDeliveryOfDay}
                </Typography>
              )}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
