import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_KEYS, loadConfig } from '../../config';
import { providerTransports } from './providerTransports';

describe('email providers configuration (DECISIONS.md: keys stay on the server)', () => {
  it('defaults to the emulation with the development keys', () => {
    const config = loadConfig({});
    expect(config.sendinblueApiUrl).toBeUndefined();
    expect(config.mailchimpApiUrl).toBeUndefined();
    expect(config.sendinblueApiKey).toBe(DEFAULT_PROVIDER_KEYS.sendinblue);
    expect(config.mailchimpApiKey).toBe(DEFAULT_PROVIDER_KEYS.mailchimp);
  });

  it('reads the provider URLs and keys, without a trailing slash', () => {
    const config = loadConfig({
      SENDINBLUE_API_URL: 'https://api.sendinblue.com/v3/',
      SENDINBLUE_API_KEY: 'xkeysib-1',
      MAILCHIMP_API_URL: 'https://mandrillapp.com/api/1.0',
      MAILCHIMP_API_KEY: 'md-1',
    });
    expect(config).toMatchObject({
      sendinblueApiUrl: 'https://api.sendinblue.com/v3',
      sendinblueApiKey: 'xkeysib-1',
      mailchimpApiUrl: 'https://mandrillapp.com/api/1.0',
      mailchimpApiKey: 'md-1',
    });
  });

  it('refuses a URL that is not http(s), in French', () => {
    expect(() => loadConfig({ MAILCHIMP_API_URL: 'ftp://x' })).toThrow(
      'MAILCHIMP_API_URL doit commencer par http:// ou https://.',
    );
  });

  it('calls a configured provider over HTTP with the request it is given', async () => {
    const seen: string[] = [];
    const config = loadConfig({ SENDINBLUE_API_URL: 'https://sib.example/v3' });
    const fakeFetch = (async (url: URL | string, init?: RequestInit) => {
      seen.push(`${init?.method} ${String(url)} ${JSON.stringify(init?.headers)}`);
      return new Response('{"count":0,"transactionalEmails":[]}', { status: 200 });
    }) as typeof fetch;
    const t = providerTransports(config, undefined as never, fakeFetch);
    const answer = await t.sendinblue({
      method: 'GET',
      path: '/smtp/emails',
      query: { messageId: '<a@b.fr>', limit: '500' },
      headers: { 'api-key': 'k' },
    });
    expect(answer).toEqual({ status: 200, body: { count: 0, transactionalEmails: [] } });
    expect(seen[0]).toContain(
      'GET https://sib.example/v3/smtp/emails?messageId=%3Ca%40b.fr%3E&limit=500',
    );
    expect(seen[0]).toContain('"api-key":"k"');
  });
});
