import { checklistValueList, type ChecklistLine, type ChecklistValue } from './checklist';
import type { ConditionLeg } from './conditionState';
import { CONDITION_DIFFERENCE_TEXTS as T } from './messages';
import { parseObservationMarks } from './observationMarks';
import type { PhotoTrace } from './photoCaption';
import { readingNumber } from './validateConditionSave';

/** One leg of a condition check as the comparison sees it. */
export interface ConditionSnapshot {
  readonly checklist: readonly {
    readonly id: number;
    readonly designation: string;
    readonly value: ChecklistValue;
  }[];
  readonly kilometre?: unknown;
  readonly horametre?: unknown;
  /** Fuel level (NIVEAU_GAS), read by levelInEighths. */
  readonly gas?: unknown;
  readonly adblue?: unknown;
  /** The written observation (COMMENTAIRE_{leg}). */
  readonly observation?: unknown;
  /** The drawn damage marks (OBSERVATION_PHOTO_{leg}, core `parseObservationMarks`). */
  readonly marks?: unknown;
  /** The leg's photos, when known: when and where each was taken. */
  readonly photos?: readonly PhotoTrace[];
}

/**
 * The departure and return snapshots of a record and its working checklist (spec 3 §3.1), with
 * the leg's photos when the caller has them (left out: photos are not compared).
 */
export function conditionSnapshot(
  record: Readonly<Record<string, unknown>>,
  checklist: readonly ChecklistLine[],
  leg: ConditionLeg,
  photos?: readonly PhotoTrace[],
): ConditionSnapshot {
  return {
    checklist: checklist.map((line) => ({
      id: line.id,
      designation: line.CH_DESIGNATION,
      value: leg === 'DEPART' ? line.CLD_QTE_DEPART : line.CLD_QTE_RETOUR,
    })),
    kilometre: record[`CLD_KILOMETRE_${leg}`],
    horametre: record[`CLD_HORAMETRE_${leg}`],
    gas: record[`CLD_NIVEAU_GAS_${leg}`],
    adblue: record[`CLD_NIVEAU_ADBLUE_${leg}`],
    observation: record[`CLD_COMMENTAIRE_${leg}`],
    marks: record[`CLD_OBSERVATION_PHOTO_${leg}`],
    ...(photos ? { photos } : {}),
  };
}

const FRACTION = /^(\d+)\s*\/\s*(\d+)$/;
const PERCENT = /^(\d+(?:[.,]\d+)?)\s*%$/;

/**
 * A fuel or AdBlue level in eighths, 0 (empty) to 8 (full): a whole number 0–8 (how the form
 * stores it), a fraction (`3/4` → 6), a percentage (`50 %` → 4), `Plein` (8), `Vide` (0). Anything
 * else, or empty, is null.
 */
export function levelInEighths(value: unknown): number | null {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const lower = text.toLowerCase();
  if (lower === 'plein') return 8;
  if (lower === 'vide') return 0;
  let eighths: number | null = null;
  const fraction = FRACTION.exec(text);
  const percent = PERCENT.exec(text);
  if (/^\d+$/.test(text)) eighths = Number(text);
  else if (fraction) {
    const [n, d] = [Number(fraction[1]), Number(fraction[2])];
    eighths = d > 0 && n <= d ? Math.round((n * 8) / d) : null;
  } else if (percent) eighths = Math.round((Number(percent[1]?.replace(',', '.')) * 8) / 100);
  return eighths !== null && eighths >= 0 && eighths <= 8 ? eighths : null;
}

export type ConditionDifference =
  | {
      readonly kind: 'checklist';
      readonly id: number;
      readonly designation: string;
      readonly departure: readonly string[];
      readonly return: readonly string[];
      readonly text: string;
    }
  | {
      /** Meters in their unit (km, h); levels in eighths; null on the side without a reading. */
      readonly kind: 'kilometre' | 'horametre' | 'gas' | 'adblue';
      readonly departure: number | null;
      readonly return: number | null;
      /** Return minus departure; null when one side has no reading. */
      readonly delta: number | null;
      readonly text: string;
    }
  | {
      /** A return observation text that the departure did not have. */
      readonly kind: 'observation';
      readonly departure: string;
      readonly return: string;
      readonly text: string;
    }
  | {
      /** Damage marks drawn at return (not already drawn at departure), or new return photos. */
      readonly kind: 'marks' | 'photos';
      readonly added: number;
      readonly text: string;
    };

/** French grouping of thousands with a no-break space (`12712` → `12 712`), decimals with a comma. */
export function frenchNumber(n: number): string {
  const [whole = '', decimals] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${n < 0 ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

const signed = (n: number, unit: string) => `${n > 0 ? '+' : ''}${frenchNumber(n)}${unit}`;

const quoted = (values: readonly string[]) =>
  values.length === 0 ? T.empty : values.map((v) => `«\u00a0${v}\u00a0»`).join(', ');

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v) => b.includes(v));

