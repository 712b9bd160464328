import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DOUBLE_AUTH,
  PDF_SIGNER_MESSAGES as M,
  codeCheckRefusal,
  codeFromRandomBytes,
  codeResendRefusal,
  maskEmail,
  signatureLinkEnd,
  signedPathOf,
  type CodeRefusal,
} from '@locasuite/core';
import { HttpError } from '../../HttpError';
import {
  commitsItself,
  read,
  signedInUser,
  type FamilyHandlers,
  type HandlerContext,
} from '../../http/defineHandlers';
import { list } from '../answers';
import { sha256 } from '../signedDocuments';
import { appendEvent, documentOf, refuseAltered } from './evidence';
import { DOUBLE_AUTH_PAGE_PATH, codeMail, publicBase, signingRequestMail } from './mails';
import { clientFileOf, clientPath, readClientPdf } from './paths';
import { findRequest, requestState, type RequestRow } from './requests';
import { makeSignedFile, storeSignedFile } from './sign';

/** A 6-digit code from the CSPRNG (DECISIONS.md), drawn again in the rare case no group fits. */
function newCode(): string {
  for (;;) {
    const code = codeFromRandomBytes(randomBytes(16));
    if (code) return code;
  }
}

/** Only the code's hash is kept, bound to its link. */
const codeHash = (id: string, code: string) => sha256(Buffer.from(`${id}:${code}`, 'utf8'));

const REFUSALS: Record<CodeRefusal, [number, string]> = {
  signed: [409, M.alreadySigned],
  expired: [410, M.expired],
  linkLocked: [429, M.linkLocked],
  noCode: [409, M.noCode],
  codeLocked: [429, M.codeLocked],
  codeExpired: [410, M.codeExpired],
};

/** The document of a request: the file (still unsigned) and its row. */
async function requestDocument(ctx: HandlerContext, request: RequestRow) {
  const document = await ctx.db
    .selectFrom('pdf_signer_documents')
    .select(['id', 'path', 'client_code', 'signed_at', 'sha256'])
    .where('id', '=', request.document_id)
    .executeTakeFirstOrThrow();
  return document;
}

/**
 * spec 3 §2.8, §4.4, §7.3 and DECISIONS.md: the remote double-authentication signature. Staff
 * send the request (the link goes to the customer only); the public calls know the link by its
 * 128-bit id; the code is made, kept (as a hash), checked and spent on the server only.
 */
