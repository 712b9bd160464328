import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { Chart as ChartJS } from 'chart.js';
import {
  formatFrenchDay,
  statisticTable,
  STATISTICS_EXPORT,
  type StatisticRange,
} from '@locasuite/core';
import type { ComputedStatistic } from '../hooks/useStatistics';
import { formatCell } from '../components/formatNumber';
import { keyLabels, STATISTIQUES_TEXTS } from '../texts';
import { chartImage } from './chartImage';

const MARGIN = 12;

// The PDF's standard fonts have no narrow no-break space (French thousands separator).
const pdfText = (value: string | number) => formatCell(value).replace(/[\u202f\u00a0]/g, ' ');

/**
 * Builds `export_statistique.pdf` (spec 1 §9: A4 portrait): a title with the range, then each
 * statistic — charts as PNG images of their canvases at scale 2, tables as real text
 * (jspdf-autotable), so they stay selectable and searchable.
 */
export async function buildStatisticsPdf(
  statistics: readonly ComputedStatistic[],
  charts: ReadonlyMap<number, ChartJS>,
  range: StatisticRange,
): Promise<jsPDF> {
  const doc = new jsPDF({
    orientation: STATISTICS_EXPORT.pdfOrientation,
    unit: 'mm',
    format: STATISTICS_EXPORT.pdfFormat,
  });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const width = pageWidth - 2 * MARGIN;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(
    STATISTIQUES_TEXTS.pdfTitle(formatFrenchDay(range.from), formatFrenchDay(range.to)),
    MARGIN,
    MARGIN + 6,
  );
  let y = MARGIN + 14;
  const ensureRoom = (height: number) => {
    if (y + height > pageHeight - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };

  const heading = (label: string) => {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(12);
    doc.text(label, MARGIN, y + 5);
    y += 9;
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(10);
  };

  for (const { definition, result } of statistics) {
    const chart = charts.get(definition.index);
    if (result.labels.length === 0) {
      ensureRoom(20);
      heading(definition.label);
      doc.text(STATISTIQUES_TEXTS.empty, MARGIN, y + 4);
      y += 10;
    } else if (definition.type !== 'Table' && chart) {
      const image = await chartImage(chart);
      const height = Math.min((width * image.height) / Math.max(image.width, 1), 110);
      const imageWidth = (height * image.width) / Math.max(image.height, 1);
      // The title stays on the page of its chart.
      ensureRoom(9 + height);
      heading(definition.label);
      // FAST: the image data is deflated (charts are flat colours), the text streams stay plain.
      doc.addImage(image.dataUrl, 'PNG', MARGIN, y, imageWidth, height, undefined, 'FAST');
      y += height + 8;
    } else {
      ensureRoom(40);
      heading(definition.label);
      const table = statisticTable(result, keyLabels(definition.keys));
      autoTable(doc, {
        startY: y,
        margin: { left: MARGIN, right: MARGIN },
        head: [table.header.map(String)],
        body: table.rows.map((row) => row.map(pdfText)),
        foot: [table.total.map(pdfText)],
        styles: { fontSize: 9 },
        headStyles: { fillColor: [38, 50, 56] },
        footStyles: { fillColor: [236, 239, 241], textColor: 20 },
        showFoot: 'lastPage',
      });
      y = (doc as jsPDF & { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? y;
      y += 8;
    }
  }
  return doc;
}

/** Saves the PDF of the statistics shown. */
export async function exportPdf(
  statistics: readonly ComputedStatistic[],
  charts: ReadonlyMap<number, ChartJS>,
  range: StatisticRange,
): Promise<void> {
  const doc = await buildStatisticsPdf(statistics, charts, range);
  doc.save(STATISTICS_EXPORT.pdfFileName);
}
