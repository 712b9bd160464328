import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { queueMail, type MailInput, type QueuedMail } from './queueMail';

/** What handlers use to send mail: queued in the outbox, in the caller's transaction when given. */
export interface MailService {
  /** Whether mails leave the server (SMTP configured) or stay `stored` for the history tool. */
  readonly delivers: boolean;
  queue(mail: MailInput, trx?: Kysely<Database>): Promise<QueuedMail>;
}

/** A mail service over the outbox; `delivers` is true when an SMTP transport is configured. */
export function createMailService(
  db: Kysely<Database>,
  delivers: boolean,
  now: () => Date,
): MailService {
  return {
    delivers,
    queue: (mail, trx) => queueMail(trx ?? db, mail, { store: !delivers, now: now() }),
  };
}
