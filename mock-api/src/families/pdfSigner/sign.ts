import {
  PDF_SIGNER_MESSAGES as M,
  certificateLines,
  newVersionData,
  signedPathOf,
  type CertificateEvidence,
  type ClientFile,
  type SignerVerification,
} from '@locasuite/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../HttpError';
import type { HandlerContext } from '../../http/defineHandlers';
import { sha256 } from '../signedDocuments';
import { appendEvent, signedEventData, type DocumentRow } from './evidence';
import { appendCertificate } from '../shared/certificatePage';
import { stampClientPdf } from './stamp';

export interface SignedFile {
  readonly path: string;
  readonly bytes: Uint8Array;
  readonly evidence: CertificateEvidence;
}

/**
 * The signed file, made in memory before any write: the §9 stamp on page one, then the
 * « Certificat de signature » page. 409 when the file is signed already (spec 3 §4.4, §8).
 */
export async function makeSignedFile(
  ctx: Pick<HandlerContext, 'ip' | 'userAgent'>,
  file: ClientFile,
  before: Uint8Array,
  how: { verification: SignerVerification; picture?: Uint8Array; at: Date },
): Promise<SignedFile> {
  const target = signedPathOf(file.path);
  if (file.isSigned || !target) throw new HttpError(409, M.alreadySigned);
  const stamped = await stampClientPdf(before, {
    position: file.position,
    client: file.client,
    at: how.at,
    ...(how.picture ? { picture: how.picture } : {}),
  });
  const evidence: CertificateEvidence = {
    documentName: target.slice(target.lastIndexOf('/') + 1),
    beforeSha256: sha256(before),
    stampedSha256: sha256(stamped),
    signer: file.client,
    verification: how.verification,
    signedAt: how.at,
    ip: ctx.ip.slice(0, 100),
    userAgent: ctx.userAgent.slice(0, 300),
  };
  const bytes = await appendCertificate(stamped, certificateLines(evidence), how.at, M.notAPdf);
  return { path: target, bytes, evidence };
}

/**
 * Records and writes a signed file in one step (spec 3 §4.4: NOK → OK), inside the caller's
 * transaction `db`: the document row moves to the OK name with the file's SHA-256, the `signed`
 * event and the `newVersion` event (the OK file replaces the NOK one: a new version is a new file,
 * issue 36) close its log, the file is registered as signed evidence; then the OK file is written
 * and sealed (no call can replace it) and the NOK file removed. A second signature finds the row
 * moved, or the OK file there, and answers 409 « Le document sélectionné est déja signé. »
 */
export async function storeSignedFile(
  ctx: Pick<HandlerContext, 'files'>,
  db: Kysely<Database>,
  document: DocumentRow,
  signed: SignedFile,
): Promise<void> {
  const fileSha = sha256(signed.bytes);
  const moved = await db
    .updateTable('pdf_signer_documents')
    .set({ path: signed.path, sha256: fileSha, signed_at: signed.evidence.signedAt })
    .where('id', '=', document.id)
    .where('path', '=', document.path)
    .where('sha256', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!moved || (await ctx.files.exists(signed.path))) throw new HttpError(409, M.alreadySigned);
  await appendEvent(
    db,
    document.id,
    'signed',
    signed.evidence.signedAt,
    signedEventData(signed.evidence, fileSha),
  );
  await appendEvent(
    db,
    document.id,
    'newVersion',
    signed.evidence.signedAt,
    newVersionData({
      from: document.path,
      fromSha256: signed.evidence.beforeSha256,
      to: signed.path,
      toSha256: fileSha,
    }),
  );
  await db
    .insertInto('signed_documents')
    .values({
      path: signed.path,
      folder: signed.path.slice(0, signed.path.lastIndexOf('/') + 1),
      sha256: fileSha,
      signature_request_id: null,
      signed_at: signed.evidence.signedAt,
    })
    .execute();
  // The files last: a refusal above leaves the unsigned file as it was.
  await ctx.files.put(signed.path, signed.bytes);
  await ctx.files.seal(signed.path);
  await ctx.files.delete(document.path);
}
