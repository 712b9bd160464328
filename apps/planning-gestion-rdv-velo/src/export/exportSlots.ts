import writeXlsxFile from 'write-excel-file/browser';

/** One sheet of the export grid: the header row, then one row per slot (spec 2 §2.2 Exporter). */
export async function exportSlots(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  fileName: string,
): Promise<void> {
  const data = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row) => row.map((value) => ({ value }))),
  ];
  await writeXlsxFile(data, {
    columns: header.map(() => ({ width: 18 })),
    stickyRowsCount: 1,
  }).toFile(fileName);
}
