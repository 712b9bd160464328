import type { StatisticDefinition } from './statisticDefinition';

/** Label of rows whose grouping field is empty. */
export const EMPTY_KEY_LABEL = 'Non renseigné';

/** One value per label (simple statistics). */
export interface SimpleStatisticResult {
  readonly kind: 'simple';
  readonly labels: readonly string[];
  readonly values: readonly number[];
}

/** One series per value of the second key, one count per label of the first (complex ones). */
export interface ComplexStatisticResult {
  readonly kind: 'complex';
  readonly labels: readonly string[];
  readonly series: readonly { readonly label: string; readonly values: readonly number[] }[];
}

export type StatisticResult = SimpleStatisticResult | ComplexStatisticResult;

const keyOf = (value: unknown): string => {
  if (value === null || value === undefined) return EMPTY_KEY_LABEL;
  const text = typeof value === 'string' ? value.trim() : String(value);
  return text === '' ? EMPTY_KEY_LABEL : text;
};

const compareLabels = (a: string, b: string) =>
  a.localeCompare(b, 'fr', { numeric: true, sensitivity: 'base' });

/** A label's running total (simple) or its counts by series index (complex). */
interface LabelSlot {
  readonly label: string;
  /** Its place among the labels' first appearances. */
  readonly index: number;
  total: number;
  readonly counts: number[];
}

/**
 * Resolves a raw field value to its label's slot. Raw primitives are looked up once in their own
 * map (so a value read a million times is trimmed and converted once, and a row costs one lookup);
 * objects, whose identity says nothing of their text, go through their text each time. Slots are
 * made in the order their label first appears, which is the order ties keep after sorting.
 */
function createSlots() {
  const byRaw = new Map<unknown, LabelSlot>();
  const byLabel = new Map<string, LabelSlot>();
  const slots: LabelSlot[] = [];
  const byText = (label: string): LabelSlot => {
    let slot = byLabel.get(label);
    if (slot === undefined) {
      slot = { label, index: slots.length, total: 0, counts: [] };
      byLabel.set(label, slot);
      slots.push(slot);
    }
    return slot;
  };
  const slotOf = (value: unknown): LabelSlot => {
    let slot = byRaw.get(value);
    if (slot !== undefined) return slot;
    slot = byText(keyOf(value));
    if (value === null || typeof value !== 'object') byRaw.set(value, slot);
    return slot;
  };
  return { slotOf, slots };
}

/**
 * Aggregates the rows of a statistic's base (spec 1 §4 Statistics computation): grouped by the
 * first key; a numeric value of the second key is summed, otherwise occurrences are counted
 * (also when there is no second key). A complex statistic (IS_COMPLEX '1') counts occurrences per
 * pair of keys. Line charts keep their labels in ascending order (they are times); the others
 * list the largest first.
 */
export function aggregateStatistic(
  definition: Pick<StatisticDefinition, 'keys' | 'complex' | 'type'>,
  rows: readonly Readonly<Record<string, unknown>>[],
): StatisticResult {
  const [first, second] = definition.keys;
  if (definition.complex && second !== undefined) return aggregatePairs(first, second, rows);
  const { slotOf, slots } = createSlots();
  const count = rows.length;
  if (second === undefined) {
    for (let i = 0; i < count; i++) slotOf(rows[i]![first]).total += 1;
  } else {
    for (let i = 0; i < count; i++) {
      const row = rows[i]!;
      const value = row[second];
      slotOf(row[first]).total += typeof value === 'number' && Number.isFinite(value) ? value : 1;
    }
  }
  const entries = slots.slice();
  if (definition.type === 'LineChart') entries.sort((a, b) => compareLabels(a.label, b.label));
  else entries.sort((a, b) => b.total - a.total || compareLabels(a.label, b.label));
  return {
    kind: 'simple',
    labels: entries.map((e) => e.label),
    values: entries.map((e) => roundCents(e.total)),
  };
}

function aggregatePairs(
  first: string,
  second: string,
  rows: readonly Readonly<Record<string, unknown>>[],
): ComplexStatisticResult {
  const labelSlots = createSlots();
  const serieSlots = createSlots();
  const count = rows.length;
  for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    const counts = labelSlots.slotOf(row[first]).counts;
    const index = serieSlots.slotOf(row[second]).index;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  const labelOrder = labelSlots.slots.slice().sort((a, b) => compareLabels(a.label, b.label));
  const series = serieSlots.slots
    .slice()
    .sort((a, b) => compareLabels(a.label, b.label))
    .map((serie) => ({
      label: serie.label,
      values: labelOrder.map((slot) => slot.counts[serie.index] ?? 0),
    }));
  return { kind: 'complex', labels: labelOrder.map((slot) => slot.label), series };
}

/** Sums of money keep two decimals; floating-point noise (0.1 + 0.2) is removed. */
function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
