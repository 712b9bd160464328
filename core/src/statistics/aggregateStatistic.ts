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
  const totals = new Map<string, number>();
  for (const row of rows) {
    const label = keyOf(row[first]);
    const value = second === undefined ? undefined : row[second];
    const add = typeof value === 'number' && Number.isFinite(value) ? value : 1;
    totals.set(label, (totals.get(label) ?? 0) + add);
  }
  const entries = [...totals];
  if (definition.type === 'LineChart') entries.sort((a, b) => compareLabels(a[0], b[0]));
  else entries.sort((a, b) => b[1] - a[1] || compareLabels(a[0], b[0]));
  return {
    kind: 'simple',
    labels: entries.map((e) => e[0]),
    values: entries.map((e) => roundCents(e[1])),
  };
}

function aggregatePairs(
  first: string,
  second: string,
  rows: readonly Readonly<Record<string, unknown>>[],
): ComplexStatisticResult {
  const counts = new Map<string, Map<string, number>>();
  const seriesTotals = new Map<string, number>();
  for (const row of rows) {
    const label = keyOf(row[first]);
    const serie = keyOf(row[second]);
    let bySerie = counts.get(label);
    if (!bySerie) counts.set(label, (bySerie = new Map()));
    bySerie.set(serie, (bySerie.get(serie) ?? 0) + 1);
    seriesTotals.set(serie, (seriesTotals.get(serie) ?? 0) + 1);
  }
  const labels = [...counts.keys()].sort(compareLabels);
  const series = [...seriesTotals.keys()].sort(compareLabels).map((serie) => ({
    label: serie,
    values: labels.map((label) => counts.get(label)?.get(serie) ?? 0),
  }));
  return { kind: 'complex', labels, series };
}

/** Sums of money keep two decimals; floating-point noise (0.1 + 0.2) is removed. */
function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
