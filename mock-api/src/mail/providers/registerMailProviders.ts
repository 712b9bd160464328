import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_PROVIDER_KEYS, type ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { answerAsMailchimp, MAILCHIMP_EMULATION_PATH } from './mailchimpEmulation';
import { answerAsSendinblue, SENDINBLUE_EMULATION_PATH } from './sendinblueEmulation';

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The development keys are public (README): with one of them, the emulation answers only this
 * machine, so a server started without its own keys never hands its mails to the network.
 */
export function emulationRefuses(key: string, devKey: string, ip: string): boolean {
  return key === devKey && !LOOPBACK.test(ip);
}

const REFUSED = { code: 'unauthorized', message: 'Development key: local requests only' };

/**
 * The providers' emulation over HTTP (ARCHITECTURE.md, Mail), so a server can be pointed at another
 * one with SENDINBLUE_API_URL / MAILCHIMP_API_URL exactly as at the real providers.
 */
export function registerMailProviders(
  app: FastifyInstance,
  deps: { readonly db: Kysely<Database>; readonly config: ServerConfig },
): void {
  app.get(`${SENDINBLUE_EMULATION_PATH}/*`, async (request, reply) => {
    const key = deps.config.sendinblueApiKey;
    if (emulationRefuses(key, DEFAULT_PROVIDER_KEYS.sendinblue, request.ip)) {
      return reply.code(401).send(REFUSED);
    }
    const [path = ''] = request.url.slice(SENDINBLUE_EMULATION_PATH.length).split('?');
    const answer = await answerAsSendinblue(deps.db, key, {
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
    const key = deps.config.mailchimpApiKey;
    if (emulationRefuses(key, DEFAULT_PROVIDER_KEYS.mailchimp, request.ip)) {
      return reply.code(500).send({ ...REFUSED, status: 'error', code: -1, name: 'Invalid_Key' });
    }
    const [path = ''] = request.url.slice(MAILCHIMP_EMULATION_PATH.length).split('?');
    const answer = await answerAsMailchimp(deps.db, key, {
      method: 'POST',
      path,
      body: request.body,
    });
    return reply.code(answer.status).send(answer.body);
  });
}
