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

/**
 * A server in its own process on a fresh embedded database on disk, with one user (`agent`)
 * already signed in: the load tests and benchmarks measure it from outside.
 */
export async function startAgentServer(): Promise<AgentServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-agent-server-'));
  const setup = await openDatabase({ dataDir });
  await migrateToLatest(setup.db);
  await createUser(setup.db, { login: 'agent', password: 'motdepasse1' });
  await setup.close();
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
