import {
  pad2,
  parseIsoDay,
  parseWireDashDay,
  parseWireDay,
  toIsoDay,
  toWireDashDay,
} from '../dates';

/**
 * spec 3 §2.2 section 5, §9 "Dates: YYYY-MM-DD in the form, MM-DD-YYYY when saved": the saved
 * value of a form date (`2026-03-04` → `03-04-2026`). Empty or invalid input gives `''`.
 */
export function formDateToSaved(formDate: unknown): string {
  const day = typeof formDate === 'string' ? parseIsoDay(formDate) : null;
  return day ? toWireDashDay(day) : '';
}

const SAVED_DAY_PREFIX = /^\s*(\d{1,2}[-/]\d{1,2}[-/]\d{4})(?:[\sT].*)?$/;

/**
 * spec 3 §2.2, §9: the form value of a saved date (`03-04-2026` → `2026-03-04`). Also reads the
 * slash form `MM/DD/YYYY` and a time after the day (`03-04-2026 10H30`), both found in records;
 * a value already in the form's format is kept. Empty or invalid input gives `''`.
 */
export function savedDateToForm(saved: unknown): string {
  if (typeof saved !== 'string') return '';
  const iso = parseIsoDay(saved);
  if (iso) return toIsoDay(iso);
  const m = SAVED_DAY_PREFIX.exec(saved);
  if (!m?.[1]) return '';
  const day = parseWireDashDay(m[1]) ?? parseWireDay(m[1]);
  return day ? toIsoDay(day) : '';
}

const TIME = /^\s*(\d{1,2})\s*[hH:]\s*(\d{1,2})?\s*$/;

/**
 * spec 3 §2.2 "an hour separator 'H' is replaced by a colon", §5.3 "Time values are padded to two
 * digits": `8H5` → `08:05`, `10h` → `10:00`, `9:30` → `09:30`. Empty or invalid input (`25H00`,
 * `midi`) gives `''`.
 */
export function conditionTime(text: unknown): string {
  if (typeof text !== 'string') return '';
  const m = TIME.exec(text);
  if (!m) return '';
  const hours = Number(m[1]);
  const minutes = Number(m[2] ?? 0);
  if (hours > 23 || minutes > 59) return '';
  return `${pad2(hours)}:${pad2(minutes)}`;
}
