import type { StatisticResult } from './aggregateStatistic';

/** Label of the last row of a table card (spec 1 §2 "table cards with a 'Total' row"). */
export const TOTAL_LABEL = 'Total';

/** A result as a grid: a header, the body rows and the Total row. */
export interface StatisticTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
  readonly total: readonly (string | number)[];
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The grid of a result (spec 1 §2 table cards and the export dialog's read-only grids): one row
 * per label; a complex result gets one column per series and a Total column; the last row is
 * `Total`.
 */
export function statisticTable(
  result: StatisticResult,
  keyLabels: readonly [string, string | undefined],
): StatisticTable {
  if (result.kind === 'simple') {
    const rows = result.labels.map((label, i) => [label, result.values[i] ?? 0] as const);
    return {
      header: [keyLabels[0], keyLabels[1] ?? 'Nombre'],
      rows,
      total: [TOTAL_LABEL, round(result.values.reduce((a, b) => a + b, 0))],
    };
  }
  const rows = result.labels.map((label, i) => {
    const values = result.series.map((s) => s.values[i] ?? 0);
    return [label, ...values, round(values.reduce((a, b) => a + b, 0))];
  });
  const columnTotals = result.series.map((s) => round(s.values.reduce((a, b) => a + b, 0)));
  return {
    header: [keyLabels[0], ...result.series.map((s) => s.label), TOTAL_LABEL],
    rows,
    total: [TOTAL_LABEL, ...columnTotals, round(columnTotals.reduce((a, b) => a + b, 0))],
  };
}
