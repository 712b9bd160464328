import type { SheetData } from 'write-excel-file/browser';
import { texts } from '../texts';
import type { SlotRow } from '../components/slotRows';

const T = texts.exportGrid;
const C = texts.manage.columns;

/** The day format of the « Jour » cells in Excel (the French day the grid shows). */
export const EXCEL_DAY_FORMAT = 'dd/mm/yyyy';

/** The columns of the export grid (spec 2 §2.2 table columns, `Jour numérique` when shown). */
export function slotSheetHeader(numericDay: boolean): string[] {
  return [
    C.day,
    ...(numericDay ? [T.numericDay] : []),
    C.start,
    C.end,
    C.type,
    C.number,
    C.client,
    C.phone,
    C.bikeType,
    C.agency,
  ];
}

/** A slot's cells after « Jour », as the grid shows them and the file writes them. */
function otherCells(row: SlotRow, numericDay: boolean): string[] {
  return [
    ...(numericDay ? [row.numericDay] : []),
    row.start,
    row.end,
    row.type,
    row.number,
    row.client,
    row.phone,
    row.bikeType,
    row.agency,
  ];
}

/** A slot's cells as the export grid shows them. */
export function slotGridCells(row: SlotRow, numericDay: boolean): string[] {
  return [row.day, ...otherCells(row, numericDay)];
}

/**
 * The sheet of the .xlsx file (spec 2 §2.2 Exporter): the header in bold, then one row per slot,
 * « Jour » an Excel date (its day at 00:00 UTC, shown dd/mm/yyyy) that sorts and filters as one.
 */
export function slotSheet(rows: readonly SlotRow[], numericDay: boolean): SheetData {
  return [
    slotSheetHeader(numericDay).map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row) => [
      { value: new Date(row.slot.day), type: Date, format: EXCEL_DAY_FORMAT },
      ...otherCells(row, numericDay).map((value) => ({ value })),
    ]),
  ];
}
