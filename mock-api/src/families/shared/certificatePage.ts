import { CERTIFICATE_TITLE } from '@locasuite/core';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { HttpError } from '../../HttpError';
import { plainBytes } from '../../images/signaturePicture';

/**
 * The « Certificat de signature » page (issue 36) every signed PDF ends with: the client files
 * signed on screen or remotely (`pdfSigner`) and the condition reports customers sign (`etatdl`).
 */

/** The standard fonts write WinAnsi: a character outside it becomes « ? ». */
export const winAnsiSafe = (value: string) =>
  [...value].map((c) => (/[\u0020-\u007e\u00a0-\u00ff’«»…€•]/.test(c) ? c : '?')).join('');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of winAnsiSafe(text)) {
    if (font.widthOfTextAtSize(line + char, size) > width && line !== '') {
      lines.push(line);
      line = '';
    }
    line += char;
  }
  return [...lines, line];
}

/**
 * Appends the « Certificat de signature » page, the size of page one, with its labelled lines
 * (core `certificateLines`). A file pdf-lib cannot read answers 422 `unreadable`.
 */
export async function appendCertificate(
  pdf: Uint8Array,
  lines: readonly { label: string; value: string }[],
  at: Date,
  unreadable: string,
): Promise<Uint8Array> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(plainBytes(pdf));
  } catch {
    throw new HttpError(422, unreadable);
  }
  const first = doc.getPages()[0];
  const { width, height } = first ? first.getSize() : { width: 595.28, height: 841.89 };
  const page: PDFPage = doc.addPage([width, height]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const black = rgb(0, 0, 0);
  let y = height - 60;
  page.drawText(CERTIFICATE_TITLE, { x: 50, y, size: 18, font: bold, color: black });
  y -= 36;
  for (const { label, value } of lines) {
    page.drawText(winAnsiSafe(label), { x: 50, y, size: 10, font: bold, color: black });
    for (const part of wrap(value, font, 10, width - 230)) {
      page.drawText(part, { x: 190, y, size: 10, font, color: black });
      y -= 14;
    }
    y -= 6;
  }
  doc.setModificationDate(at);
  return doc.save();
}
