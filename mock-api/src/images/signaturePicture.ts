import { PDFDocument } from 'pdf-lib';

/** The box a customer's drawn signature is fitted in on the stamped page (spec 3 §9: 150×100). */
export const SIGNATURE_BOX = { width: 150, height: 100 } as const;

/**
 * Turns a drawn signature (a PNG whose declared size core's `imageSizeRefusal` accepted) into a
 * one-page PDF holding it, fitted to SIGNATURE_BOX: the stamp embeds that page, so the report's
 * own work never decodes pixels. Decoding is the slow part (about a second at the size limit);
 * the HTTP server does it in a thread of its own (`pictureThread.ts`).
 */
export interface SignaturePictures {
  picturePdf(png: Uint8Array): Promise<Uint8Array>;
}

/**
 * The bytes as this realm's own Uint8Array: pdf-lib checks `instanceof Uint8Array`, which a
 * Buffer fails where it comes from another realm (the in-page server of the page tests).
 */
export const plainBytes = (bytes: Uint8Array) => new Uint8Array(bytes);

/** The picture made in the caller's thread (the in-page server of the stories and page tests). */
export async function signaturePicturePdf(png: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(plainBytes(png));
  const box = image.scaleToFit(SIGNATURE_BOX.width, SIGNATURE_BOX.height);
  doc.addPage([box.width, box.height]).drawImage(image, { x: 0, y: 0, ...box });
  return doc.save();
}

export const inlineSignaturePictures: SignaturePictures = { picturePdf: signaturePicturePdf };
