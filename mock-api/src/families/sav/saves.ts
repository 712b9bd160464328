import { createHash } from 'node:crypto';
import { SAV_STATUS, savReportReadOnly, savSignedCopy, text } from '@locasuite/core';
import type { JsonObject } from '../../db/schema';
import type { HandlerContext } from '../../http/defineHandlers';
import { findReportByLink, insertLines, parseLine, reportLinesOf, type ReportRow } from './queries';

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, canonical((value as JsonObject)[k])]),
        )
      : value;

/** The SHA-256 of what the customer signed: the report's fields and its lines, keys in order. */
export function signedHash(fields: JsonObject, lines: readonly JsonObject[]): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ fields, lines })))
    .digest('hex');
}

/** Who signed: the signer's name the form recorded, else the client's delivery name. */
export const signerOf = (fields: JsonObject): string =>
  text(fields.Signataire) || text(fields.societeliv);

/** The SAV_2 copy's lines made again from the report's: the copy holds what the report holds. */
async function copyLines(ctx: HandlerContext, copy: ReportRow, lines: readonly JsonObject[]) {
  await ctx.db.deleteFrom('sav_lines').where('report_id', '=', copy.id).execute();
  await insertLines(
    ctx.db,
    copy,
    lines.map((l) => parseLine(l)),
  );
}

/**
 * Brings a report written by the current call to the state spec 4 §4.1 asks for, in the caller's
 * transaction, once its lines are all there (a save in one call, or a save in several calls
 * applied when complete, `openSaves.ts`): a draft stays as it is; a signed report keeps the
 * signature's evidence (the SHA-256 of its fields and lines, the time it was first stored signed,
 * the signer); a validated report (140) has its SAV_2 copy (`Status devis` Signé, Statut 140, no
 * STATUS_DEVIS) holding its lines. Answers the id of the SAV_2 copy, if any.
 */
export async function settleReport(ctx: HandlerContext, reportId: number): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('sav_reports')
    .selectAll()
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow();
  if (!savReportReadOnly(row.data)) return null;
  const now = ctx.now();
  const lines = await reportLinesOf(ctx.db, row.id);
  if (text(row.data.Signature_web) !== '') {
    await ctx.db
      .updateTable('sav_reports')
      .set({
        signed_sha256: signedHash(row.data, lines),
        signed_at: row.signed_at ?? now,
        signed_by: row.signed_by ?? signerOf(row.data),
      })
      .where('id', '=', row.id)
      .execute();
  }
  if (Number(row.data.Statut) !== SAV_STATUS.closed) return null;
  const existing = await findReportByLink(ctx.db, row.link, 'SAV_2');
  const copy =
    existing ??
    (await ctx.db
      .insertInto('sav_reports')
      .values({
        table_name: 'SAV_2',
        link: row.link,
        source_id: row.id,
        data: JSON.stringify(savSignedCopy(row.data)),
        created_by: ctx.user?.id ?? null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow());
  await copyLines(ctx, copy, lines);
  return copy.id;
}
