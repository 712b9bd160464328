import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { answerAsMailchimp } from './mailchimpEmulation';
import type { ProviderRequest, ProviderResponse, ProviderTransport } from './ProviderExchange';
import { answerAsSendinblue } from './sendinblueEmulation';

/** Thrown when a provider cannot be reached or answers something unreadable. */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

export type FetchFn = typeof fetch;

/** HTTP to a provider's base URL (the real one, or another server's emulation); 10 s at most. */
export function httpTransport(baseUrl: string, fetchFn: FetchFn = fetch): ProviderTransport {
  return async (request: ProviderRequest): Promise<ProviderResponse> => {
    const url = new URL(baseUrl + request.path);
    for (const [k, v] of Object.entries(request.query ?? {})) url.searchParams.set(k, v);
    let response: Response;
    try {
      response = await fetchFn(url, {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...request.headers,
        },
        body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`${url.origin}: ${(error as Error).message}`);
    }
    const text = await response.text();
    try {
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    } catch {
      throw new ProviderUnavailableError(`${url.origin}: réponse illisible (${response.status})`);
    }
  };
}

export interface ProviderTransports {
  readonly sendinblue: ProviderTransport;
  readonly mailchimp: ProviderTransport;
}

/**
 * The two providers as configured (DECISIONS.md): a configured base URL is called over HTTP;
 * without one, this server's own emulation answers in process, with the same requests.
 */
export function providerTransports(
  config: ServerConfig,
  db: Kysely<Database>,
  fetchFn: FetchFn = fetch,
): ProviderTransports {
  return {
    sendinblue: config.sendinblueApiUrl
      ? httpTransport(config.sendinblueApiUrl, fetchFn)
      : (request) => answerAsSendinblue(db, config.sendinblueApiKey, request),
    mailchimp: config.mailchimpApiUrl
      ? httpTransport(config.mailchimpApiUrl, fetchFn)
      : (request) => answerAsMailchimp(db, config.mailchimpApiKey, request),
  };
}
