import { statisticTable, uniqueSheetNames } from '@locasuite/core';
import type { ComputedStatistic } from '../hooks/useStatistics';
import { keyLabels } from '../texts';

export interface WorkbookSheet {
  readonly sheet: string;
  readonly rows: readonly (readonly (string | number)[])[];
}

/**
 * One sheet per statistic (spec 1 §2 "Télécharger" → rapport.xlsx): its grid, header first and
 * `Total` last; sheet names cut to 31 characters and kept unique (spec 1 §5).
 */
export function workbookSheets(statistics: readonly ComputedStatistic[]): WorkbookSheet[] {
  const names = uniqueSheetNames(statistics.map((s) => s.definition.label));
  return statistics.map((s, i) => {
    const table = statisticTable(s.result, keyLabels(s.definition.keys));
    return {
      sheet: names[i] ?? `Feuille ${i + 1}`,
      rows: [table.header, ...table.rows, table.total],
    };
  });
}
