import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, listUsers, loadConfig, queueMail, startServer } from '@locasuite/mock-api';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../contract/support/testDatabase';
import { RELIABILITY_KEY, call } from './support/client';

const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('persistence across a restart', () => {
  it('keeps users, sessions and outbox rows written before a clean stop', async () => {
    // PGlite files in <dataDir>/pgdata, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
    const database = await createTestDatabase('files');
    const databaseUrl = database.url === 'memory://' ? undefined : database.url;
    const config = loadConfig(
      {},
      {
        host: '127.0.0.1',
        port: 0,
        dataDir,
        databaseUrl,
        envelopeKey: RELIABILITY_KEY,
        logLevel: 'silent',
      },
    );
    try {
      const first = await startServer(config, { handleSignals: false });
      await createUser(first.db, {
        login: 'camille',
        password: 'motdepasse1',
        applications: ['statistiques'],
      });
      const login = await call(first.url, '/api/v1/user_login', {
        email: 'camille',
        password: 'motdepasse1',
      });
      expect(login.code).toBe(0);
      const token = (login.data as { id: string }).id;
      const mail = await queueMail(first.db, {
        mailbox: 'contact@locasuite.fr',
        from: 'contact@locasuite.fr',
        to: 'client@exemple.fr',
        subject: 'Confirmation de réservation',
        text: 'Bonjour',
      });
      await first.close();

      const second = await startServer(config, { handleSignals: false });
      try {
        expect((await listUsers(second.db)).map((u) => u.login)).toEqual(['camille']);
        const outbox = await second.db
          .selectFrom('outbox')
          .select(['message_id', 'subject'])
          .execute();
        expect(outbox).toEqual([
          { message_id: mail.messageId, subject: 'Confirmation de réservation' },
        ]);
        const me = await call(second.url, '/api/v1/get_user_by_token', { token }, token);
        expect(me.code).toBe(0);
        const again = await call(second.url, '/api/v1/user_login', {
          email: 'CAMILLE',
          password: 'motdepasse1',
        });
        expect(again.code).toBe(0);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
