import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RELIABILITY_KEY, call } from './support/client';
import { dataDirWithAccount } from './support/dataDir';
import { spawnServer } from './support/spawnServer';

let dataDir = '';
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s closes the server and the database, exit code 0',
    async (signal) => {
      dataDir ||= await dataDirWithAccount('shutdown', 'sortie');
      const server = await spawnServer({
        LOCASUITE_DATA_DIR: dataDir,
        LOCASUITE_ENVELOPE_KEY: RELIABILITY_KEY,
        DATABASE_URL: '',
      });
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
