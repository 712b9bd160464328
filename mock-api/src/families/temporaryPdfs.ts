import { randomBytes } from 'node:crypto';
import { TEMPORARY_PDF_MESSAGES as P, isTemporaryPdfId, temporaryPdfExpiry } from '@locasuite/core';
import { HttpError } from '../HttpError';
import { signedInUser, type HandlerContext } from '../http/defineHandlers';

/** How many expired temporary PDFs one new one removes at most (the rest go with the next). */
const SWEEP = 20;

const pdfPath = (id: string) => `Etat_des_lieux_pdf/${id}.pdf`;

/**
 * `creat_tmp_pdf`: keeps a PDF under an id of 128 random bits the server chooses (the client's
 * id, if any, is ignored: an id a client picks can be guessed), readable by the public `openPdf`
 * for an hour (core `TEMPORARY_PDF_LIFETIME_MS`). Removes some expired ones on the way.
 */
export async function createTemporaryPdf(
  ctx: HandlerContext,
  bytes: Uint8Array,
): Promise<{ id: string; expiresAt: string }> {
  const user = signedInUser(ctx);
  const now = ctx.now();
  const expired = await ctx.db
    .deleteFrom('temporary_pdfs')
    .where(
      'id',
      'in',
      ctx.db
        .selectFrom('temporary_pdfs')
        .select('id')
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .limit(SWEEP),
    )
    .returning('id')
    .execute();
  for (const { id } of expired) await ctx.files.delete(pdfPath(id));

  const id = randomBytes(16).toString('hex');
  const expiresAt = temporaryPdfExpiry(now);
  await ctx.db
    .insertInto('temporary_pdfs')
    .values({ id, expires_at: expiresAt, created_by: user.id })
    .execute();
  await ctx.files.put(pdfPath(id), bytes);
  return { id, expiresAt: expiresAt.toISOString() };
}

/** `openPdf`: the temporary PDF of this id while it has not expired; 404 in French otherwise. */
export async function readTemporaryPdf(ctx: HandlerContext, id: unknown): Promise<Buffer> {
  const key = String(id).trim();
  const row = isTemporaryPdfId(key)
    ? await ctx.db
        .selectFrom('temporary_pdfs')
        .select('id')
        .where('id', '=', key)
        .where('expires_at', '>', ctx.now())
        .executeTakeFirst()
    : undefined;
  if (!row || !(await ctx.files.exists(pdfPath(row.id)))) throw new HttpError(404, P.notFound);
  return ctx.files.get(pdfPath(row.id));
}
