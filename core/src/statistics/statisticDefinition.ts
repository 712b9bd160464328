import { text } from '../text';

/** The three data bases a statistic reads (spec 1 §3 Statistic definition, BASE). */
export const STATISTIC_BASES = ['moteur', 'contrat', 'reglement'] as const;
export type StatisticBase = (typeof STATISTIC_BASES)[number];

/** The four kinds of card (spec 1 §3 STATS_TYPE). */
export const STATISTIC_TYPES = ['BarChart', 'DoughnutChart', 'LineChart', 'Table'] as const;
export type StatisticType = (typeof STATISTIC_TYPES)[number];

/** A statistic definition as the screens use it. */
export interface StatisticDefinition {
  readonly index: number;
  readonly base: StatisticBase;
  readonly label: string;
  /** The grouping field, then the value field (absent when STATS_KEYS names one field). */
  readonly keys: readonly [string, string | undefined];
  readonly type: StatisticType;
  /** IS_COMPLEX '1': occurrences counted per pair of keys. */
  readonly complex: boolean;
  /** IS_HORIZONTALE 1: horizontal bars. */
  readonly horizontal: boolean;
  /** COLOR: one colour or a comma list, in order. */
  readonly colors: readonly string[];
  /** FILTRE: the contract filter template (JSON text with `from` and `to` placeholders). */
  readonly filterTemplate: string;
}

/**
 * Reads a stored definition record (spec 1 §3: INDEX, BASE, LABEL, STATS_KEYS "two field names
 * separated by a comma", STATS_TYPE, IS_COMPLEX '1', IS_HORIZONTALE 1, COLOR, FILTRE). Returns
 * null for a record whose BASE, STATS_TYPE or STATS_KEYS cannot be used.
 */
export function parseStatisticDefinition(
  record: Readonly<Record<string, unknown>>,
): StatisticDefinition | null {
  const base = text(record.BASE) as StatisticBase;
  const type = text(record.STATS_TYPE) as StatisticType;
  if (!STATISTIC_BASES.includes(base) || !STATISTIC_TYPES.includes(type)) return null;
  const [first, second] = text(record.STATS_KEYS)
    .split(',')
    .map((k) => k.trim());
  if (!first) return null;
  const index = Number(record.INDEX);
  return {
    index: Number.isFinite(index) ? index : 0,
    base,
    label: text(record.LABEL),
    keys: [first, second ? second : undefined],
    type,
    complex: text(record.IS_COMPLEX) === '1',
    horizontal: text(record.IS_HORIZONTALE) === '1',
    colors: text(record.COLOR)
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== ''),
    filterTemplate: text(record.FILTRE),
  };
}

/** Definitions in INDEX order, unusable records left out. */
export function parseStatisticDefinitions(
  records: readonly Readonly<Record<string, unknown>>[],
): StatisticDefinition[] {
  return records
    .map(parseStatisticDefinition)
    .filter((d): d is StatisticDefinition => d !== null)
    .sort((a, b) => a.index - b.index);
}
