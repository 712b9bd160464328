import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FrenchDateField } from './FrenchDateField';

export interface DateRange {
  /** Calendar days at 00:00 UTC. */
  start: Date | null;
  end: Date | null;
}

export const dateRangeTexts = {
  start: 'Date de début',
  end: 'Date de fin',
  endBeforeStart: 'La date de fin doit être postérieure ou égale à la date de début',
} as const;

export interface DateRangeFieldProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  startLabel?: string;
  endLabel?: string;
  disabled?: boolean;
  /**
   * The one message about the range, shown under both fields (the page's own wording); when
   * given, it replaces the field's own end-before-start message so the person reads one message.
   */
  message?: string | null;
}

const fieldWidth = { width: { xs: '100%', sm: 240 } } as const;

function validTime(date: Date | null): number | null {
  if (date === null) return null;
  const time = date.getTime();
  return Number.isNaN(time) ? null : time;
}

/** True when both days are set and the end is on or after the start. */
export function isCompleteDateRange(range: DateRange): boolean {
  const start = validTime(range.start);
  const end = validTime(range.end);
  return start !== null && end !== null && end >= start;
}

/**
 * A start day and an end day (spec 1 §2 statistics "Personnaliser": dd/MM/yyyy, French, no time);
 * the end cannot be before the start.
 */
export function DateRangeField({
  value,
  onChange,
  startLabel = dateRangeTexts.start,
  endLabel = dateRangeTexts.end,
  disabled,
  message,
}: DateRangeFieldProps) {
  const start = validTime(value.start);
  const end = validTime(value.end);
  const endBeforeStart = start !== null && end !== null && end < start;
  const ownMessage = message === undefined;
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={fieldWidth}>
          <FrenchDateField
            label={startLabel}
            value={value.start}
            onChange={(next) => onChange({ ...value, start: next })}
            disabled={disabled}
            fullWidth
          />
        </Box>
        <Box sx={fieldWidth}>
          <FrenchDateField
            label={endLabel}
            value={value.end}
            onChange={(next) => onChange({ ...value, end: next })}
            minDate={start !== null ? new Date(start) : undefined}
            disabled={disabled}
            fullWidth
            error={endBeforeStart}
            helperText={endBeforeStart && ownMessage ? dateRangeTexts.endBeforeStart : undefined}
          />
        </Box>
      </Stack>
      {message && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {message}
        </Typography>
      )}
    </Box>
  );
}
