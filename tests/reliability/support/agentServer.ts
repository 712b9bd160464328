import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, migrateToLatest, openDatabase } from '@locasuite/mock-api';
import { RELIABILITY_KEY, call } from './client';
import { spawnServer } from './spawnServer';
import type { ServerProcess } from './spawnServer';

export interface AgentServer {
  readonly server: ServerProcess;
  /** The session token of the one user, `agent`, signed in. */
  readonly token: string;
  /** Kills the server (SIGKILL) and removes its data directory. */
  stop(): Promise<void>;
}

/** A new data directory, migrated here, with the one user `agent` (for the benchmarks). */
async function migratedDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-agent-server-'));
  const setup = await openDatabase({ dataDir });
  await migrateToLatest(setup.db);
  await createUser(setup.db, { login: 'agent', password: 'motdepasse1' });
  await setup.close();
  return dataDir;
}

/**
 * A server in its own process on a fresh embedded database on disk, with one user (`agent`)
 * already signed in: the load tests and benchmarks measure it from outside. A test passes a data
 * directory made from the run's snapshot (`dataDirWithAccount(…, 'agent')`); a benchmark, run
 * outside Vitest, has one migrated here.
 */
export async function startAgentServer(prepared?: string): Promise<AgentServer> {
  const dataDir = prepared ?? (await migratedDataDir());
  const server = await spawnServer({
    LOCASUITE_DATA_DIR: dataDir,
    LOCASUITE_ENVELOPE_KEY: RELIABILITY_KEY,
    DATABASE_URL: '',
  });
  const stop = async () => {
    await server.kill9();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const login = await call(server.url, '/api/v1/user_login', {
      email: 'agent',
      password: 'motdepasse1',
    });
    return { server, token: (login.data as { id: string }).id, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
