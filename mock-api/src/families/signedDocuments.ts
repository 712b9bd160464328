import { createHash } from 'node:crypto';
import { REMOTE_SIGNATURE_MESSAGES as S } from '@locasuite/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../HttpError';
import type { HandlerContext } from '../http/defineHandlers';

/**
 * Signed evidence (issue « the server's door »): the documents customers signed, registered in
 * `signed_documents` with their SHA-256 when they are written. No call writes over one (409), and
 * one is served only while its bytes still match its hash.
 */

/** The SHA-256 of a file, in hex. */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The folder of a path, with its final slash (`LOCATION/C1/M1/x.pdf` → `LOCATION/C1/M1/`). */
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** Registers a signed document, in the transaction that records its signature. */
export async function recordSignedDocument(
  db: Kysely<Database>,
  document: { path: string; bytes: Uint8Array; requestId: string; signedAt: Date },
): Promise<void> {
  await db
    .insertInto('signed_documents')
    .values({
      path: document.path,
      folder: folderOf(document.path),
      sha256: sha256(document.bytes),
      signature_request_id: document.requestId,
      signed_at: document.signedAt,
    })
    .execute();
}

/** 409 when `path` (normalised) is a signed document: nothing writes over signed evidence. */
export async function refuseSignedDocument(db: Kysely<Database>, path: string): Promise<void> {
  const signed = await db
    .selectFrom('signed_documents')
    .select('path')
    .where('path', '=', path)
    .executeTakeFirst();
  if (signed) throw new HttpError(409, S.signedLocked);
}

/** The newest signed document of an item's folder (`LOCATION/{contract}/{registration}/`). */
export async function newestSignedDocument(
  db: Kysely<Database>,
  folder: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('signed_documents')
    .select('path')
    .where('folder', '=', folder)
    .orderBy('signed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.path ?? null;
}

/**
 * A file of the store (404 `missing` when absent). A signed document is checked against the
 * SHA-256 kept at its signature: a mismatch is logged and refused (409), never served.
 */
export async function readCheckedFile(
  ctx: HandlerContext,
  path: string,
  missing: string,
): Promise<Buffer> {
  if (!(await ctx.files.exists(path))) throw new HttpError(404, missing);
  const bytes = await ctx.files.get(path);
  const signed = await ctx.db
    .selectFrom('signed_documents')
    .select('sha256')
    .where('path', '=', path)
    .executeTakeFirst();
  if (signed) {
    const actual = sha256(bytes);
    if (actual !== signed.sha256) {
      ctx.log.warn(
        { path, expected: signed.sha256, actual },
        'Signed document altered since its signature: not served',
      );
      throw new HttpError(409, S.signedAltered);
    }
  }
  return bytes;
}
