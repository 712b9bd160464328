import { formatFrenchDay, parseFrenchDay, parseIsoDay, toIsoDay } from '@locasuite/core';

const ISO_DAY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;
const DIGITS_ONLY = /^\s*(\d{2})(\d{2})(\d{4})\s*$/;
const SEPARATED = /^\s*(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})\s*$/;

/**
 * A day typed in a French date field, as the form keeps it (spec 3 §9 « YYYY-MM-DD in the form »):
 * `23/11/2026`, `23.11.2026`, `23-11-2026`, `23112026`, and `2026-11-23` (what a browser's autofill
 * or a paste gives). Null when it is not a whole day of the calendar.
 */
export function frenchDayToForm(typed: string): string | null {
  if (ISO_DAY.test(typed)) {
    const day = parseIsoDay(typed.trim());
    return day ? toIsoDay(day) : null;
  }
  const m = DIGITS_ONLY.exec(typed) ?? SEPARATED.exec(typed);
  if (!m) return null;
  const day = parseFrenchDay(`${m[1]}/${m[2]}/${m[3]}`);
  return day ? toIsoDay(day) : null;
}

/** A form day (`2026-11-23`) as the field shows it (`23/11/2026`); other text as it is. */
export function formDayToFrench(value: string): string {
  const day = value.trim() === '' ? null : parseIsoDay(value.trim());
  return day ? formatFrenchDay(day) : value;
}
