import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { answerAsMailchimp, MAILCHIMP_EMULATION_PATH } from './mailchimpEmulation';
import { answerAsSendinblue, SENDINBLUE_EMULATION_PATH } from './sendinblueEmulation';

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/**
 * The providers' emulation over HTTP (ARCHITECTURE.md, Mail), so a server can be pointed at another
 * one with SENDINBLUE_API_URL / MAILCHIMP_API_URL exactly as at the real providers.
 */
export function registerMailProviders(
  app: FastifyInstance,
  deps: { readonly db: Kysely<Database>; readonly config: ServerConfig },
): void {
  app.get(`${SENDINBLUE_EMULATION_PATH}/*`, async (request, reply) => {
    const [path = ''] = request.url.slice(SENDINBLUE_EMULATION_PATH.length).split('?');
    const answer = await answerAsSendinblue(deps.db, deps.config.sendinblueApiKey, {
      method: 'GET',
      path,
      query: Object.fromEntries(
        Object.entries((request.query ?? {}) as Record<string, unknown>).map(([k, v]) => [
          k,
          String(v),
        ]),
      ),
      headers: { 'api-key': headerText(request.headers['api-key']) },
    });
    return reply.code(answer.status).send(answer.body);
  });
  app.post(`${MAILCHIMP_EMULATION_PATH}/*`, async (request, reply) => {
    const [path = ''] = request.url.slice(MAILCHIMP_EMULATION_PATH.length).split('?');
    const answer = await answerAsMailchimp(deps.db, deps.config.mailchimpApiKey, {
      method: 'POST',
      path,
      body: request.body,
    });
    return reply.code(answer.status).send(answer.body);
  });
}
