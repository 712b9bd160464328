import { MAX_TECHNICIANS } from './interventionStatus';

/** The five technician fields of an intervention (spec 2 §3.1 `Techniciens_Nom(1)` … `(5)`). */
export const TECHNICIAN_FIELDS = [
  'Techniciens_Nom(1)',
  'Techniciens_Nom(2)',
  'Techniciens_Nom(3)',
  'Techniciens_Nom(4)',
  'Techniciens_Nom(5)',
] as const;

export type TechnicianField = (typeof TECHNICIAN_FIELDS)[number];

/**
 * spec 2 §3.1: `Techniciens_Nom(1..5)` merged into the de-duplicated list `Technicien`, in field
 * order, empty and blank names left out.
 */
export function interventionTechnicians(record: Readonly<Record<string, unknown>>): string[] {
  const names: string[] = [];
  for (const field of TECHNICIAN_FIELDS) {
    const value = record[field];
    const name = typeof value === 'string' ? value.trim() : '';
    if (name !== '' && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * spec 2 §7 "Techniciens_Nom(1..5) (empty string when absent)": the five fields of a list of at
 * most five technicians (de-duplicated, trimmed). Throws a RangeError beyond five.
 */
export function technicianFields(names: readonly string[]): Record<TechnicianField, string> {
  const unique = [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))];
  if (unique.length > MAX_TECHNICIANS) {
    throw new RangeError(`Une intervention a ${MAX_TECHNICIANS} techniciens au plus.`);
  }
  const fields = {} as Record<TechnicianField, string>;
  TECHNICIAN_FIELDS.forEach((field, i) => {
    fields[field] = unique[i] ?? '';
  });
  return fields;
}

/** Whether two technician lists hold the same names, whatever their order (spec 2 §4.1). */
export function sameTechnicians(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((n) => right.has(n));
}

/**
 * spec 2 §5.1 "A dragged event whose title does not contain both the report number and the
 * technicians gives an error" (« ERREUR : {number} », §8): whether `title` holds the report number
 * and every technician's name.
 */
export function eventTitleMatches(
  title: string,
  reportNumber: string,
  technicians: readonly string[],
): boolean {
  if (reportNumber.trim() === '' || !title.includes(reportNumber.trim())) return false;
  return technicians.every((name) => title.includes(name.trim()));
}
