import { useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocaCalendar } from '@locasuite/ui/calendar';
import type { CalendarRef, DatesSetInfo, EventClickInfo } from '@locasuite/ui/calendar';
import { formatHoursMinutes, readableTextColor } from '@locasuite/core';
import type { GestionSettings, ItineraryEvent } from '../api';
import { TEXTS } from '../texts';

export type CalendarView = keyof typeof TEXTS.views;

export interface ItineraryCalendarProps {
  readonly events: readonly ItineraryEvent[];
  readonly colors: GestionSettings['colors'];
  readonly initialDate: number;
  readonly onRangeChange: (range: { start: number; end: number }) => void;
  readonly onOpen: (event: ItineraryEvent) => void;
}

/**
 * spec 3 §2.6: the calendar of itineraries, on the kit's calendar (day, week and month lists,
 * French, UTC); Livraison and Reprise each with its colour (DECISIONS.md); clicking an itinerary
 * opens it in the editor.
 */
export function ItineraryCalendar({
  events,
  colors,
  initialDate,
  onRangeChange,
  onOpen,
}: ItineraryCalendarProps) {
  const ref = useRef<CalendarRef | null>(null);
  const [view, setView] = useState<CalendarView>('listWeek');
  const [title, setTitle] = useState('');
  const [initial] = useState(initialDate);
  const calendarEvents = useMemo(
    () =>
      events.map((e) => ({
        id: String(e.id),
        // The kind is said once: by the name when it starts with it, else before it (and by the colour).
        title: `${e.name.startsWith(e.kind) ? '' : `${e.kind} · `}${e.name} · ${e.driver} · ${formatHoursMinutes(e.minutes)}, ${String(e.distance).replace('.', ',')} km`,
        start: e.start,
        end: Math.max(e.end, e.start + 60_000),
        color: colors[e.kind],
        textColor: readableTextColor(colors[e.kind]),
        extendedProps: { itinerary: e },
      })),
    [events, colors],
  );
  const api = () => ref.current?.getApi();
  const changeView = (next: CalendarView | null) => {
    if (!next) return;
    setView(next);
    api()?.changeView(next);
  };
  const handleDates = (info: DatesSetInfo) => {
    setTitle(info.view.title);
    onRangeChange({ start: info.start.getTime(), end: info.end.getTime() });
  };
  const handleClick = (info: EventClickInfo) => {
    const itinerary = info.event.extendedProps.itinerary as ItineraryEvent | undefined;
    if (itinerary) onOpen(itinerary);
  };
  return (
    <Stack spacing={1} component="section" aria-label={TEXTS.calendar}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          {TEXTS.calendar}
        </Typography>
        <Button size="small" onClick={() => api()?.prev()}>
          {TEXTS.previous}
        </Button>
        <Button size="small" onClick={() => api()?.today()}>
          {TEXTS.today}
        </Button>
        <Button size="small" onClick={() => api()?.next()}>
          {TEXTS.next}
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, v: CalendarView | null) => changeView(v)}
        >
          {(Object.keys(TEXTS.views) as CalendarView[]).map((v) => (
            <ToggleButton key={v} value={v}>
              {TEXTS.views[v]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2}>
        {(['Livraison', 'Reprise'] as const).map((kind) => (
          <Stack key={kind} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: colors[kind] }} />
            <Typography variant="body2">{kind}</Typography>
          </Stack>
        ))}
      </Stack>
      <LocaCalendar
        kind="list"
        calendarRef={ref}
        initialView="listWeek"
        initialDate={initial}
        events={calendarEvents}
        eventClick={handleClick}
        datesSet={handleDates}
        noEventsContent={TEXTS.noEvents}
        // A phone's narrow list wraps the title instead of cutting it.
        eventContent={(info) => (
          <span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {info.timeText ? <strong>{info.timeText} </strong> : null}
            {info.event.title}
          </span>
        )}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        height="auto"
      />
    </Stack>
  );
}
