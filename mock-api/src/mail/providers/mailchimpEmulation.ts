import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findMailRecord, providerId, type MailRecord } from './mailRecord';
import type { ProviderRequest, ProviderResponse } from './ProviderExchange';

/** Where this server answers as Mailchimp Transactional (Mandrill API 1.0) over HTTP. */
export const MAILCHIMP_EMULATION_PATH = '/providers/mailchimp/api/1.0';

const OPEN_EVENTS = new Set(['opened', 'open']);
const DELIVERY_STATES = ['soft-bounced', 'blocked', 'invalid_email', 'error', 'delivered', 'sent'];

// Mandrill answers every error with HTTP 500 and `{ status: 'error', name, message }`.
const failure = (name: string, message: string): ProviderResponse => ({
  status: 500,
  body: { status: 'error', code: name === 'Invalid_Key' ? -1 : 5, name, message },
});

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The mail's state: its most telling delivery event (a bounce or refusal wins over `sent`). */
export function mailState(mail: MailRecord): string {
  const names = new Set(mail.events.map((e) => e.event));
  return DELIVERY_STATES.find((s) => names.has(s)) ?? 'queued';
}

/**
 * Mailchimp Transactional's `messages/content` and `messages/info` (spec 1 §7, MAILCHIMP rows),
 * fed by the outbox and `mail_events`: POST `{ key, id }`. `info` carries `opens_detail` with `ts`
 * in seconds, `clicks_detail`, `smtp_events` (every other event) and `state`.
 */
export async function answerAsMailchimp(
  db: Kysely<Database>,
  apiKey: string,
  request: ProviderRequest,
): Promise<ProviderResponse> {
  const body = (request.body ?? {}) as { key?: unknown; id?: unknown };
  if (body.key !== apiKey) return failure('Invalid_Key', 'Invalid API key');
  if (request.method !== 'POST') return failure('ValidationError', 'POST only');
  const action = request.path.replace(/\.json$/, '').replace(/\/+$/, '');
  if (action !== '/messages/content' && action !== '/messages/info') {
    return failure('Unknown_Method', `Unknown method ${request.path}`);
  }
  const id = typeof body.id === 'string' ? body.id.trim().toLowerCase() : '';
  const mail = /^[0-9a-f]{32}$/.test(id) ? await findMailRecord(db, { providerId: id }) : undefined;
  if (!mail || mail.tag !== 'MAILCHIMP') {
    return failure('Unknown_Message', `No message exists with the id '${id}'`);
  }
  const base = {
    ts: seconds(mail.createdAt),
    _id: providerId(mail.messageId),
    subject: mail.subject,
  };
  if (action === '/messages/content') {
    return {
      status: 200,
      body: {
        ...base,
        from_email: mail.mailbox,
        from_name: mail.from.replace(/\s*<[^>]*>\s*$/, ''),
        to: { email: mail.to, name: '' },
        tags: [],
        headers: { 'Message-Id': mail.messageId },
        html: mail.html,
        text: mail.text,
        attachments: [],
      },
    };
  }
  const opens = mail.events.filter((e) => OPEN_EVENTS.has(e.event));
  const clicks = mail.events.filter((e) => e.event === 'click');
  const others = mail.events.filter((e) => !OPEN_EVENTS.has(e.event) && e.event !== 'click');
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    status: 200,
    body: {
      ...base,
      sender: mail.mailbox,
      template: null,
      email: mail.to,
      tags: [],
      state: mailState(mail),
      opens: opens.length,
      opens_detail: opens.map((e) => ({
        ts: seconds(e.at),
        ip: text(e.data.ip),
        location: '',
        ua: text(e.data.user_agent),
      })),
      clicks: clicks.length,
      clicks_detail: clicks.map((e) => ({
        ts: seconds(e.at),
        url: text(e.data.link),
        ip: '',
        location: '',
        ua: '',
      })),
      smtp_events: others.map((e) => ({
        ts: seconds(e.at),
        type: e.event,
        diag: text(e.data.reason),
      })),
    },
  };
}
