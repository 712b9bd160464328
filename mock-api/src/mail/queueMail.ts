import { randomUUID } from 'node:crypto';
import { OUTBOX_MESSAGES as M } from '@locasuite/core';
import type { Kysely } from 'kysely';
import type { Database, OutboxAttachment } from '../db/schema';
import { HttpError } from '../HttpError';

export interface MailInput {
  /** The mailbox whose history shows this mail (the email-history tool's address). */
  readonly mailbox: string;
  readonly from: string;
  readonly to: string | readonly string[];
  readonly cc?: string | readonly string[] | undefined;
  readonly subject: string;
  readonly html?: string | undefined;
  readonly text?: string | undefined;
  /** Provider tag of the history rows (spec 1 §3: SENDINBLUE or MAILCHIMP). */
  readonly tag?: string | undefined;
  readonly attachments?: readonly OutboxAttachment[] | undefined;
}

export interface QueuedMail {
  readonly id: number;
  readonly messageId: string;
}

const list = (v: string | readonly string[] | undefined) =>
  (typeof v === 'string' ? v.split(',') : (v ?? [])).map((s) => s.trim()).filter(Boolean);

/**
 * Puts a mail in the outbox (ARCHITECTURE.md, Mail). Pass the business write's transaction as
 * `db` so the mail exists exactly when the write does. `store: true` (no SMTP configured) keeps
 * it as `stored` for the email-history emulation; otherwise it is `pending` for the sender loop.
 */
export async function queueMail(
  db: Kysely<Database>,
  mail: MailInput,
  { store = false, now = new Date() }: { store?: boolean; now?: Date } = {},
): Promise<QueuedMail> {
  const to = list(mail.to);
  if (to.length === 0) throw new HttpError(422, M.noRecipient);
  if (mail.subject.trim() === '') throw new HttpError(422, M.noSubject);
  const messageId = `<${randomUUID()}@locasuite>`;
  const row = await db
    .insertInto('outbox')
    .values({
      message_id: messageId,
      mailbox: mail.mailbox,
      from_address: mail.from,
      to_address: to.join(', '),
      cc: list(mail.cc).join(', '),
      subject: mail.subject,
      html: mail.html ?? '',
      text_body: mail.text ?? '',
      tag: mail.tag ?? 'SENDINBLUE',
      attachments: JSON.stringify(mail.attachments ?? []),
      status: store ? 'stored' : 'pending',
      created_at: now,
      next_attempt_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, messageId };
}
