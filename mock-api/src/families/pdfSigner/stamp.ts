import {
  CERTIFICATE_TITLE,
  PDF_SIGNER_MESSAGES as M,
  signedOnText,
  stampLayout,
} from '@locasuite/core';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { HttpError } from '../../HttpError';
import { plainBytes } from '../../images/signaturePicture';

/** The standard fonts write WinAnsi: a character outside it becomes « ? ». */
const safe = (value: string) =>
  [...value].map((c) => (/[\u0020-\u007e\u00a0-\u00ff’«»…€•]/.test(c) ? c : '?')).join('');

async function load(pdf: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(plainBytes(pdf));
  } catch {
    throw new HttpError(422, M.notAPdf);
  }
}

/**
 * spec 3 §9 stamp on page one, at the file's position: the drawn signature fitted in 150×100
 * (`picture`, the one-page PDF made of it; none for a remote signature, which has no drawing),
 * « Signée le DD/MM/YYYY HH:mm » in size 10 at +50/+15 and the client's name in size 12 at
 * +10/+45 (core `stampLayout`).
 */
export async function stampClientPdf(
  pdf: Uint8Array,
  stamp: { position: { x: number; y: number }; client: string; at: Date; picture?: Uint8Array },
): Promise<Uint8Array> {
  const doc = await load(pdf);
  const page = doc.getPages()[0];
  if (!page) throw new HttpError(422, M.notAPdf);
  const layout = stampLayout(stamp.position, page.getSize());
  if (stamp.picture) {
    let image;
    try {
      [image] = await doc.embedPdf(plainBytes(stamp.picture));
    } catch {
      throw new HttpError(422, M.notASignature);
    }
    if (!image) throw new HttpError(422, M.notASignature);
    const box = image.scale(
      Math.min(layout.image.width / image.width, layout.image.height / image.height),
    );
    page.drawPage(image, {
      x: layout.image.x,
      y: layout.image.y,
      width: box.width,
      height: box.height,
    });
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const black = rgb(0, 0, 0);
  page.drawText(signedOnText(stamp.at), { ...layout.date, font, color: black });
  page.drawText(safe(stamp.client), { ...layout.name, font, color: black });
  doc.setModificationDate(stamp.at);
  return doc.save();
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of safe(text)) {
    if (font.widthOfTextAtSize(line + char, size) > width && line !== '') {
      lines.push(line);
      line = '';
    }
    line += char;
  }
  return [...lines, line];
}

/** Appends the « Certificat de signature » page (issue 36) with its labelled lines. */
export async function appendCertificate(
  pdf: Uint8Array,
  lines: readonly { label: string; value: string }[],
  at: Date,
): Promise<Uint8Array> {
  const doc = await load(pdf);
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
    page.drawText(safe(label), { x: 50, y, size: 10, font: bold, color: black });
    for (const part of wrap(value, font, 10, width - 230)) {
      page.drawText(part, { x: 190, y, size: 10, font, color: black });
      y -= 14;
    }
    y -= 6;
  }
  doc.setModificationDate(at);
  return doc.save();
}
