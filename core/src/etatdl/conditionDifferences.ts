import { checklistValueList, type ChecklistLine, type ChecklistValue } from './checklist';
import type { ConditionLeg } from './conditionState';
import { CONDITION_DIFFERENCE_TEXTS as T } from './messages';
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
}

/** The departure and return snapshots of a record and its working checklist (spec 3 §3.1). */
export function conditionSnapshot(
  record: Readonly<Record<string, unknown>>,
  checklist: readonly ChecklistLine[],
  leg: ConditionLeg,
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
      /** Meters in their unit (km, h); levels in eighths. */
      readonly kind: 'kilometre' | 'horametre' | 'gas' | 'adblue';
      readonly departure: number;
      readonly return: number;
      readonly delta: number;
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

/**
 * Issue 14 « What changed during the rental »: for a return, every checklist line whose value
 * changed (multi-select values compared as sets), then the meter deltas (`+412 km`, `+37 h`) and
 * the fuel and AdBlue deltas in eighths (`-3/8`), each with its French summary line. A meter or
 * level missing on either side has no delta; unchanged ones are left out. An empty list means
 * « Aucun écart constaté ».
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
    if (before === null || after === null || before === after) continue;
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
  return differences;
}
