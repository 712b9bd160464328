import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testSnapshots';
import type { OpenedDatabase } from '../db/openDatabase';
import { createMailSender, MAX_ATTEMPTS, retryDelayMs } from './createMailSender';
import { queueMail } from './queueMail';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened.close());

const mail = {
  mailbox: 'contact@locasuite.fr',
  from: 'LocaSuite <contact@locasuite.fr>',
  to: ['client@exemple.fr'],
  cc: 'agence@locasuite.fr',
  subject: 'Votre état des lieux',
  html: '<p>Bonjour</p>',
  text: 'Bonjour',
  attachments: [
    {
      filename: 'edl.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF').toString('base64'),
    },
  ],
};

describe('queueMail', () => {
  it('stores the mail as pending, or stored when no SMTP is configured', async () => {
    const { db } = opened;
    const a = await queueMail(db, mail);
    const b = await queueMail(db, mail, { store: true });
    const rows = await db
      .selectFrom('outbox')
      .selectAll()
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['pending', 'stored']);
    expect(rows[0]).toMatchObject({
      to_address: 'client@exemple.fr',
      cc: 'agence@locasuite.fr',
      tag: 'SENDINBLUE',
    });
    expect(rows[0]?.attachments).toEqual(mail.attachments);
    expect(a.messageId).toMatch(/^<[0-9a-f-]{36}@locasuite>$/);
    await db.deleteFrom('outbox').execute();
  });

  it('belongs to the business transaction: a rollback drops the mail', async () => {
    const { db } = opened;
    await expect(
      db.transaction().execute(async (trx) => {
        await queueMail(trx, mail);
        throw new Error('écriture refusée');
      }),
    ).rejects.toThrow('écriture refusée');
    expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('refuses a mail without recipient', async () => {
    await expect(queueMail(opened.db, { ...mail, to: [] })).rejects.toThrow(
      'Le mail doit avoir au moins un destinataire.',
    );
  });
});

describe('createMailSender', () => {
  it('delivers pending mails through nodemailer and records sent and delivered', async () => {
    const { db } = opened;
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const spy = {
      sendMail: async (message: object) => {
        const info = await transport.sendMail(message);
        sent.push((info as unknown as { message: string }).message);
        return info;
      },
    };
    const { id } = await queueMail(db, mail);
    const stored = await queueMail(db, mail, { store: true });
    const sender = createMailSender({ db, transport: spy as never });
    expect(await sender.runOnce()).toBe(1);
    expect(await sender.runOnce()).toBe(0);
    const json = JSON.parse(sent[0] ?? '{}') as {
      subject: string;
      to: { address: string }[];
      attachments: unknown[];
    };
    expect(json.subject).toBe('Votre état des lieux');
    expect(json.to[0]?.address).toBe('client@exemple.fr');
    expect(json.attachments).toHaveLength(1);
    const row = await db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
    const events = await db
      .selectFrom('mail_events')
      .select('event')
      .where('outbox_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['sent', 'delivered']);
    const untouched = await db
      .selectFrom('outbox')
      .select('status')
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(untouched.status).toBe('stored');
    await db.deleteFrom('outbox').execute();
  });

  it('retries with backoff and gives up after 5 attempts', async () => {
    const { db } = opened;
    let clock = new Date('2026-03-02T08:00:00Z');
    const failing = { sendMail: async () => Promise.reject(new Error('connexion SMTP refusée')) };
    const { id } = await queueMail(db, mail, { now: clock });
    const sender = createMailSender({
      db,
      transport: failing as never,
      now: () => clock,
      log: { warn() {}, error() {} },
    });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await sender.runOnce()).toBe(1);
      expect(await sender.runOnce()).toBe(0);
      const row = await db
        .selectFrom('outbox')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(attempt);
      expect(row.last_error).toBe('connexion SMTP refusée');
      expect(row.status).toBe(attempt < MAX_ATTEMPTS ? 'pending' : 'failed');
      clock = new Date(clock.getTime() + retryDelayMs(attempt));
    }
    expect(await sender.runOnce()).toBe(0);
    const events = await db
      .selectFrom('mail_events')
      .select('event')
      .where('outbox_id', '=', id)
      .execute();
    expect(events.map((e) => e.event)).toEqual(['error']);
  });

  it('runs as a loop that stops cleanly', async () => {
    const { db } = opened;
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const { id } = await queueMail(db, { ...mail, attachments: [] });
    const sender = createMailSender({ db, transport, intervalMs: 10 });
    sender.start();
    for (let i = 0; i < 100; i++) {
      const row = await db
        .selectFrom('outbox')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (row.status === 'sent') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await sender.stop();
    const row = await db
      .selectFrom('outbox')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });
});