const oneLine = (value: unknown) =>
  (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')
    .replace(/\s+/g, ' ')
    .trim();

/** The return's written observation when it says something the departure's did not. */
function observationDifference(
  departure: ConditionSnapshot,
  ret: ConditionSnapshot,
): ConditionDifference | null {
  const before = oneLine(departure.observation);
  const after = oneLine(ret.observation);
  if (after === '' || after === before) return null;
  return {
    kind: 'observation',
    departure: before,
    return: after,
    text: T.observationLine(quoted([after]), before === '' ? null : quoted([before])),
  };
}

/** How many marks the return drew that the departure had not (an old client's picture is one). */
function addedMarks(departure: ConditionSnapshot, ret: ConditionSnapshot): number {
  const before = parseObservationMarks(departure.marks);
  const after = parseObservationMarks(ret.marks);
  const drawn = new Set(before.strokes.map((stroke) => stroke.join(',')));
  const strokes = after.strokes.filter((stroke) => !drawn.has(stroke.join(','))).length;
  return strokes + (after.image !== null && after.image !== before.image ? 1 : 0);
}

const traceKey = (trace: PhotoTrace) =>
  [trace.takenAt ?? '', oneLine(trace.latitude), oneLine(trace.longitude)].join('|');

/**
 * How many return photos are new: a return photo taken when and where a departure photo was is
 * that photo reused (spec 3 §5.3), each departure photo standing for one copy.
 */
function addedPhotos(departure: readonly PhotoTrace[], ret: readonly PhotoTrace[]): number {
  const copies = new Map<string, number>();
  for (const trace of departure) {
    const key = traceKey(trace);
    copies.set(key, (copies.get(key) ?? 0) + 1);
  }
  let added = 0;
  for (const trace of ret) {
    const key = traceKey(trace);
    const left = copies.get(key) ?? 0;
    if (left > 0) copies.set(key, left - 1);
    else added += 1;
  }
  return added;
}

/**
 * Issue 14 « What changed during the rental »: every difference between the departure and the
 * return, each with its French summary line, in this order —
 * - every checklist line whose value changed (multi-select values compared as sets);
 * - each meter and level that changed, either way (`+412 km`, `+37 h`, fuel `-3/8`; an hour
 *   meter or a level lower at return is listed like any change), or that is read on one side
 *   only (`Carburant : non renseigné au départ, 0/8 au retour`);
 * - a return observation text the departure did not have;
 * - damage marks drawn at return;
 * - return photos that are not the departure's reused (when both legs' photos are given).
 * Unchanged values are left out. An empty list means « Aucun écart constaté ». The form and the
 * PDF both list what this function gives.
 */
export function conditionDifferences(
  departure: ConditionSnapshot,
  ret: ConditionSnapshot,
): ConditionDifference[] {
  const differences: ConditionDifference[] = [];
  const departureLines = new Map(departure.checklist.map((line) => [line.id, line]));
  for (const line of ret.checklist) {
    const before = checklistValueList(departureLines.get(line.id)?.value ?? '');
    const after = checklistValueList(line.value);
    if (sameValues(before, after)) continue;
    differences.push({
      kind: 'checklist',
      id: line.id,
      designation: line.designation,
      departure: before,
      return: after,
      text: T.checklistLine(line.designation, quoted(before), quoted(after)),
    });
  }
  const readings = [
    ['kilometre', T.kilometre, readingNumber, (n: number) => signed(n, '\u00a0km'), frenchNumber],
    ['horametre', T.horametre, readingNumber, (n: number) => signed(n, '\u00a0h'), frenchNumber],
    ['gas', T.gas, levelInEighths, (n: number) => signed(n, '/8'), (n: number) => `${n}/8`],
    ['adblue', T.adblue, levelInEighths, (n: number) => signed(n, '/8'), (n: number) => `${n}/8`],
  ] as const;
  for (const [kind, label, read, formatDelta, format] of readings) {
    const before = read(departure[kind]);
    const after = read(ret[kind]);
    if (before === after) continue;
    if (before === null || after === null) {
      const side = (n: number | null) => (n === null ? T.empty : format(n));
      differences.push({
        kind,
        departure: before,
        return: after,
        delta: null,
        text: T.sidesLine(label, side(before), side(after)),
      });
      continue;
    }
    // Rounded to the reading's precision: 0.1 + 0.2 is not 0.30000000000000004 km.
    const delta = Math.round((after - before) * 1000) / 1000;
    differences.push({
      kind,
      departure: before,
      return: after,
      delta,
      text: T.readingLine(label, formatDelta(delta), format(before), format(after)),
    });
  }
  const observation = observationDifference(departure, ret);
  if (observation) differences.push(observation);
  const marks = addedMarks(departure, ret);
  if (marks > 0) differences.push({ kind: 'marks', added: marks, text: T.marksLine(marks) });
  if (departure.photos && ret.photos) {
    const photos = addedPhotos(departure.photos, ret.photos);
    if (photos > 0) differences.push({ kind: 'photos', added: photos, text: T.photosLine(photos) });
  }
  return differences;
}
