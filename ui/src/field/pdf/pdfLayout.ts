// The page layout of a report's PDF (A4 portrait, jsPDF and jspdf-autotable): what every report
// draws the same way — sections with their heading, label–value tables, page breaks that leave
// no orphan heading, a photo page, and the footer on every page.
import { pdfText } from '@locasuite/core';
import type { jsPDF } from 'jspdf';
import type { RowInput, UserOptions } from 'jspdf-autotable';
import { drawPdfImage, type PdfImage } from './pdfImages';

type Rgb = [number, number, number];

/** A4 portrait in millimetres, with the suite's margins and colours. */
export const PDF_PAGE = {
  width: 210,
  height: 297,
  margin: 12,
  ink: [33, 33, 33] as Rgb,
  muted: [97, 97, 97] as Rgb,
  headFill: [38, 50, 56] as Rgb,
  labelFill: [240, 243, 245] as Rgb,
} as const;

/** The width between the margins. */
export const PDF_CONTENT_WIDTH = PDF_PAGE.width - 2 * PDF_PAGE.margin;
/** Below this, a new section starts on the next page rather than as an orphan heading. */
export const PDF_SECTION_ROOM = 30;
/** About the height of a one-line table row at 9 pt. */
const ROW_HEIGHT = 6.6;
/** The room a small table needs to stay on one page with its heading. */
export const pdfTableRoom = (rows: number) => 8 + (rows + 1) * ROW_HEIGHT;
/** A label column: bold on a light fill, 55 mm. */
export const PDF_LABEL_COLUMN = {
  0: { cellWidth: 55, fontStyle: 'bold', fillColor: PDF_PAGE.labelFill },
} as const satisfies UserOptions['columnStyles'];

/** jspdf-autotable's `autoTable`, as `loadPdfLibraries` gives it. */
export type AutoTable = (doc: jsPDF, options: UserOptions) => void;

/**
 * jsPDF and jspdf-autotable, loaded on first use (they are heavy: a page that never makes a PDF
 * never downloads them), and a new A4 portrait document of real text, uncompressed (core
 * `readPdfText` reads it back in tests).
 */
export async function loadPdfLibraries(): Promise<{ doc: jsPDF; autoTable: AutoTable }> {
  const [{ jsPDF: JsPdf }, { autoTable }] = await Promise.all([
    import('jspdf'),
    import('jspdf-autotable'),
  ]);
  const doc = new JsPdf({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: false });
  return { doc, autoTable };
}

/** Where the next thing is drawn, and the helpers that move it down the pages. */
export interface PdfLayout {
  readonly doc: jsPDF;
  /** The top of what is drawn next (mm). */
  y: number;
  /** A table at `y` (grid, 9 pt, dark head); `y` then goes below it. */
  table(options: UserOptions): void;
  /** A new page when `height` mm no longer fit above the footer. */
  ensureRoom(height: number): void;
  /** A section's title, on the next page when `room` mm are not left: no orphan heading. */
  heading(title: string, room?: number): void;
  /** Label–value rows; empty values left out, the whole section when none is left. */
  details(title: string, rows: readonly (readonly [string, string])[]): void;
  /**
   * A page of its own for a photo: its label in large type, a subtitle, the image fitted in the
   * page (or `unreadable`), then its caption lines.
   */
  photoPage(page: {
    readonly label: string;
    readonly subtitle: string;
    readonly image: PdfImage | null | undefined;
    readonly caption: readonly string[];
    readonly unreadable: string;
  }): void;
  /** Every page: `line` on the left, `pageText(n, total)` on the right. */
  footer(line: string, pageText: (n: number, total: number) => string): void;
}

/** The layout of `doc`, drawing tables with `autoTable`, from the top margin of the first page. */
export function pdfLayout(doc: jsPDF, autoTable: AutoTable): PdfLayout {
  const { margin, height: pageHeight, width: pageWidth, ink, muted, headFill } = PDF_PAGE;
  const layout: PdfLayout = {
    doc,
    y: margin,
    table(options) {
      autoTable(doc, {
        startY: layout.y,
        margin: { left: margin, right: margin, top: margin, bottom: margin + 6 },
        theme: 'grid',
        styles: {
          font: 'helvetica',
          fontSize: 9,
          cellPadding: 1.6,
          textColor: ink,
          lineWidth: 0.1,
        },
        headStyles: { fillColor: headFill, textColor: [255, 255, 255], fontStyle: 'bold' },
        ...options,
      });
      const finalY = (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable
        ?.finalY;
      layout.y = (finalY ?? layout.y) + 5;
    },
    ensureRoom(height) {
      if (layout.y + height > pageHeight - margin - 6) {
        doc.addPage();
        layout.y = margin;
      }
    },
    heading(title, room = PDF_SECTION_ROOM) {
      layout.ensureRoom(room);
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(11);
      doc.setTextColor(...ink);
      doc.text(pdfText(title), margin, layout.y + 4);
      doc.setDrawColor(...headFill);
      doc.setLineWidth(0.4);
      doc.line(margin, layout.y + 5.5, pageWidth - margin, layout.y + 5.5);
      layout.y += 8;
    },
    details(title, rows) {
      const filled = rows.filter(([, value]) => value !== '');
      if (filled.length === 0) return;
      layout.heading(title);
      layout.table({
        body: filled.map(([label, value]) => [pdfText(label), pdfText(value)]) as RowInput[],
        columnStyles: PDF_LABEL_COLUMN,
      });
    },
    photoPage({ label, subtitle, image, caption, unreadable }) {
      doc.addPage();
      doc.setTextColor(...ink);
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(16);
      doc.text(pdfText(label), margin, margin + 6);
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(10);
      doc.text(pdfText(subtitle), margin, margin + 12);
      const top = margin + 17;
      const height = image ? drawPdfImage(doc, image, margin, top, PDF_CONTENT_WIDTH, 215) : null;
      let captionY = top + (height ?? 0) + 7;
      if (height === null) {
        doc.text(pdfText(unreadable), margin, top + 6);
        captionY = top + 14;
      }
      doc.setFontSize(10);
      for (const line of caption) {
        doc.text(pdfText(line), margin, captionY);
        captionY += 5.5;
      }
      layout.y = pageHeight;
    },
    footer(line, pageText) {
      const total = doc.getNumberOfPages();
      for (let n = 1; n <= total; n++) {
        doc.setPage(n);
        doc.setFont('helvetica', 'normal');
        doc.setFontSize(8);
        doc.setTextColor(...muted);
        doc.text(pdfText(line), margin, pageHeight - margin + 4);
        doc.text(pdfText(pageText(n, total)), pageWidth - margin, pageHeight - margin + 4, {
          align: 'right',
        });
      }
    },
  };
  return layout;
}
