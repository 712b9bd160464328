import { PDF_SIGNER_MESSAGES as M, signedOnText, stampLayout } from '@locasuite/core';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { HttpError } from '../../HttpError';
import { plainBytes } from '../../images/signaturePicture';
import { winAnsiSafe as safe } from '../shared/certificatePage';

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
