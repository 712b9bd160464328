import { randomBytes } from 'node:crypto';
import {
  CONDITION_CHECK_MESSAGES as M,
  REMOTE_SIGNATURE_MESSAGES as S,
  conditionPdfName,
  conditionPhotoFolder,
  remoteSignatureLegs,
  signatureLeg,
  signatureLinkEnd,
  signatureLinkExpired,
} from '@locasuite/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JsonObject } from '../../db/schema';
import { HttpError } from '../../HttpError';
import {
  read,
  signedInUser,
  transactsItself,
  type FamilyHandlers,
  type HandlerContext,
} from '../../http/defineHandlers';
import { inlineSignaturePictures } from '../../images/signaturePicture';
import { list } from '../answers';
import { recordSignedDocument, sha256 } from '../signedDocuments';
import { decodePdf, decodePhoto } from './files';
import {
  agencySender,
  recipientsOf,
  reportAttachments,
  signatureRequestCopyMail,
  signatureRequestMail,
} from './mails';
import { conditionOptions, findLineByItem, writeLine, type LineRow } from './queries';
import { certifiedReport, readablePdf, signatureImage, stampPdf } from './signaturePdf';

/** A link id: 128 random bits in hex (DECISIONS.md). Anything else is unknown, unread. */
const LINK_ID = /^[0-9a-f]{32}$/;
/** The longest signer name kept. */
const SIGNER_MAX = 200;
/** The public path of the customers' signature page (DECISIONS.md). */
export const SIGNATURE_PAGE_PATH = '/etat-des-lieux-materiel/signature';

/** Where the report sent for signature is kept: outside LOCATION/, so no staff call reads it. */
const pendingPdfPath = (id: string) => `SIGNATURES/${id}.pdf`;

/** The base address of the links: LOCASUITE_PUBLIC_URL, else the address the staff called. */
function publicBase(ctx: HandlerContext): string {
  const base = ctx.config.publicUrl ?? ctx.origin;
  return (base !== '' ? base : `http://localhost:${ctx.config.port}`).replace(/\/+$/, '');
}

interface RequestRow {
  readonly id: string;
  readonly batch_id: string;
  readonly line_id: number;
  readonly contract: string;
  readonly registration: string;
  readonly leg: 'DEPART' | 'RETOUR';
  readonly end_date: Date;
  readonly valide: number;
  readonly pdf_path: string;
  readonly pdf_sha256: string;
  readonly recipient: string | null;
  readonly created_at: Date;
}

async function findRequest(ctx: Pick<HandlerContext, 'db'>, id: string): Promise<RequestRow> {
  const key = id.trim().toLowerCase();
  const row = LINK_ID.test(key)
    ? await ctx.db
        .selectFrom('signature_requests')
        .select([
          'id',
          'batch_id',
          'line_id',
          'contract',
          'registration',
          'leg',
          'end_date',
          'valide',
          'pdf_path',
          'pdf_sha256',
          'recipient',
          'created_at',
        ])
        .where('id', '=', key)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, S.unknownLink);
  return { ...row, end_date: new Date(row.end_date), created_at: new Date(row.created_at) };
}

/** Where the report a customer signed is kept, next to the item's other reports. */
function signedReportPath(request: RequestRow, at: Date): string {
  const folder = conditionPhotoFolder(request.contract, request.registration);
  const name = conditionPdfName(
    request.contract,
    request.registration,
    `${request.leg}_SIGNE_${at.getTime()}`,
  );
  return folder && name
    ? `${folder.slice(0, -'PHOTOS/'.length)}${name}`
    : `SIGNATURES/${request.id}_signe.pdf`;
}

/** Who signed the sending a link belongs to (this link or another recipient's), and when. */
async function signedSending(
  db: Kysely<Database>,
  batchId: string,
): Promise<{ readonly signer: string; readonly at: Date } | null> {
  const row = await db
    .selectFrom('signature_requests')
    .select(['signer', 'signed_at'])
    .where('batch_id', '=', batchId)
    .where('valide', '=', 1)
    .orderBy('signed_at')
    .executeTakeFirst();
  return row ? { signer: row.signer ?? '', at: new Date(row.signed_at ?? 0) } : null;
}

/**
 * spec 3 §4.3: a link whose sending is signed (by any of its recipients) answers 409 (view 4), an
 * expired one 410 (view 5), by the server's clock.
 */
async function refuseClosed(db: Kysely<Database>, request: RequestRow, now: Date): Promise<void> {
  if (request.valide === 1 || (await signedSending(db, request.batch_id))) {
    throw new HttpError(409, S.alreadySigned);
  }
  if (signatureLinkExpired(request.end_date, now)) throw new HttpError(410, S.expired);
}

