import { SAV_MESSAGES as M } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import { read, type FamilyHandlers } from '../../http/defineHandlers';
import { DEFAULT_SENDER, queueEach, recipientsOf } from '../etatdl/mails';
import { FILE_MAX_BYTES, baseName, decodeFile, decodePdf, decodePhoto } from '../etatdl/files';
import { readCheckedFile } from '../signedDocuments';
import { createTemporaryPdf, readTemporaryPdf } from '../temporaryPdfs';
import { savFolder, savPath } from './files';
import { savReportMail } from './mails';
import { currentRecap, recapOnDemand } from './recap';
import { findReportByNumber } from './queries';

/**
 * spec 4 §4.1, §7.1 files under `SAV/` in the file store (photos, recap PDF), temporary PDFs
 * (`openPdf`), and the recap by e-mail through the outbox (`errorListe`: the addresses refused).
 */
export const fileHandlers = {
  photo_folder_liste: read(async (ctx, { path }) => {
    // A report's folder lists its recap as the report stands now.
    await recapOnDemand(ctx, savFolder(path));
    const files = await ctx.files.list(savFolder(path));
    return files.map((f) => ({ name: baseName(f.path), path_display: f.path }));
  }),
  photo_download: read(async (ctx, { path }) => {
    const normal = savPath(path);
    await recapOnDemand(ctx, normal);
    return {
      fileBinary: Buffer.from(await readCheckedFile(ctx, normal, M.photoNotFound)).toString(
        'base64',
      ),
    };
  }),
  photo_delete: async (ctx, { path }) => {
    const normal = savPath(path);
    if (!(await ctx.files.delete(normal))) throw new HttpError(404, M.photoNotFound);
    return {};
  },
  file_upload: async (ctx, { file, path }) => {
    const bytes = decodeFile(file);
    if (bytes.length > FILE_MAX_BYTES) throw new HttpError(422, M.fileTooLarge);
    return { path: (await ctx.files.put(savPath(path), bytes)).path };
  },
  file_upload_with_ext: async (ctx, { file, path, ext }) => {
    const bytes = decodeFile(file);
    if (bytes.length > FILE_MAX_BYTES) throw new HttpError(422, M.fileTooLarge);
    if (!/^[A-Za-z0-9]{1,8}$/.test(ext)) throw new HttpError(422, M.badExtension);
    return { path: (await ctx.files.put(savPath(`${path}.${ext.toLowerCase()}`), bytes)).path };
  },
  creat_tmp_pdf: (ctx, { file }) => createTemporaryPdf(ctx, decodePdf(file)),
  openPdf: read(async (ctx, { id }) => ({
    fileBinary: Buffer.from(await readTemporaryPdf(ctx, id)).toString('base64'),
  })),
  send_pdf_by_email: async (ctx, { email, pdf, numero, photos }) => {
    let pdfBytes: Buffer;
    if (pdf === undefined) {
      // No PDF sent: the recap the server makes of the report of that number.
      const report = await findReportByNumber(ctx.db, numero);
      pdfBytes = await ctx.files.get(await currentRecap(ctx, report.id));
    } else {
      pdfBytes = decodePdf(pdf);
    }
    const images = (photos ?? []).map((item, i) => decodePhoto(item, i + 1));
    const name = `Rapport_SAV_${String(numero)}`;
    const attachments = [
      {
        filename: `${name}.pdf`,
        content: Buffer.from(pdfBytes).toString('base64'),
        contentType: 'application/pdf',
      },
      ...images.map((image, i) => ({
        filename: `${name}_photo_${i + 1}.${image.ext}`,
        content: Buffer.from(image.bytes).toString('base64'),
        contentType: image.ext === 'png' ? 'image/png' : 'image/jpeg',
      })),
    ];
    const errorListe = await queueEach(ctx, recipientsOf(email), (to) => ({
      mailbox: DEFAULT_SENDER,
      from: DEFAULT_SENDER,
      to,
      ...savReportMail(String(numero)),
      attachments,
    }));
    return { errorListe };
  },
} satisfies Partial<FamilyHandlers<'sav'>>;
