import { PDF_SIGNER_MESSAGES as M, type CodeState } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import type { HandlerContext } from '../../http/defineHandlers';

/** A link id: 128 random bits in hex (DECISIONS.md). Anything else is unknown, unread. */
const LINK_ID = /^[0-9a-f]{32}$/;

export interface RequestRow {
  readonly id: string;
  readonly document_id: number;
  readonly client: string;
  readonly email: string;
  readonly tel: string;
  readonly end_date: Date;
  readonly code_hash: string | null;
  readonly code_issued_at: Date | null;
  readonly code_tries: number;
  readonly link_tries: number;
  readonly codes_sent: number;
  readonly signed: number;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The request of a link id; 404 « Ce lien de signature est introuvable. » otherwise. */
export async function findRequest(ctx: HandlerContext, id: string): Promise<RequestRow> {
  const key = id.trim().toLowerCase();
  const row = LINK_ID.test(key)
    ? await ctx.db
        .selectFrom('pdf_signer_requests')
        .select([
          'id',
          'document_id',
          'client',
          'email',
          'tel',
          'end_date',
          'code_hash',
          'code_issued_at',
          'code_tries',
          'link_tries',
          'codes_sent',
          'signed',
        ])
        .where('id', '=', key)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, M.unknownLink);
  return { ...row, end_date: new Date(row.end_date), code_issued_at: date(row.code_issued_at) };
}

/** What core's double-authentication rules need to know of a request. */
export function requestState(request: RequestRow): CodeState {
  return {
    hasCode: request.code_hash !== null,
    codeIssuedAt: request.code_issued_at,
    codeTries: request.code_tries,
    linkTries: request.link_tries,
    codesSent: request.codes_sent,
    linkEnd: request.end_date,
    signed: request.signed === 1,
  };
}