/** The recipients of a sending, each once (addresses compare without case). */
function distinctRecipients(emails: string | readonly string[]): string[] {
  const seen = new Set<string>();
  return recipientsOf(emails).filter((to) => {
    const key = to.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * spec 3 §2.5, §3.4, §4.3, §7.1: the customers' remote signature of a condition report.
 * `send_signature_request` (staff) keeps the report and mails each recipient a link of their own
 * valid 7 days (DECISIONS.md); `get_signature_data`, `get_signature_pdf` and `save_signature` are
 * public: the link's 128-bit id is the only key, and the server alone decides whether it may still
 * be signed (its clock, not the device's; one winner per sending under concurrent saves).
 */
export const signatureHandlers = {
  send_signature_request: async (ctx, { emails, pdf, info, photos }) => {
    const user = signedInUser(ctx);
    const leg = signatureLeg(info.state);
    if (!leg) throw new HttpError(422, S.badLeg);
    const line = await findLineByItem(ctx.db, info.contrat, info.matricule);
    if (!remoteSignatureLegs(line.data).includes(leg)) {
      throw new HttpError(409, S.notSignable(leg));
    }
    const pdfBytes = decodePdf(pdf);
    // The report is stamped when signed: one that cannot be read is refused now, not then.
    if (!(await readablePdf(pdfBytes))) throw new HttpError(422, M.notAPdf);
    const images = (photos ?? []).map((item, i) => decodePhoto(item, i + 1));

    const now = ctx.now();
    // The sending: one file, one link per recipient (DECISIONS.md), the first to sign closes all.
    const batch = randomBytes(16).toString('hex');
    const end = signatureLinkEnd(now);
    const contract = String(line.data.CLD_NUM_CONTRAT ?? info.contrat).trim();
    const registration = String(line.data.CLD_MATRICULE ?? info.matricule).trim();
    const path = pendingPdfPath(batch);
    const agence = info.etadlData?.agence ?? info.etadlData?.agency;
    const sender = await agencySender(ctx, { agencyId: line.data.CLD_ID_AGENCE, agence });
    const { savedSignature } = await conditionOptions(ctx.db);
    const attachments = reportAttachments(contract, pdfBytes, images);
    const errorListe: string[] = [];
    const recipients = distinctRecipients(emails);
    for (const to of recipients) {
      const id = randomBytes(16).toString('hex');
      const link = `${publicBase(ctx)}${SIGNATURE_PAGE_PATH}?id=${id}`;
      try {
        await ctx.mail.queue({
          mailbox: sender,
          from: sender,
          to,
          ...signatureRequestMail({ contract, registration, leg, link, end }),
          attachments,
        });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        errorListe.push(to);
        continue;
      }
      await ctx.db
        .insertInto('signature_requests')
        .values({
          id,
          batch_id: batch,
          recipient: to,
          line_id: line.id,
          contract,
          registration,
          leg,
          end_date: end,
          valide: 0,
          pdf_path: path,
          pdf_sha256: sha256(pdfBytes),
          created_at: now,
          created_by: user.id,
        })
        .execute();
    }
    const sent = recipients.filter((to) => !errorListe.includes(to));
    // The copy address learns who was asked, with the report, but gets no link of its own.
    if (savedSignature !== '' && sent.length > 0) {
      try {
        await ctx.mail.queue({
          mailbox: sender,
          from: sender,
          to: savedSignature,
          ...signatureRequestCopyMail({ contract, registration, leg, recipients: sent, end }),
          attachments,
        });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        errorListe.push(savedSignature);
      }
    }
    // The file last, and only when a link names it: a refusal above leaves nothing behind.
    if (sent.length > 0) await ctx.files.put(path, pdfBytes);
    return { errorListe };
  },

  get_signature_data: read(async (ctx, { id }) => {
    const request = await findRequest(ctx, id);
    const signed = await signedSending(ctx.db, request.batch_id);
    return list([
      {
        CONTRAT: request.contract,
        MATRICULE: request.registration,
        END_DATE: request.end_date.toISOString(),
        VALIDE: signed ? 1 : 0,
        // The server's verdict, by its clock: the page never compares END_DATE with the device's.
        EXPIRED: signatureLinkExpired(request.end_date, ctx.now()) ? 1 : 0,
        ...(signed ? { SIGNED_BY: signed.signer, SIGNED_AT: signed.at.toISOString() } : {}),
      },
    ]);
  }),

  // The report this link asks the customer to sign, as it was sent, while the link is open.
  get_signature_pdf: read(async (ctx, { id }) => {
    const request = await findRequest(ctx, id);
    await refuseClosed(ctx.db, request, ctx.now());
    if (!(await ctx.files.exists(request.pdf_path))) {
      throw new HttpError(404, S.documentMissing);
    }
    const bytes = await ctx.files.get(request.pdf_path);
    if (sha256(bytes) !== request.pdf_sha256) throw new HttpError(404, S.documentMissing);
    return {
      fileBinary: Buffer.from(bytes).toString('base64'),
      filename: `Etat_des_lieux_${request.contract}.pdf`,
    };
  }),

  // No transaction around it: the picture is made (in the picture thread on the HTTP server)
  // and the report stamped before the writes, which then run in one short transaction, so the
  // embedded database's one connection is not held while an image is decoded.
  save_signature: transactsItself(async (ctx, { id, content, signataire }) => {
    const now = ctx.now();
    const request = await findRequest(ctx, id);
    await refuseClosed(ctx.db, request, now);
    const signer = (signataire ?? '').trim().slice(0, SIGNER_MAX);
    if (signer === '') throw new HttpError(422, S.signerRequired);
    const png = signatureImage(content);

    if (!(await ctx.files.exists(request.pdf_path))) throw new HttpError(410, S.expired);
    const before = await ctx.files.get(request.pdf_path);
    if (sha256(before) !== request.pdf_sha256) throw new HttpError(422, S.error);
    let picture: Uint8Array;
    try {
      picture = await (ctx.pictures ?? inlineSignaturePictures).picturePdf(png);
    } catch {
      throw new HttpError(422, S.notASignature);
    }
    const stamped = await stampPdf(before, picture, {
      signer,
      at: now,
      contract: request.contract,
      registration: request.registration,
      leg: request.leg,
      recipient: request.recipient ?? '',
    });
    const signedPath = signedReportPath(request, now);
    const signed = await certifiedReport(ctx, stamped, {
      path: signedPath,
      beforeSha256: request.pdf_sha256,
      signer,
      recipient: request.recipient ?? '',
      sentAt: request.created_at,
      at: now,
    });
    const afterHash = sha256(signed);

    await ctx.db.transaction().execute(async (trx) => {
      // One winner per sending: its links are locked together, then this one is claimed only
      // while no link of the sending is signed and it is open; a concurrent save of any of them
      // waits for these locks and then finds the sending signed.
      await trx
        .selectFrom('signature_requests')
        .select('id')
        .where('batch_id', '=', request.batch_id)
        .orderBy('id')
        .forUpdate()
        .execute();
      const closed = await signedSending(trx, request.batch_id);
      const claimed = closed
        ? undefined
        : await trx
            .updateTable('signature_requests')
            .set({
              valide: 1,
              signed_at: now,
              signer,
              signed_ip: ctx.ip.slice(0, 100),
              signed_user_agent: ctx.userAgent.slice(0, 500),
            })
            .where('id', '=', request.id)
            .where('valide', '=', 0)
            .where('end_date', '>', now)
            .returning('id')
            .executeTakeFirst();
      if (!claimed) {
        await refuseClosed(trx, await findRequest({ db: trx }, request.id), now);
        throw new HttpError(409, S.alreadySigned);
      }

      const row = await trx
        .selectFrom('contract_lines')
        .select(['id', 'contract_id', 'data', 'version'])
        .where('id', '=', request.line_id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new HttpError(404, S.unknownLink);
      const line: LineRow = row;
      const signatureField = `CLD_SIGNATURE_${request.leg}`;
      if (String(line.data[signatureField] ?? '').trim() !== '') {
        // Signed on the form meanwhile: the record keeps that signature.
        throw new HttpError(409, S.alreadySigned);
      }

      const data: JsonObject = {
        ...line.data,
        [signatureField]: `data:image/png;base64,${png.toString('base64')}`,
        [`CLD_SIGNATAIRE_${request.leg}`]: signer,
        CLD_MODIFICATION: now.toISOString(),
      };
      await writeLine({ ...ctx, db: trx }, line, data);

      await trx
        .updateTable('signature_requests')
        .set({ signed_pdf_path: signedPath, signed_pdf_sha256: afterHash })
        .where('id', '=', request.id)
        .execute();
      await recordSignedDocument(trx, {
        path: signedPath,
        bytes: signed,
        requestId: request.id,
        signedAt: now,
      });
      // The file last: a refusal above leaves nothing behind. Sealed at once: from now on no
      // call, for any user, writes over or deletes it (issue 36).
      await ctx.files.put(signedPath, signed);
      await ctx.files.seal(signedPath);
    });
    return {};
  }),
} satisfies FamilyHandlers<'etatdl'>;
