// How the condition PDF writes a record's values: images, logos, dates, levels, meters, their
// deltas and custom fields (buildConditionPdf.ts draws them).
import {
  formatFrenchDay,
  frenchNumber,
  levelInEighths,
  parseIsoDay,
  savedDateToForm,
  text,
  type ConditionDifference,
  type CustomFieldDefinition,
} from '@locasuite/core';
import type { ConditionRecord } from './conditionRecord';
import { conditionPdfTexts as T } from './texts';

/** The logos of a Logo_JSON field (an object, or its JSON text, spec 3 §3.4). */
export function logosOf(record: ConditionRecord | null | undefined): string[] {
  let logo: unknown = record?.Logo_JSON;
  if (typeof logo === 'string') {
    try {
      logo = JSON.parse(logo);
    } catch {
      return [];
    }
  }
  if (typeof logo !== 'object' || logo === null) return [];
  const entries = logo as Record<string, unknown>;
  return ['Logo_Base64', 'Logo_Base64_2']
    .map((key) => entries[key])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

/** A saved date (MM-DD-YYYY, also with a time) as DD/MM/YYYY; the text as is when unreadable. */
export function displayDate(value: unknown): string {
  const day = parseIsoDay(savedDateToForm(value));
  return day ? formatFrenchDay(day) : text(value);
}

export function displayLevel(value: unknown): string {
  const eighths = levelInEighths(value);
  return eighths === null ? text(value) : `${eighths}/8`;
}

export function displayReading(value: unknown, unit: string): string {
  const raw = text(value);
  const n = Number(raw.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  return raw === '' ? '' : Number.isFinite(n) ? `${frenchNumber(n)}\u00a0${unit}` : raw;
}

const signedDelta = (delta: number, unit: string) =>
  `${delta > 0 ? '+' : ''}${frenchNumber(delta)}${unit}`;

/**
 * The Écart cell of a meter or level: `+412 km`, `+37 h`, `-3/8`; `Oui` for a reading on one side
 * only.
 */
export function deltaText(difference: ConditionDifference | undefined): string {
  if (!difference || !('delta' in difference)) return '';
  if (difference.delta === null) return T.checklist.changed;
  if (difference.kind === 'kilometre') return signedDelta(difference.delta, '\u00a0km');
  if (difference.kind === 'horametre') return signedDelta(difference.delta, '\u00a0h');
  return signedDelta(difference.delta, '/8');
}

export function customValue(definition: CustomFieldDefinition, value: unknown): string {
  const type = text(definition.type).toLowerCase();
  const raw = text(value);
  if (raw === '') return '';
  if (type === 'checkbox' || type === 'boolean') {
    return ['1', 'true', 'oui', 'on'].includes(raw.toLowerCase())
      ? T.customFields.yes
      : T.customFields.no;
  }
  if (type === 'date') return displayDate(raw);
  return raw;
}

export const shown = (definition: CustomFieldDefinition) =>
  definition.show === undefined ||
  !['0', 'false', ''].includes(text(definition.show).toLowerCase());
