/** Export constants of spec 1 §9: "Chart export image scale 2, timeout 15 s; PDF page A4 portrait.
 * Excel export file rapport.xlsx". */
export const STATISTICS_EXPORT = {
  excelFileName: 'rapport.xlsx',
  pdfFileName: 'export_statistique.pdf',
  chartImageScale: 2,
  chartImageTimeoutMs: 15_000,
  pdfFormat: 'a4',
  pdfOrientation: 'portrait',
} as const;
