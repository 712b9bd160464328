import {
  CONDITION_CHECK_MESSAGES as M,
  conditionImageKind,
  conditionPdfName,
  conditionPhotoFolder,
  imageSizeMessage,
  imageSizeRefusal,
  LOCATION_UPLOAD_MESSAGES,
  locationUploadRefusal,
} from '@locasuite/core';
import { HttpError } from '../../HttpError';
import { read, type FamilyHandlers } from '../../http/defineHandlers';
import { newestSignedDocument, readCheckedFile, refuseSignedDocument } from '../signedDocuments';
import { createTemporaryPdf, readTemporaryPdf } from '../temporaryPdfs';
import { FILE_MAX_BYTES, baseName, decodeFile, decodePdf, locationPath } from './files';

/**
 * spec 3 §7.1 files: uploads under LOCATION/ judged by content (core `locationUploadRefusal`),
 * never over a document the customer signed; the item's report (the signed one first); the
 * temporary PDFs `openPdf` serves for an hour.
 */
export const fileHandlers = {
  file_upload: async (ctx, { file, path }) => {
    const normal = locationPath(path);
    await refuseSignedDocument(ctx.db, normal);
    const bytes = decodeFile(file);
    if (bytes.length > FILE_MAX_BYTES) throw new HttpError(422, M.fileTooLarge);
    const refusal = locationUploadRefusal(normal, bytes);
    if (refusal) throw new HttpError(422, LOCATION_UPLOAD_MESSAGES[refusal]);
    const tooLarge = conditionImageKind(bytes) ? imageSizeRefusal(bytes) : null;
    if (tooLarge) throw new HttpError(422, imageSizeMessage(tooLarge, 'L’image envoyée'));
    const info = await ctx.files.put(normal, bytes);
    return { path: info.path };
  },

  file_download: read(async (ctx, { contrat, matricule }) => {
    const folder = conditionPhotoFolder(contrat, matricule);
    const marker = conditionPdfName(contrat, matricule, 'X');
    if (!folder || !marker) throw new HttpError(404, M.pdfNotFound);
    const prefix = marker.slice(0, -'X.pdf'.length);
    const itemFolder = folder.slice(0, -'PHOTOS/'.length);
    const pdfs = (await ctx.files.list(itemFolder))
      .filter((f) => {
        const name = baseName(f.path);
        return name.startsWith(prefix) && name.toLowerCase().endsWith('.pdf');
      })
      .sort((a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime());
    // A document the customer signed wins over any other PDF of the item, newer or not.
    const served = (await newestSignedDocument(ctx.db, itemFolder)) ?? pdfs[0]?.path;
    if (!served) throw new HttpError(404, M.pdfNotFound);
    return {
      body: await readCheckedFile(ctx, served, M.pdfNotFound),
      contentType: 'application/pdf',
      filename: baseName(served),
    };
  }),

  creat_tmp_pdf: (ctx, { file }) => createTemporaryPdf(ctx, decodePdf(file)),

  openPdf: read(async (ctx, { id }) => ({
    body: await readTemporaryPdf(ctx, id),
    contentType: 'application/pdf',
    filename: 'Etat_des_lieux.pdf',
  })),
} satisfies FamilyHandlers<'etatdl'>;
