import {
  PDF_SIGNER_MESSAGES as M,
  certificateLines,
  chainEvent,
  verifyEventLog,
  versionsOf,
  type CertificateEvidence,
  type EventData,
  type SignerEvent,
  type SignerEventKind,
} from '@locasuite/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../HttpError';
import type { HandlerContext } from '../../http/defineHandlers';
import { sha256 } from '../signedDocuments';
import { clientCodeOf } from './paths';

export interface DocumentRow {
  readonly id: number;
  readonly path: string;
  readonly client_code: string;
  readonly signed_at: Date | string | null;
  readonly sha256: string | null;
}

const DOCUMENT_COLUMNS = ['id', 'path', 'client_code', 'signed_at', 'sha256'] as const;

/** The document row of a client file, made (with its `created` event) the first time it is used. */
export async function documentOf(
  ctx: Pick<HandlerContext, 'db' | 'now'>,
  path: string,
  bytes: Uint8Array,
): Promise<DocumentRow> {
  const found = await ctx.db
    .selectFrom('pdf_signer_documents')
    .select(DOCUMENT_COLUMNS)
    .where('path', '=', path)
    .executeTakeFirst();
  if (found) return found;
  const now = ctx.now();
  const made = await ctx.db
    .insertInto('pdf_signer_documents')
    .values({ path, client_code: clientCodeOf(path), created_at: now })
    .onConflict((oc) => oc.column('path').doNothing())
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirst();
  if (!made) return documentOf(ctx, path, bytes);
  await appendEvent(ctx.db, made.id, 'created', now, { path, fileSha256: sha256(bytes) });
  return made;
}

/** The events of a document, in order. */
export async function eventsOf(db: Kysely<Database>, documentId: number): Promise<SignerEvent[]> {
  const rows = await db
    .selectFrom('pdf_signer_events')
    .select(['seq', 'kind', 'at', 'data', 'prev', 'hash'])
    .where('document_id', '=', documentId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({ ...r, kind: r.kind as SignerEventKind, data: r.data as EventData }));
}

/**
 * Appends an event chained to the document's last one. The row of the document is locked first,
 * so two writers of one document chain one after the other (and the primary key refuses a fork).
 */
export async function appendEvent(
  db: Kysely<Database>,
  documentId: number,
  kind: SignerEventKind,
  at: Date,
  data: EventData = {},
): Promise<SignerEvent> {
  await db
    .selectFrom('pdf_signer_documents')
    .select('id')
    .where('id', '=', documentId)
    .forUpdate()
    .execute();
  const last = await db
    .selectFrom('pdf_signer_events')
    .select(['seq', 'kind', 'at', 'data', 'prev', 'hash'])
    .where('document_id', '=', documentId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const previous = last
    ? { ...last, kind: last.kind as SignerEventKind, data: last.data as EventData }
    : null;
  const event = chainEvent(previous, { kind, at, data });
  await db
    .insertInto('pdf_signer_events')
    .values({ document_id: documentId, ...event, data: JSON.stringify(event.data) })
    .execute();
  return event;
}

/** The certificate evidence a `signed` event carries (see `signedEventData`). */
export function evidenceOfSigned(event: SignerEvent): CertificateEvidence {
  const d = event.data;
  const text = (key: string) => String(d[key] ?? '');
  const date = (key: string) => new Date(text(key));
  return {
    documentName: text('documentName'),
    beforeSha256: text('beforeSha256'),
    stampedSha256: text('stampedSha256'),
    signer: text('signer'),
    verification:
      d.method === 'link'
        ? { kind: 'link', email: text('email'), sentAt: date('sentAt') }
        : d.method === 'remote'
          ? {
              kind: 'remote',
              email: text('email'),
              codeSentAt: date('codeSentAt'),
              verifiedAt: date('verifiedAt'),
              attempts: Number(d.attempts ?? 0),
            }
          : { kind: 'onScreen', staff: text('staff') },
    signedAt: date('signedAt'),
    ip: text('ip'),
    userAgent: text('userAgent'),
  };
}

/** What a `signed` event records: the certificate's evidence, and the final file's SHA-256. */
export function signedEventData(evidence: CertificateEvidence, fileSha256: string): EventData {
  const v = evidence.verification;
  return {
    documentName: evidence.documentName,
    beforeSha256: evidence.beforeSha256,
    stampedSha256: evidence.stampedSha256,
    signer: evidence.signer,
    method: v.kind,
    ...(v.kind === 'onScreen'
      ? { staff: v.staff }
      : v.kind === 'link'
        ? { email: v.email, sentAt: v.sentAt.toISOString() }
        : {
            email: v.email,
            codeSentAt: v.codeSentAt.toISOString(),
            verifiedAt: v.verifiedAt.toISOString(),
            attempts: v.attempts,
          }),
    signedAt: evidence.signedAt.toISOString(),
    ip: evidence.ip,
    userAgent: evidence.userAgent,
    fileSha256,
  };
}

/**
 * A document's evidence: its log verified against the stored file (a changed event or file
 * fails), the certificate of its `signed` event, and the versions its log records.
 */
export async function documentEvidence(ctx: HandlerContext, document: DocumentRow) {
  const events = await eventsOf(ctx.db, document.id);
  let fileSha: string | undefined;
  if (document.sha256 !== null) {
    fileSha = (await ctx.files.exists(document.path))
      ? sha256(await ctx.files.get(document.path))
      : '';
  }
  const check = verifyEventLog(events, fileSha);
  const signed = [...events].reverse().find((e) => e.kind === 'signed');
  return {
    valid: check.valid,
    certificate: signed ? certificateLines(evidenceOfSigned(signed)) : [],
    versions: versionsOf(events),
    events: events.map((e) => ({ ...e, data: { ...e.data } })),
  };
}

/** A signed document is served only while its bytes match its log (409 otherwise, logged). */
export async function refuseAltered(ctx: HandlerContext, document: DocumentRow, bytes: Uint8Array) {
  if (document.sha256 === null) return;
  const actual = sha256(bytes);
  if (actual !== document.sha256) {
    ctx.log.warn(
      { path: document.path, expected: document.sha256, actual },
      'Signed client file altered: not served',
    );
    throw new HttpError(409, M.altered);
  }
}
