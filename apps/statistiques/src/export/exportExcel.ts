import writeXlsxFile from 'write-excel-file/browser';
import { STATISTICS_EXPORT } from '@locasuite/core';
import type { ComputedStatistic } from '../hooks/useStatistics';
import { workbookSheets } from './workbookSheets';

/** Saves `rapport.xlsx`, one sheet per statistic (spec 1 §2, §9). */
export async function exportExcel(statistics: readonly ComputedStatistic[]): Promise<void> {
  const sheets = workbookSheets(statistics).map(({ sheet, rows }) => ({
    sheet,
    data: rows.map((row, r) =>
      row.map((value) => ({
        value,
        fontWeight: r === 0 || r === rows.length - 1 ? ('bold' as const) : undefined,
      })),
    ),
    columns: (rows[0] ?? []).map((_, c) => ({ width: c === 0 ? 40 : 16 })),
    stickyRowsCount: 1,
  }));
  await writeXlsxFile(sheets).toFile(STATISTICS_EXPORT.excelFileName);
}
