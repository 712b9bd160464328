import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { testSnapshot } from './db/testSnapshots';
import { startServer } from './startServer';

const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = () =>
  loadConfig(
    {},
    { host: '127.0.0.1', port: 0, dataDir, databaseUrl: 'memory://', logLevel: 'silent' },
  );
const mail = {
  mailbox: 'sav@locasuite.fr',
  from: 'sav@locasuite.fr',
  to: 'client@exemple.fr',
  subject: 'Votre intervention',
  text: 'Bonjour',
};

// A clone of the run's migrated database: what these tests check comes after the migrations
// (openDatabase.test.ts and the seed's tests build databases from scratch).
const databaseSnapshot = testSnapshot('migrated');

describe('startServer', () => {
  it('listens on the asked address and keeps mails `stored` without SMTP', async () => {
    const server = await startServer(config(), { handleSignals: false, databaseSnapshot });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.database.kind).toBe('pglite');
      expect(server.mail.delivers).toBe(false);
      const { id } = await server.mail.queue(mail);
      const row = await server.db
        .selectFrom('outbox')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('stored');
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('runs the mail sender when a transport is configured, and stops it on close', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const server = await startServer(config(), {
      handleSignals: false,
      databaseSnapshot,
      mailTransport: transport,
      mailIntervalMs: 20,
    });
    try {
      const { id } = await server.mail.queue(mail);
      let status = '';
      for (let i = 0; i < 200 && status !== 'sent'; i++) {
        await new Promise((r) => setTimeout(r, 25));
        status = (
          await server.db
            .selectFrom('outbox')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).status;
      }
      expect(status).toBe('sent');
    } finally {
      await server.close();
    }
    await server.close(); // idempotent
  });
});
