import { PDF_SIGNER_MESSAGES as M, signedPathOf, verifyEventLog } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import {
  read,
  signedInUser,
  transactsItself,
  type FamilyHandlers,
} from '../../http/defineHandlers';
import { inlineSignaturePictures } from '../../images/signaturePicture';
import { sha256 } from '../signedDocuments';
import { signatureImage } from '../etatdl/signaturePdf';
import { documentEvidence, documentOf, eventsOf } from './evidence';
import { clientFileOf, clientPath, readClientPdf } from './paths';
import { makeSignedFile, storeSignedFile } from './sign';

/** The staff member's name as the certificate writes it. */
const staffName = (user: { display_name: string; login: string }) =>
  user.display_name.trim() || user.login;

/** spec 3 §2.7, §4.4, §9: on-screen signing; the evidence of a document; the public check. */
export const signHandlers = {
  // The drawn signature is decoded (a thread of its own on the HTTP server) and the PDF stamped
  // before the writes, which run in one short transaction.
  signe_and_change_file_name: transactsItself(async (ctx, { path, contents }) => {
    const user = signedInUser(ctx);
    const clean = clientPath(path);
    const file = clientFileOf(clean);
    const signedName = signedPathOf(clean);
    if (file.isSigned || !signedName || (await ctx.files.exists(signedName))) {
      throw new HttpError(409, M.alreadySigned);
    }
    const png = signatureImage(contents);
    const before = await readClientPdf(ctx, clean);
    let picture: Uint8Array;
    try {
      picture = await (ctx.pictures ?? inlineSignaturePictures).picturePdf(png);
    } catch {
      throw new HttpError(422, M.notASignature);
    }
    const at = ctx.now();
    const signed = await makeSignedFile(ctx, file, before, {
      verification: { kind: 'onScreen', staff: staffName(user) },
      picture,
      at,
    });
    await ctx.db.transaction().execute(async (trx) => {
      const document = await documentOf({ ...ctx, db: trx }, clean, before);
      await storeSignedFile(ctx, trx, document, signed);
    });
    return { path: `/${signed.path}` };
  }),

  get_document_evidence: read(async (ctx, { path }) => {
    const clean = clientPath(path);
    const document = await ctx.db
      .selectFrom('pdf_signer_documents')
      .select(['id', 'path', 'client_code', 'signed_at', 'sha256'])
      .where('path', '=', clean)
      .executeTakeFirst();
    if (!document) {
      if (!(await ctx.files.exists(clean))) throw new HttpError(404, M.missingFile);
      return { valid: true, certificate: [], versions: [], events: [] };
    }
    return documentEvidence(ctx, document);
  }),

  /**
   * The public verification page: a PDF (its SHA-256, computed in the browser) is authentic when
   * it is a file signed here whose log still verifies and whose stored copy still matches.
   */
  verify_signed_document: read(async (ctx, { sha256: wanted }) => {
    const hash = wanted.toLowerCase();
    const document = await ctx.db
      .selectFrom('pdf_signer_documents')
      .select(['id', 'path', 'client_code', 'signed_at', 'sha256'])
      .where('sha256', '=', hash)
      .executeTakeFirst();
    const unknown = { authentic: false, certificate: [], versions: [] };
    if (!document || !(await ctx.files.exists(document.path))) return unknown;
    if (sha256(await ctx.files.get(document.path)) !== hash) return unknown;
    if (!verifyEventLog(await eventsOf(ctx.db, document.id), hash).valid) return unknown;
    const evidence = await documentEvidence(ctx, document);
    return evidence.valid
      ? { authentic: true, certificate: evidence.certificate, versions: evidence.versions }
      : unknown;
  }),
} satisfies FamilyHandlers<'pdfSigner'>;
