import { createHash } from 'node:crypto';
import type { EmailProviderTag } from '@locasuite/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A mail of the outbox with its delivery events, as the providers' emulation reads it. */
export interface MailRecord {
  readonly id: number;
  readonly messageId: string;
  readonly mailbox: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly tag: EmailProviderTag;
  readonly createdAt: Date;
  readonly events: readonly MailEventRecord[];
}

export interface MailEventRecord {
  readonly event: string;
  readonly at: Date;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * The provider-side id of a mail in the emulation: the MD5 of its message id (32 hex digits, the
 * form of a Mailchimp Transactional `_id`), computed the same way in SQL (`md5(message_id)`).
 */
export function providerId(messageId: string): string {
  return createHash('md5').update(messageId, 'utf8').digest('hex');
}

/** The same id written as a UUID (Sendinblue's `uuid`). */
export function providerUuid(messageId: string): string {
  const h = providerId(messageId);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A stored tag as one of the two provider tags (mails queued without one go through Sendinblue). */
export function providerTag(tag: string): EmailProviderTag {
  return tag.toUpperCase() === 'MAILCHIMP' ? 'MAILCHIMP' : 'SENDINBLUE';
}

type Lookup = { readonly messageId: string } | { readonly providerId: string };

/** Reads one mail and its events by message id or provider id; undefined when there is none. */
export async function findMailRecord(
  db: Kysely<Database>,
  lookup: Lookup,
): Promise<MailRecord | undefined> {
  let query = db.selectFrom('outbox').selectAll();
  query =
    'messageId' in lookup
      ? query.where('message_id', '=', lookup.messageId)
      : query.where(sql<string>`md5(message_id)`, '=', lookup.providerId.replace(/-/g, ''));
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const events = await db
    .selectFrom('mail_events')
    .select(['event', 'at', 'data'])
    .where('outbox_id', '=', row.id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return {
    id: row.id,
    messageId: row.message_id,
    mailbox: row.mailbox,
    from: row.from_address,
    to: row.to_address,
    subject: row.subject,
    html: row.html,
    text: row.text_body,
    tag: providerTag(row.tag),
    createdAt: new Date(row.created_at),
    events: events.map((e) => ({
      event: e.event,
      at: new Date(e.at),
      data: (e.data ?? {}) as Record<string, unknown>,
    })),
  };
}