export const remoteHandlers = {
  send_double_verif_by_mail: async (ctx, { clientData }) => {
    const user = signedInUser(ctx);
    const path = clientPath(clientData.path);
    const file = clientFileOf(path);
    const signedName = signedPathOf(path);
    if (file.isSigned || !signedName || (await ctx.files.exists(signedName))) {
      throw new HttpError(409, M.alreadySigned);
    }
    const bytes = await readClientPdf(ctx, path);
    const document = await documentOf(ctx, path, bytes);
    const now = ctx.now();
    const id = randomBytes(16).toString('hex');
    const end = signatureLinkEnd(now);
    const email = clientData.email.trim();
    await ctx.db
      .insertInto('pdf_signer_requests')
      .values({
        id,
        document_id: document.id,
        client: file.client,
        email,
        tel: (clientData.tel ?? '').trim(),
        created_at: now,
        created_by: user.id,
        end_date: end,
      })
      .execute();
    await appendEvent(ctx.db, document.id, 'sent', now, { to: maskEmail(email), by: user.login });
    const link = `${publicBase(ctx)}${DOUBLE_AUTH_PAGE_PATH}?id=${id}`;
    await ctx.mail.queue(signingRequestMail(email, file.client, file.title, link, end));
    return { errorListe: [] };
  },

  get_double_authentification_data_from_id: read(async (ctx, { id }) => {
    const request = await findRequest(ctx, id);
    const now = ctx.now();
    const document = await requestDocument(ctx, request);
    return list([
      {
        CLIENT: request.client,
        EMAIL: request.email,
        TEL: request.tel,
        FILE_PATH: document.path.slice(document.path.lastIndexOf('/') + 1),
        // Ours: what the page shows instead of the code form.
        SIGNE: request.signed,
        EXPIRE: request.end_date.getTime() <= now.getTime() ? 1 : 0,
        BLOQUE: request.link_tries >= DOUBLE_AUTH.linkMaxTries ? 1 : 0,
        CODE_ENVOYE: request.code_hash !== null ? 1 : 0,
      },
    ]);
  }),

  get_double_authentification_document: async (ctx, { id }) => {
    const request = await findRequest(ctx, id);
    const document = await requestDocument(ctx, request);
    const bytes = await readClientPdf(ctx, document.path);
    await refuseAltered(ctx, document, bytes);
    await appendEvent(ctx.db, document.id, 'downloaded', ctx.now(), { by: 'client' });
    return { fileBinary: Buffer.from(bytes).toString('base64'), signed: request.signed === 1 };
  },

  /** The payload's e-mail and phone are not used: the code goes to the request's address only. */
  send_sms_double_authent: async (ctx, { id }) => {
    const request = await findRequest(ctx, id);
    const now = ctx.now();
    const refusal = codeResendRefusal(requestState(request), now);
    if (refusal) {
      if (refusal.code === 'tooSoon') throw new HttpError(429, M.resendTooSoon(refusal.seconds));
      if (refusal.code === 'tooMany') throw new HttpError(429, M.tooManyCodes);
      const [status, message] = REFUSALS[refusal.code];
      throw new HttpError(status, message);
    }
    const code = newCode();
    await ctx.db
      .updateTable('pdf_signer_requests')
      .set((eb) => ({
        code_hash: codeHash(request.id, code),
        code_issued_at: now,
        code_tries: 0,
        codes_sent: eb('codes_sent', '+', 1),
      }))
      .where('id', '=', request.id)
      .execute();
    await appendEvent(ctx.db, request.document_id, 'codeSent', now, {
      to: maskEmail(request.email),
    });
    await ctx.mail.queue(codeMail(request.email, code));
    return {};
  },

  // Each wrong try is kept even though the call refuses: no transaction around it.
  verify_double_authent_code: commitsItself(async (ctx, { id, code }) => {
    const request = await findRequest(ctx, id);
    const now = ctx.now();
    const refusal = codeCheckRefusal(requestState(request), now);
    if (refusal) {
      const [status, message] = REFUSALS[refusal];
      throw new HttpError(status, message);
    }
    const expected = Buffer.from(request.code_hash ?? '', 'hex');
    const given = Buffer.from(codeHash(request.id, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('pdf_signer_requests')
          .set((eb) => ({
            code_tries: eb('code_tries', '+', 1),
            link_tries: eb('link_tries', '+', 1),
          }))
          .where('id', '=', request.id)
          .execute();
        await appendEvent(trx, request.document_id, 'wrongCode', now, {
          tries: request.code_tries + 1,
        });
      });
      throw new HttpError(422, M.wrongCode);
    }

    const document = await requestDocument(ctx, request);
    const before = await readClientPdf(ctx, document.path);
    const attempts = request.code_tries + 1;
    const signed = await makeSignedFile(ctx, clientFileOf(document.path), before, {
      verification: {
        kind: 'remote',
        email: request.email,
        codeSentAt: request.code_issued_at ?? now,
        verifiedAt: now,
        attempts,
      },
      at: now,
    });
    await ctx.db.transaction().execute(async (trx) => {
      // Single use: the code is spent by the one update that finds it still there.
      const claimed = await trx
        .updateTable('pdf_signer_requests')
        .set({ code_hash: null, verified_at: now, signed: 1 })
        .where('id', '=', request.id)
        .where('code_hash', '=', request.code_hash)
        .where('signed', '=', 0)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) throw new HttpError(409, M.alreadySigned);
      await appendEvent(trx, document.id, 'verified', now, { attempts });
      await storeSignedFile(ctx, trx, document, signed);
      // The other links to the same document close with it.
      await trx
        .updateTable('pdf_signer_requests')
        .set({ code_hash: null, signed: 1 })
        .where('document_id', '=', document.id)
        .execute();
    });
    return { signed: true as const, path: `/${signed.path}` };
  }),
} satisfies FamilyHandlers<'pdfSigner'>;
