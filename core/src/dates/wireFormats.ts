import { fromUtcParts, utcParts, type DateInput } from './dateInput';
import { pad2 } from './pad2';

/**
 * Wire formats of the backend (UTC). Formatting an invalid date gives `''`; parsing invalid text
 * gives null, never an exception.
 */

/** `MM/DD/YYYY` (spec 2 §7 event ranges, spec 4 §3.7 contract lines, §9 "sent MM/DD/YYYY"). */
export function toWireDay(date: DateInput): string {
  const p = utcParts(date);
  return p ? `${pad2(p.month)}/${pad2(p.day)}/${p.year}` : '';
}

/** `MM/DD/YYYY HH:mm:ss` (spec 2 §7: Debut and Fin of an edit). */
export function toWireDateTime(date: DateInput): string {
  const p = utcParts(date);
  return p
    ? `${pad2(p.month)}/${pad2(p.day)}/${p.year} ${pad2(p.hours)}:${pad2(p.minutes)}:${pad2(p.seconds)}`
    : '';
}

/** `MM-DD-YYYY` (spec 3 §2.2, §9: validation dates "MM-DD-YYYY when saved"). */
export function toWireDashDay(date: DateInput): string {
  const p = utcParts(date);
  return p ? `${pad2(p.month)}-${pad2(p.day)}-${p.year}` : '';
}

/** `YYYY-MM-DD` (spec 3 §9 form display, spec 4 §9 wizard input). */
export function toIsoDay(date: DateInput): string {
  const p = utcParts(date);
  return p ? `${p.year}-${pad2(p.month)}-${pad2(p.day)}` : '';
}

const WIRE_DAY = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;
const WIRE_DATE_TIME = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/;
const WIRE_DASH_DAY = /^\s*(\d{1,2})-(\d{1,2})-(\d{4})\s*$/;
const ISO_DAY = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/;

/** Parses `MM/DD/YYYY` (UTC midnight); null when invalid. */
export function parseWireDay(text: string | null | undefined): Date | null {
  const m = typeof text === 'string' ? WIRE_DAY.exec(text) : null;
  return m ? fromUtcParts(Number(m[3]), Number(m[1]), Number(m[2])) : null;
}

/** Parses `MM/DD/YYYY HH:mm:ss` (seconds optional, UTC); null when invalid. */
export function parseWireDateTime(text: string | null | undefined): Date | null {
  const m = typeof text === 'string' ? WIRE_DATE_TIME.exec(text) : null;
  return m
    ? fromUtcParts(
        Number(m[3]),
        Number(m[1]),
        Number(m[2]),
        Number(m[4]),
        Number(m[5]),
        Number(m[6] ?? 0),
      )
    : null;
}

/** Parses `MM-DD-YYYY` (UTC midnight); null when invalid. */
export function parseWireDashDay(text: string | null | undefined): Date | null {
  const m = typeof text === 'string' ? WIRE_DASH_DAY.exec(text) : null;
  return m ? fromUtcParts(Number(m[3]), Number(m[1]), Number(m[2])) : null;
}

/** Parses `YYYY-MM-DD` (UTC midnight); null when invalid. */
export function parseIsoDay(text: string | null | undefined): Date | null {
  const m = typeof text === 'string' ? ISO_DAY.exec(text) : null;
  return m ? fromUtcParts(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}
