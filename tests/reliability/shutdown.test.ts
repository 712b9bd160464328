import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, migrateToLatest, openDatabase } from '@locasuite/mock-api';
import { afterAll, describe, expect, it } from 'vitest';
import { RELIABILITY_KEY, call } from './support/client';
import { spawnServer } from './support/spawnServer';

const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = {
  LOCASUITE_DATA_DIR: dataDir,
  LOCASUITE_ENVELOPE_KEY: RELIABILITY_KEY,
  DATABASE_URL: '',
};

describe('graceful shutdown', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s closes the server and the database, exit code 0',
    async (signal) => {
      if (!existsSync(join(dataDir, 'pgdata'))) {
        const setup = await openDatabase({ dataDir });
        await migrateToLatest(setup.db);
        await createUser(setup.db, { login: 'sortie', password: 'motdepasse1' });
        await setup.close();
      }
      const server = await spawnServer(env);
      const answer = await call(server.url, '/api/v1/user_login', {
        email: 'sortie',
        password: 'motdepasse1',
      });
      expect(answer.code).toBe(0);
      expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(true);
      expect(await server.stop(signal)).toBe(0);
      expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(false);
    },
  );
});
