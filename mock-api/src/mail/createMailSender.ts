import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Database, OutboxRow } from '../db/schema';
import type { FileStore } from '../files/FileStore';

export const MAX_ATTEMPTS = 5;
/** Delay before attempt n+1 after n failures: 30 s, 2 min, 8 min, 32 min. */
export const retryDelayMs = (failures: number) => 30_000 * 4 ** Math.max(0, failures - 1);
/** How long a mail being sent is hidden from other senders (several servers on one PostgreSQL). */
const LEASE_MS = 5 * 60_000;

export interface MailSenderOptions {
  readonly db: Kysely<Database>;
  readonly transport: Transporter;
  readonly files?: FileStore | undefined;
  readonly intervalMs?: number;
  readonly batchSize?: number;
  readonly now?: () => Date;
  readonly log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface MailSender {
  /** Sends what is due now; resolves with the number of mails tried. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops the loop and waits for the batch in flight. */
  stop(): Promise<void>;
}

async function toMessage(row: OutboxRow, files: FileStore | undefined): Promise<Mail.Options> {
  const attachments: Mail.Attachment[] = [];
  for (const a of row.attachments ?? []) {
    if (a.content !== undefined) {
      attachments.push({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content, 'base64'),
      });
    } else if (a.path !== undefined && files) {
      attachments.push({
        filename: a.filename,
        contentType: a.contentType,
        content: await files.get(a.path),
      });
    }
  }
  return {
    messageId: row.message_id,
    from: row.from_address,
    to: row.to_address,
    ...(row.cc ? { cc: row.cc } : {}),
    subject: row.subject,
    ...(row.html ? { html: row.html } : {}),
    ...(row.text_body ? { text: row.text_body } : {}),
    attachments,
  };
}

/**
 * The outbox sender loop (ARCHITECTURE.md, Mail): delivers `pending` mails through nodemailer,
 * records `sent` and `delivered` events on SMTP acceptance, retries failures with backoff and
 * marks a mail `failed` after 5 attempts (with `last_error`).
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, transport, files, intervalMs = 5_000, batchSize = 20 } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function claim(row: OutboxRow): Promise<boolean> {
    const result = await db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(now().getTime() + LEASE_MS) })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', row.attempts)
      .where('next_attempt_at', '<=', now())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function sendOne(row: OutboxRow) {
    if (!(await claim(row))) return;
    const attempts = row.attempts + 1;
    try {
      const info = (await transport.sendMail(await toMessage(row, files))) as {
        response?: unknown;
      };
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('outbox')
          .set({ status: 'sent', attempts, sent_at: at, last_error: null })
          .where('id', '=', row.id)
          .execute();
        const data = JSON.stringify({
          response: typeof info.response === 'string' ? info.response : '',
        });
        await trx
          .insertInto('mail_events')
          .values([
            { outbox_id: row.id, event: 'sent', at, data },
            { outbox_id: row.id, event: 'delivered', at, data },
          ])
          .execute();
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = attempts >= MAX_ATTEMPTS;
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('outbox')
          .set({
            status: failed ? 'failed' : 'pending',
            attempts,
            last_error: message.slice(0, 2000),
            next_attempt_at: new Date(at.getTime() + retryDelayMs(attempts)),
          })
          .where('id', '=', row.id)
          .execute();
        if (failed) {
          await trx
            .insertInto('mail_events')
            .values({
              outbox_id: row.id,
              event: 'error',
              at,
              data: JSON.stringify({ error: message }),
            })
            .execute();
        }
      });
      options.log?.warn({ outboxId: row.id, attempts, err: message }, 'Échec d’envoi du mail');
    }
  }

  async function runOnce(): Promise<number> {
    const due = await db
      .selectFrom('outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now())
      .orderBy('next_attempt_at')
      .limit(batchSize)
      .execute();
    for (const row of due) await sendOne(row);
    return due.length;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => {
          options.log?.error({ err: error }, 'Boucle d’envoi des mails');
          return 0;
        })
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, intervalMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}
