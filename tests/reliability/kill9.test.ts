import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { RELIABILITY_KEY, call } from './support/client';
import { dataDirWithAccount } from './support/dataDir';
import { spawnServer } from './support/spawnServer';

const WRITES = 50;
let dataDir = '';
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 of the embedded database server', () => {
  console.info(
    '[reliability] kill -9 : PGlite sur disque (<dataDir>/pgdata), quelle que soit TEST_DATABASE_URL',
  );
  it('keeps every acknowledged write', async () => {
    // The account to sign in with, written before the server starts (PGlite allows one process).
    dataDir = await dataDirWithAccount('kill9', 'robuste');
    const env = {
      LOCASUITE_DATA_DIR: dataDir,
      LOCASUITE_ENVELOPE_KEY: RELIABILITY_KEY,
      DATABASE_URL: '',
    };

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
