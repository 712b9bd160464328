import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FrenchDateField } from '@locasuite/ui';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The times offered: every quarter of an hour, 00:00 to 23:45. */
const STEP_MINUTES = 15;
const pad = (n: number) => String(n).padStart(2, '0');
const TIMES = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, i) => {
  const minutes = i * STEP_MINUTES;
  return { minutes, label: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
});

export interface DateTimeFieldsProps {
  /** The day field's label (« Début », « Fin »). */
  readonly dayLabel: string;
  /** The time field's label (« Heure de début »…). */
  readonly timeLabel: string;
  /** The first value (milliseconds, UTC wall time: the planning is in UTC). */
  readonly initial: number;
  /** The chosen day and time in milliseconds, or null while the day is empty or invalid. */
  readonly onChange: (value: number | null) => void;
  readonly disabled?: boolean;
}

/**
 * A day (FrenchDateField, dd/MM/yyyy) and a time (HH:mm, every quarter of an hour), French on
 * any browser — a `datetime-local` field follows the browser's language (AM/PM in English).
 */
export function DateTimeFields({
  dayLabel,
  timeLabel,
  initial,
  onChange,
  disabled,
}: DateTimeFieldsProps) {
  const startOfDay = Math.floor(initial / DAY) * DAY;
  const [day, setDay] = useState<Date | null>(() => new Date(startOfDay));
  const [minutes, setMinutes] = useState(
    () => Math.round((initial - startOfDay) / MINUTE / STEP_MINUTES) * STEP_MINUTES,
  );
  const report = (nextDay: Date | null, nextMinutes: number) =>
    onChange(
      nextDay !== null && Number.isFinite(nextDay.getTime())
        ? nextDay.getTime() + nextMinutes * MINUTE
        : null,
    );
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Box sx={{ width: 170 }}>
        <FrenchDateField
          label={dayLabel}
          value={day}
          disabled={disabled}
          onChange={(next) => {
            setDay(next);
            report(next, minutes);
          }}
        />
      </Box>
      <TextField
        select
        size="small"
        label={timeLabel}
        value={minutes}
        disabled={disabled}
        onChange={(e) => {
          const next = Number(e.target.value);
          setMinutes(next);
          report(day, next);
        }}
        sx={{ minWidth: 130 }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 300 } } } } } }}
      >
        {TIMES.map((t) => (
          <MenuItem key={t.minutes} value={t.minutes}>
            {t.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

const HOUR = 3_600_000;
/** spec 2 §5.1 and §9: a new unavailability (and a comment) runs 08:00–18:00 today. */
export const defaultPeriod = (today: number) => ({
  start: today + 8 * HOUR,
  end: today + 18 * HOUR,
});

export interface PeriodFieldsProps {
  readonly labels: {
    readonly start: string;
    readonly startTime: string;
    readonly end: string;
    readonly endTime: string;
  };
  /** UTC midnight of today: the fields open on `defaultPeriod(today)`. */
  readonly today: number;
  readonly onStart: (value: number | null) => void;
  readonly onEnd: (value: number | null) => void;
}

/** The start and the end of a technician's dated note (unavailability, comment). */
export function PeriodFields({ labels, today, onStart, onEnd }: PeriodFieldsProps) {
  const period = defaultPeriod(today);
  return (
    <>
      <DateTimeFields
        dayLabel={labels.start}
        timeLabel={labels.startTime}
        initial={period.start}
        onChange={onStart}
      />
      <DateTimeFields
        dayLabel={labels.end}
        timeLabel={labels.endTime}
        initial={period.end}
        onChange={onEnd}
      />
    </>
  );
}
