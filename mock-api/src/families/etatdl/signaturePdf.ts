import {
  REMOTE_SIGNATURE_MESSAGES as S,
  certificateLines,
  conditionImageKind,
  imageSizeMessage,
  imageSizeRefusal,
  signedOnText,
  type ConditionLeg,
} from '@locasuite/core';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { HttpError } from '../../HttpError';
import type { HandlerContext } from '../../http/defineHandlers';
import { plainBytes } from '../../images/signaturePicture';
import { sha256 } from '../signedDocuments';
import { appendCertificate, winAnsiSafe as safe } from '../shared/certificatePage';
import { decodeFile } from './files';
import { legLabel } from './values';

/** The largest drawn signature a customer sends (a PNG of a pad, far smaller in practice). */
export const SIGNATURE_MAX_BYTES = 1024 * 1024;

/**
 * The drawn signature: a PNG by its content, 1 MB at most, declaring at most 4000×4000 pixels
 * and 16 megapixels (core `imageSizeRefusal`, read from its header before anything decodes it);
 * 422 otherwise.
 */
export function signatureImage(content: string): Buffer {
  let bytes: Buffer;
  try {
    bytes = decodeFile(content);
  } catch {
    throw new HttpError(422, S.notASignature);
  }
  if (bytes.length > SIGNATURE_MAX_BYTES) throw new HttpError(422, S.signatureTooLarge);
  if (conditionImageKind(bytes) !== 'png') throw new HttpError(422, S.notASignature);
  const tooLarge = imageSizeRefusal(bytes);
  if (tooLarge) throw new HttpError(422, imageSizeMessage(tooLarge, 'La signature envoyée'));
  return bytes;
}

/** Whether pdf-lib reads the file and finds at least one page in it. */
export async function readablePdf(bytes: Uint8Array): Promise<boolean> {
  try {
    return (await PDFDocument.load(plainBytes(bytes))).getPageCount() > 0;
  } catch {
    return false;
  }
}

/**
 * spec 3 §9 stamp: the report as sent, with one more page carrying the customer's signature
 * (150×100, `picture`: the one-page PDF `SignaturePictures` made of it, so no pixel is decoded
 * here), the signer's name (size 12) and « Signée le DD/MM/YYYY HH:mm » (size 10).
 */
export async function stampPdf(
  pdf: Uint8Array,
  picture: Uint8Array,
  stamp: {
    signer: string;
    at: Date;
    contract: string;
    registration: string;
    leg: ConditionLeg;
    /** The address the signed link was mailed to (one link per recipient), when known. */
    recipient?: string;
  },
): Promise<Uint8Array> {
  let doc: PDFDocument;
  let image: Awaited<ReturnType<PDFDocument['embedPdf']>>[number] | undefined;
  try {
    doc = await PDFDocument.load(plainBytes(pdf));
  } catch {
    throw new HttpError(422, S.error);
  }
  try {
    [image] = await doc.embedPdf(plainBytes(picture));
  } catch {
    throw new HttpError(422, S.notASignature);
  }
  if (!image) throw new HttpError(422, S.notASignature);
  const first = doc.getPages()[0];
  const { width, height } = first ? first.getSize() : { width: 595.28, height: 841.89 };
  const page = doc.addPage([width, height]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const left = 50;
  let y = height - 70;
  const line = (value: string, size: number, f = font) => {
    page.drawText(safe(value), { x: left, y, size, font: f, color: rgb(0, 0, 0) });
    y -= size + 10;
  };
  line(`Signature du client : état des lieux de ${legLabel(stamp.leg)}`, 16, bold);
  line(`Contrat ${stamp.contract}, matricule ${stamp.registration}`, 12);
  y -= 20;
  const box = image.scale(Math.min(150 / image.width, 100 / image.height));
  page.drawPage(image, { x: left + 10, y: y - box.height, width: box.width, height: box.height });
  y -= box.height + 15;
  page.drawText(safe(stamp.signer), { x: left + 10, y, size: 12, font, color: rgb(0, 0, 0) });
  y -= 20;
  page.drawText(signedOnText(stamp.at), { x: left + 10, y, size: 10, font, color: rgb(0, 0, 0) });
  if (stamp.recipient) {
    y -= 16;
    page.drawText(safe(`Lien de signature envoyé à ${stamp.recipient}`), {
      x: left + 10,
      y,
      size: 10,
      font,
      color: rgb(0, 0, 0),
    });
  }
  doc.setModificationDate(stamp.at);
  return doc.save();
}

/**
 * The signed report as stored (issue 36): the stamped report followed by the « Certificat de
 * signature » page saying how the customer was verified (the personal link mailed to
 * `recipient`, when it was sent), when they signed, from which address and browser.
 */
export async function certifiedReport(
  ctx: Pick<HandlerContext, 'ip' | 'userAgent'>,
  stamped: Uint8Array,
  report: {
    path: string;
    beforeSha256: string;
    signer: string;
    recipient: string;
    sentAt: Date;
    at: Date;
  },
): Promise<Uint8Array> {
  const lines = certificateLines({
    documentName: report.path.slice(report.path.lastIndexOf('/') + 1),
    beforeSha256: report.beforeSha256,
    stampedSha256: sha256(stamped),
    signer: report.signer,
    verification: { kind: 'link', email: report.recipient, sentAt: report.sentAt },
    signedAt: report.at,
    ip: ctx.ip.slice(0, 100),
    userAgent: ctx.userAgent.slice(0, 500),
  });
  return appendCertificate(stamped, lines, report.at, S.error);
}
