import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findMailRecord, providerUuid } from './mailRecord';
import type { ProviderRequest, ProviderResponse } from './ProviderExchange';

/** Where this server answers as Sendinblue (API v3) over HTTP. */
export const SENDINBLUE_EMULATION_PATH = '/providers/sendinblue/v3';

const unauthorized: ProviderResponse = {
  status: 401,
  body: { code: 'unauthorized', message: 'Key not found' },
};
const notFound = (what: string): ProviderResponse => ({
  status: 404,
  body: { code: 'document_not_found', message: `${what} not found` },
});

/**
 * Sendinblue's transactional-email endpoints the email history uses (spec 1 §7), fed by the outbox
 * and `mail_events`: `GET /smtp/emails?messageId=…&sort=desc&limit=500&offset=0` (search) and
 * `GET /smtp/emails/{uuid}` (one message: body and events). The `api-key` header must match.
 */
export async function answerAsSendinblue(
  db: Kysely<Database>,
  apiKey: string,
  request: ProviderRequest,
): Promise<ProviderResponse> {
  if ((request.headers?.['api-key'] ?? '') !== apiKey) return unauthorized;
  if (request.method !== 'GET') return { status: 405, body: { code: 'method_not_allowed' } };
  const path = request.path.replace(/\/+$/, '');
  if (path === '/smtp/emails') {
    const messageId = request.query?.messageId ?? '';
    if (!messageId) {
      return {
        status: 400,
        body: { code: 'missing_parameter', message: 'messageId is required' },
      };
    }
    const limit = Math.min(Math.max(Number(request.query?.limit ?? 500) || 500, 1), 500);
    const offset = Math.max(Number(request.query?.offset ?? 0) || 0, 0);
    const mail = await findMailRecord(db, { messageId });
    const found = mail && mail.tag === 'SENDINBLUE' ? [mail] : [];
    const page = found.slice(offset, offset + limit);
    return {
      status: 200,
      body: {
        count: found.length,
        transactionalEmails: page.map((m) => ({
          email: m.to,
          subject: m.subject,
          templateId: null,
          messageId: m.messageId,
          uuid: providerUuid(m.messageId),
          date: m.createdAt.toISOString(),
          from: m.from,
          tags: [],
        })),
      },
    };
  }
  const one = /^\/smtp\/emails\/([0-9a-f-]{32,36})$/i.exec(path);
  if (one?.[1]) {
    const mail = await findMailRecord(db, { providerId: one[1].toLowerCase() });
    if (!mail || mail.tag !== 'SENDINBLUE') return notFound('Email');
    return {
      status: 200,
      body: {
        email: mail.to,
        subject: mail.subject,
        templateId: null,
        date: mail.createdAt.toISOString(),
        events: mail.events.map((e) => ({ name: e.event, time: e.at.toISOString() })),
        body: mail.html,
        attachmentCount: 0,
      },
    };
  }
  return notFound('Route');
}
