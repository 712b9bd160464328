import { fr } from 'date-fns/locale/fr';
import { fromUtcParts, utcParts, type DateInput } from './dateInput';
import { pad2 } from './pad2';
import { parseWireDay } from './wireFormats';

/**
 * French display formats (spec 1 §1: French locale, UTC). Each returns `''` for an invalid date,
 * so a missing value shows as empty rather than "Invalid Date".
 */

/** `dd/MM/yyyy`, e.g. `03/03/2025` (spec 1 §2 statistics pickers, spec 4 §9 display). */
export function formatFrenchDay(date: DateInput): string {
  const p = utcParts(date);
  return p ? `${pad2(p.day)}/${pad2(p.month)}/${p.year}` : '';
}

/** `dd/MM/yyyy HH:mm`, e.g. `03/03/2025 08:05` (spec 2 §3.2 comments, spec 3 §5.6 « Signée le »). */
export function formatFrenchDateTime(date: DateInput): string {
  const p = utcParts(date);
  return p ? `${pad2(p.day)}/${pad2(p.month)}/${p.year} ${pad2(p.hours)}:${pad2(p.minutes)}` : '';
}

/** `HH:mm`, e.g. `08:05`. */
export function formatTime(date: DateInput): string {
  const p = utcParts(date);
  return p ? `${pad2(p.hours)}:${pad2(p.minutes)}` : '';
}

/** Long French day, e.g. « lundi 3 mars 2025 » (spec 2 §8 unavailability dates). */
export function formatFrenchLongDay(date: DateInput): string {
  const p = utcParts(date);
  if (!p) return '';
  const weekday = String(fr.localize.day(p.weekday as 0, { width: 'wide' }));
  const month = String(fr.localize.month((p.month - 1) as 0, { width: 'wide' }));
  return `${weekday} ${p.day === 1 ? '1er' : p.day} ${month} ${p.year}`;
}

/** Long French day and time, e.g. « lundi 3 mars 2025 à 08:00 ». */
export function formatFrenchLongDateTime(date: DateInput): string {
  const day = formatFrenchLongDay(date);
  return day === '' ? '' : `${day} à ${formatTime(date)}`;
}

/**
 * A day the backend sends as `MM/DD/YYYY` (spec 2 §7, e.g. DATE RAPPORT), shown `dd/MM/yyyy`
 * (spec 1 §1: every date on screen is French); any other text is shown as it came.
 */
export function frenchDayOfWire(text: string): string {
  const day = parseWireDay(text);
  return day ? formatFrenchDay(day) : text;
}

const FRENCH_DAY = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;
const FRENCH_DATE_TIME = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2})[:hH](\d{2})\s*$/;

/** Parses `dd/MM/yyyy` (UTC midnight); null when invalid, never an exception. */
export function parseFrenchDay(text: string | null | undefined): Date | null {
  const m = typeof text === 'string' ? FRENCH_DAY.exec(text) : null;
  return m ? fromUtcParts(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}

/** Parses `dd/MM/yyyy HH:mm` (UTC); null when invalid. */
export function parseFrenchDateTime(text: string | null | undefined): Date | null {
  const m = typeof text === 'string' ? FRENCH_DATE_TIME.exec(text) : null;
  return m
    ? fromUtcParts(Number(m[3]), Number(m[2]), Number(m[1]), Number(m[4]), Number(m[5]))
    : null;
}
