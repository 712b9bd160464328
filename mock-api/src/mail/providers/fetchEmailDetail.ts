import type { EmailProviderTag } from '@locasuite/core';
import type { ProviderTransports } from './providerTransports';
import { providerId } from './mailRecord';

/** The detail answer of `get_email_detail` (core's schema: spec 1 §3 Email detail). */
export type EmailDetail = {
  subject: string;
  body?: string;
  html?: string;
  state?: string;
  events: { name: string; time: string }[];
  opens_detail?: { ts: number }[];
};

/** The provider knows no such message (404 for the caller). */
export class ProviderMessageNotFoundError extends Error {
  override readonly name = 'ProviderMessageNotFoundError';
}

/** The provider refused or failed (502 for the caller), with what it said, for the log. */
export class ProviderRefusedError extends Error {
  override readonly name = 'ProviderRefusedError';
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const arr = (v: unknown) => (Array.isArray(v) ? (v as unknown[]).map(obj) : []);
const iso = (seconds: unknown) =>
  typeof seconds === 'number' && Number.isFinite(seconds)
    ? new Date(seconds * 1000).toISOString()
    : '';

/**
 * spec 1 §7 detail calls, made by the server with its own API keys: Sendinblue — search by message
 * id (sort desc, limit 500, offset 0), then the message by uuid; Mailchimp — message content and
 * message info by id. Normalised to one shape for the browser.
 */
export async function fetchEmailDetail(
  transports: ProviderTransports,
  keys: { readonly sendinblue: string; readonly mailchimp: string },
  messageId: string,
  tag: EmailProviderTag,
): Promise<EmailDetail> {
  if (tag === 'SENDINBLUE') {
    const headers = { 'api-key': keys.sendinblue };
    const search = await transports.sendinblue({
      method: 'GET',
      path: '/smtp/emails',
      query: { messageId, sort: 'desc', limit: '500', offset: '0' },
      headers,
    });
    if (search.status !== 200) throw new ProviderRefusedError(JSON.stringify(search.body));
    const uuid = str(arr(obj(search.body).transactionalEmails)[0]?.uuid);
    if (!uuid) throw new ProviderMessageNotFoundError(messageId);
    const one = await transports.sendinblue({
      method: 'GET',
      path: `/smtp/emails/${encodeURIComponent(uuid)}`,
      headers,
    });
    if (one.status === 404) throw new ProviderMessageNotFoundError(messageId);
    if (one.status !== 200) throw new ProviderRefusedError(JSON.stringify(one.body));
    const m = obj(one.body);
    return {
      subject: str(m.subject),
      body: str(m.body),
      events: arr(m.events).map((e) => ({ name: str(e.name), time: str(e.time) })),
    };
  }
  const id = providerId(messageId);
  const ask = (action: 'content' | 'info') =>
    transports.mailchimp({
      method: 'POST',
      path: `/messages/${action}`,
      body: { key: keys.mailchimp, id },
    });
  const [content, info] = await Promise.all([ask('content'), ask('info')]);
  for (const answer of [content, info]) {
    if (answer.status === 200) continue;
    if (str(obj(answer.body).name) === 'Unknown_Message')
      throw new ProviderMessageNotFoundError(messageId);
    throw new ProviderRefusedError(JSON.stringify(answer.body));
  }
  const c = obj(content.body);
  const i = obj(info.body);
  const events = [
    ...arr(i.smtp_events).map((e) => ({ name: str(e.type), time: iso(e.ts) })),
    ...arr(i.opens_detail).map((e) => ({ name: 'opened', time: iso(e.ts) })),
    ...arr(i.clicks_detail).map((e) => ({ name: 'click', time: iso(e.ts) })),
  ].sort((a, b) => a.time.localeCompare(b.time));
  return {
    subject: str(c.subject) || str(i.subject),
    html: str(c.html),
    state: str(i.state),
    events,
    opens_detail: arr(i.opens_detail)
      .map((e) => ({ ts: typeof e.ts === 'number' ? e.ts : Number.NaN }))
      .filter((e) => Number.isFinite(e.ts)),
  };
}
