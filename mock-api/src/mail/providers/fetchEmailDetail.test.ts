import { describe, expect, it } from 'vitest';
import {
  fetchEmailDetail,
  ProviderMessageNotFoundError,
  ProviderRefusedError,
} from './fetchEmailDetail';
import { providerId, providerUuid } from './mailRecord';
import type { ProviderRequest } from './ProviderExchange';
import type { ProviderTransports } from './providerTransports';
import { emulationAnswers } from './registerMailProviders';

const KEYS = { sendinblue: 'cle-sib', mailchimp: 'cle-mc' };
const ID = '<m1@loc.fr>';

function transports(answers: {
  sendinblue?: (r: ProviderRequest) => { status: number; body: unknown };
  mailchimp?: (r: ProviderRequest) => { status: number; body: unknown };
}) {
  const seen: ProviderRequest[] = [];
  const t: ProviderTransports = {
    sendinblue: async (r) => (seen.push(r), answers.sendinblue!(r)),
    mailchimp: async (r) => (seen.push(r), answers.mailchimp!(r)),
  };
  return { t, seen };
}

describe('fetchEmailDetail', () => {
  it('Sendinblue: searches by message id (desc, 500, 0) with the key, then reads the uuid', async () => {
    const { t, seen } = transports({
      sendinblue: (r) =>
        r.path === '/smtp/emails'
          ? { status: 200, body: { count: 1, transactionalEmails: [{ uuid: 'u-1' }] } }
          : {
              status: 200,
              body: {
                subject: 'Objet',
                body: '<p>x</p>',
                events: [{ name: 'sent', time: '2026-01-01T10:00:00.000Z' }],
              },
            },
    });
    const detail = await fetchEmailDetail(t, KEYS, ID, 'SENDINBLUE');
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: '/smtp/emails',
      query: { messageId: ID, sort: 'desc', limit: '500', offset: '0' },
      headers: { 'api-key': 'cle-sib' },
    });
    expect(seen[1]?.path).toBe('/smtp/emails/u-1');
    expect(detail).toEqual({
      subject: 'Objet',
      body: '<p>x</p>',
      events: [{ name: 'sent', time: '2026-01-01T10:00:00.000Z' }],
    });
  });

  it('Sendinblue: no search result is a missing message; a refusal is a provider error', async () => {
    const none = transports({
      sendinblue: () => ({ status: 200, body: { count: 0, transactionalEmails: [] } }),
    });
    await expect(fetchEmailDetail(none.t, KEYS, ID, 'SENDINBLUE')).rejects.toBeInstanceOf(
      ProviderMessageNotFoundError,
    );
    const refused = transports({
      sendinblue: () => ({ status: 401, body: { code: 'unauthorized' } }),
    });
    await expect(fetchEmailDetail(refused.t, KEYS, ID, 'SENDINBLUE')).rejects.toBeInstanceOf(
      ProviderRefusedError,
    );
  });

  it('Mailchimp: content and info by id; opens in seconds; events in time order', async () => {
    const { t, seen } = transports({
      mailchimp: (r) =>
        r.path === '/messages/content'
          ? { status: 200, body: { subject: 'Objet', html: '<p>y</p>' } }
          : {
              status: 200,
              body: {
                state: 'delivered',
                opens_detail: [{ ts: 1_700_000_600 }],
                clicks_detail: [{ ts: 1_700_000_900, url: 'https://a.fr' }],
                smtp_events: [
                  { ts: 1_700_000_000, type: 'sent' },
                  { ts: 1_700_000_010, type: 'delivered' },
                ],
              },
            },
    });
    const detail = await fetchEmailDetail(t, KEYS, ID, 'MAILCHIMP');
    expect(seen.map((r) => r.body)).toEqual([
      { key: 'cle-mc', id: providerId(ID) },
      { key: 'cle-mc', id: providerId(ID) },
    ]);
    expect(detail.state).toBe('delivered');
    expect(detail.html).toBe('<p>y</p>');
    expect(detail.opens_detail).toEqual([{ ts: 1_700_000_600 }]);
    expect(detail.events.map((e) => e.name)).toEqual(['sent', 'delivered', 'opened', 'click']);
    expect(detail.events[0]?.time).toBe(new Date(1_700_000_000_000).toISOString());
  });

  it('Mailchimp: Unknown_Message is a missing message', async () => {
    const { t } = transports({
      mailchimp: () => ({ status: 500, body: { status: 'error', name: 'Unknown_Message' } }),
    });
    await expect(fetchEmailDetail(t, KEYS, ID, 'MAILCHIMP')).rejects.toBeInstanceOf(
      ProviderMessageNotFoundError,
    );
  });
});

describe('provider ids', () => {
  it('are the MD5 of the message id, as 32 hex digits or as a UUID', () => {
    expect(providerId('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(providerUuid('abc')).toBe('90015098-3cd2-4fb0-d696-3f7d28e17f72');
  });
});

describe('emulationAnswers', () => {
  it('answers only when enabled with a key of its own, wherever the request seems to come from', () => {
    expect(emulationAnswers(false, 'own-key', 'dev')).toBe(false);
    expect(emulationAnswers(true, 'dev', 'dev')).toBe(false);
    expect(emulationAnswers(true, 'own-key', 'dev')).toBe(true);
  });
});
