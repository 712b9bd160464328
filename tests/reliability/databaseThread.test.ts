import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { RELIABILITY_KEY, call } from './support/client';
import { dataDirWithAccount as newDataDir } from './support/dataDir';
import { spawnServer, type ServerProcess } from './support/spawnServer';

// The embedded database's thread stopped under a running server, as a crash of PGlite's
// WebAssembly would stop it (SIGUSR2 to `support/serverEntry.ts`, a test hook).

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A data directory with one account, `robuste`, written before the server starts. */
async function dataDirWithAccount(): Promise<string> {
  const dataDir = await newDataDir('db-thread', 'robuste');
  dirs.push(dataDir);
  return dataDir;
}

const envOf = (dataDir: string, extra: Record<string, string> = {}) => ({
  LOCASUITE_DATA_DIR: dataDir,
  LOCASUITE_ENVELOPE_KEY: RELIABILITY_KEY,
  DATABASE_URL: '',
  ...extra,
});

const signIn = (server: ServerProcess) =>
  call(server.url, '/api/v1/user_login', { email: 'robuste', password: 'motdepasse1' });

/** The tokens among `tokens` whose session the server does not find. */
async function lostSessions(server: ServerProcess, tokens: readonly string[]): Promise<string[]> {
  const lost: string[] = [];
  for (const token of tokens) {
    const me = await call(server.url, '/api/v1/get_user_by_token', { token }, token);
    if (me.code !== 0) lost.push(token);
  }
  return lost;
}

describe('the embedded database thread stopping under the server', () => {
  console.info(
    '[reliability] thread de la base : PGlite sur disque, quelle que soit TEST_DATABASE_URL',
  );

  it('keeps every write acknowledged before its thread stopped, and goes on in a new thread', async () => {
    const dataDir = await dataDirWithAccount();
    const first = await spawnServer(envOf(dataDir));
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    try {
      // Four writers sign in again and again (each sign-in is a new row in `sessions`); the
      // thread is stopped after the tenth acknowledged write, while others are under way.
      let stopped = false;
      let attempts = 0;
      const writer = async () => {
        while (attempts < 40) {
          attempts += 1;
          const answer = await signIn(first);
          statuses.add(answer.code);
          if (answer.code === 0) acknowledged.push((answer.data as { id: string }).id);
          if (!stopped && acknowledged.length >= 10) {
            stopped = true;
            first.child.kill('SIGUSR2');
          }
        }
      };
      await Promise.all([writer(), writer(), writer(), writer()]);
      // Answered, or refused 503 « recommencez-la » while the thread was replaced: never a 500.
      expect([...statuses].filter((code) => code !== 0 && code !== 503)).toEqual([]);
      expect(stopped).toBe(true);
      expect(first.stdout()).toContain('DATABASE THREAD 2');
      // The new thread answers, and finds every acknowledged write.
      expect((await signIn(first)).code).toBe(0);
      expect(acknowledged.length).toBeGreaterThan(10);
      expect(await lostSessions(first, acknowledged)).toEqual([]);
    } finally {
      await first.kill9();
    }
    // And so does the next process on the same files.
    const second = await spawnServer(envOf(dataDir));
    try {
      expect(await lostSessions(second, acknowledged)).toEqual([]);
    } finally {
      await second.kill9();
    }
  });

  it('exits non-zero with a fatal line when the new threads keep stopping, for a supervisor to restart it', async () => {
    const dataDir = await dataDirWithAccount();
    const server = await spawnServer(envOf(dataDir, { RELIABILITY_DB_RESTARTS_FAIL: '1' }));
    try {
      expect((await signIn(server)).code).toBe(0);
      server.child.kill('SIGUSR2');
      expect(await server.exited).toBe(1);
      // startServer's DATABASE_LOST_FATAL.
      expect(server.stderr()).toMatch(
        /^Erreur fatale : la base de données embarquée ne répond plus .* Fatal: /m,
      );
      // The first thread and the three new ones it was given.
      expect(server.stdout()).toContain('DATABASE THREAD 4');
      expect(server.stdout()).not.toContain('DATABASE THREAD 5');
    } finally {
      await server.kill9();
    }
  });
});
