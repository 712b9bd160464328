import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, migrateToLatest, openDatabase } from '@locasuite/mock-api';
import { afterAll, describe, expect, it } from 'vitest';
import { RELIABILITY_KEY, call } from './support/client';
import { spawnServer } from './support/spawnServer';

const WRITES = 50;
const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-kill9-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = {
  LOCASUITE_DATA_DIR: dataDir,
  LOCASUITE_ENVELOPE_KEY: RELIABILITY_KEY,
  DATABASE_URL: '',
};

describe('kill -9 of the embedded database server', () => {
  console.info(
    '[reliability] kill -9 : PGlite sur disque (<dataDir>/pgdata), quelle que soit TEST_DATABASE_URL',
  );
  it('keeps every acknowledged write', async () => {
    // The account to sign in with, written before the server starts (PGlite allows one process).
    const setup = await openDatabase({ dataDir });
    await migrateToLatest(setup.db);
    await createUser(setup.db, { login: 'robuste', password: 'motdepasse1' });
    await setup.close();

    const first = await spawnServer(env);
    const tokens: string[] = [];
    for (let i = 0; i < WRITES; i++) {
      // Each sign-in is an acknowledged write: a new row in `sessions`.
      const answer = await call(first.url, '/api/v1/user_login', {
        email: 'robuste',
        password: 'motdepasse1',
      });
      expect(answer.code).toBe(0);
      tokens.push((answer.data as { id: string }).id);
    }
    await first.kill9();

    const second = await spawnServer(env);
    try {
      const lost: number[] = [];
      for (const [i, token] of tokens.entries()) {
        const me = await call(second.url, '/api/v1/get_user_by_token', { token }, token);
        if (me.code !== 0) lost.push(i);
      }
      expect(lost).toEqual([]);
    } finally {
      await second.kill9();
    }
  });
});
