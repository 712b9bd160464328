import writeXlsxFile from 'write-excel-file/browser';
import type { SlotRow } from '../components/slotRows';
import { slotSheet } from './slotSheet';

/** The .xlsx file of the export grid (spec 2 §2.2 Exporter): one sheet, the header kept in view. */
export async function exportSlots(
  rows: readonly SlotRow[],
  numericDay: boolean,
  fileName: string,
): Promise<void> {
  const data = slotSheet(rows, numericDay);
  await writeXlsxFile(data, {
    columns: (data[0] ?? []).map(() => ({ width: 18 })),
    stickyRowsCount: 1,
  }).toFile(fileName);
}
