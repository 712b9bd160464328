import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_PROVIDER_KEYS, type ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { answerAsMailchimp, MAILCHIMP_EMULATION_PATH } from './mailchimpEmulation';
import { answerAsSendinblue, SENDINBLUE_EMULATION_PATH } from './sendinblueEmulation';

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/**
 * The emulation answers over HTTP only when the configuration enables it
 * (LOCASUITE_PROVIDER_EMULATION) and its key is not the public development one (README): never
 * because of where a request seems to come from, which a proxy header can fake.
 */
export function emulationAnswers(enabled: boolean, key: string, devKey: string): boolean {
  return enabled && key !== devKey;
}

const DISABLED = {
  code: 'not_found',
  message:
    'Émulation des fournisseurs d’e-mails désactivée (LOCASUITE_PROVIDER_EMULATION, avec vos propres clés).',
};

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
    if (!emulationAnswers(deps.config.providerEmulation, key, DEFAULT_PROVIDER_KEYS.sendinblue)) {
      return reply.code(404).send(DISABLED);
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
    if (!emulationAnswers(deps.config.providerEmulation, key, DEFAULT_PROVIDER_KEYS.mailchimp)) {
      return reply.code(404).send(DISABLED);
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
