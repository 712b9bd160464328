import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { pickersSectionListClasses } from '@mui/x-date-pickers/PickersSectionList';
import { localToUtcDay, utcDayToLocal } from './utcDay';

/** French day format of the suite (spec 1 §5: custom statistics dates are dd/MM/yyyy). */
export const FRENCH_DATE_FORMAT = 'dd/MM/yyyy';

/** The years the calendar offers; a typed year outside them is not a day anyone means. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2099;

export interface FrenchDateFieldProps {
  label: string;
  /**
   * The applied day at 00:00 UTC; `null` when empty; an invalid Date when the person left the
   * field with an incomplete or impossible day.
   */
  value: Date | null;
  /**
   * Called when a day is applied: on a calendar choice, on Enter, or when the field loses focus —
   * never while the person is still typing (but see `applyWhenComplete`), so a half-typed year
   * (0202) is never applied.
   */
  onChange: (value: Date | null) => void;
  /**
   * Also applies a typed day as soon as it is a whole day of the calendar's years (the fourth
   * digit of the year typed), for a form whose buttons follow the day; an incomplete one still
   * waits for the person to leave the field.
   */
  applyWhenComplete?: boolean;
  minDate?: Date;
  maxDate?: Date;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
}

const isValid = (date: Date | null): date is Date => date !== null && !Number.isNaN(date.getTime());

/** Same applied value: both empty, both invalid, or the same instant. */
function sameValue(a: Date | null, b: Date | null): boolean {
  if (a === null || b === null) return a === b;
  if (!isValid(a) || !isValid(b)) return !isValid(a) && !isValid(b);
  return a.getTime() === b.getTime();
}

/** What a typed or picked day applies as: itself when complete, else an invalid Date. */
function appliedValue(draft: Date | null): Date | null {
  if (draft === null) return null;
  if (!isValid(draft)) return new Date(Number.NaN);
  const year = draft.getUTCFullYear();
  return year < FIRST_YEAR || year > LAST_YEAR ? new Date(Number.NaN) : draft;
}

/**
 * A French day field with a calendar (dd/MM/yyyy, no time). Needs `LocaSuiteProvider` above it.
 * Days are UTC calendar days (spec 1 §1), whatever the browser's time zone. What the person types
 * stays in the field and is applied only once they are done with it.
 */
export function FrenchDateField({
  label,
  value,
  onChange,
  applyWhenComplete = false,
  minDate,
  maxDate,
  disabled,
  required,
  error,
  helperText,
  fullWidth,
  size = 'small',
}: FrenchDateFieldProps) {
  const [draft, setDraftState] = useState<Date | null>(value);
  const [applied, setApplied] = useState<Date | null>(value);
  const box = useRef<HTMLDivElement>(null);
  // The latest draft and apply, for the focus check that runs after the event.
  const latest = useRef({ draft, apply: (_next: Date | null) => {} });
  const setDraft = (next: Date | null) => {
    latest.current.draft = next;
    setDraftState(next);
  };
  // A new value from the parent (another period, a reset) replaces what was being typed.
  if (!sameValue(value, applied)) {
    setApplied(value);
    setDraft(value);
  }

  const apply = (next: Date | null) => {
    const result = appliedValue(next);
    if (sameValue(result, value)) return;
    setApplied(result);
    onChange(result);
  };
  latest.current = { draft, apply };
  // The digits typed in a row in the year section (the last one of dd/MM/yyyy): the picker reads
  // « 2 » as 1902 and « 20 » as 1920, so a day is whole only after the fourth.
  const yearDigits = useRef(0);
  const countYearDigits = (event: KeyboardEvent<HTMLElement>) => {
    const sections = box.current?.querySelectorAll('[role="spinbutton"]');
    const year = sections?.[sections.length - 1];
    yearDigits.current =
      event.target === year && /^\d$/.test(event.key) ? yearDigits.current + 1 : 0;
  };

  // The picker moves the focus between its day, month and year sections while the person types:
  // the text is left only when, once the focus has settled, it is outside those sections — on
  // the calendar button (Tab after the year) or anywhere else.
  const onBlur = () => {
    window.setTimeout(() => {
      const active = document.activeElement;
      const sections = box.current?.querySelector(`.${pickersSectionListClasses.root}`);
      if (sections && active instanceof Node && sections.contains(active)) return;
      latest.current.apply(latest.current.draft);
    }, 0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') apply(draft);
  };

  return (
    <Box
      ref={box}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onKeyDownCapture={applyWhenComplete ? countYearDigits : undefined}
      sx={fullWidth ? { width: '100%' } : undefined}
    >
      <DatePicker
        label={label}
        format={FRENCH_DATE_FORMAT}
        views={['year', 'month', 'day']}
        openTo="day"
        value={utcDayToLocal(draft)}
        onChange={(next) => {
          const day = localToUtcDay(next);
          setDraft(day);
          if (applyWhenComplete && yearDigits.current >= 4 && isValid(appliedValue(day))) {
            apply(day);
          }
        }}
        onAccept={(next, context) => {
          // Typing in the field is applied on Enter or when leaving it; the calendar applies at once.
          if (context.source !== 'view') return;
          const day = localToUtcDay(next);
          setDraft(day);
          apply(day);
        }}
        minDate={utcDayToLocal(minDate ?? null) ?? undefined}
        maxDate={utcDayToLocal(maxDate ?? null) ?? undefined}
        disabled={disabled}
        slotProps={{
          textField: { required, error, helperText, fullWidth, size },
        }}
      />
    </Box>
  );
}
