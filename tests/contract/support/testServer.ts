import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findCallByPath } from '@locasuite/core';
import {
  createNodeEnvelope,
  createUser,
  loadConfig,
  startServer,
  type CreateUserInput,
  type RunningServer,
  type StartOptions,
} from '@locasuite/mock-api';
import { testSnapshot } from '@locasuite/mock-api/testing';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export const ENVELOPE_KEY = 'contract-test-envelope-key';

/**
 * The tests' envelope: the server's own (node:crypto), byte for byte the format the browser's
 * WebCrypto and crypto-js envelopes write (core's envelope tests), and a few times cheaper than
 * crypto-js over the hundreds of calls of a file. `apiClient.test.ts` drives core's client with
 * the crypto-js envelope against the server.
 */
export const testEnvelope = createNodeEnvelope(ENVELOPE_KEY);

export interface Answer {
  readonly status: number;
  readonly code: number;
  readonly data?: unknown;
  readonly message?: string;
}

export interface TestServer {
  readonly server: RunningServer;
  readonly url: string;
  readonly database: TestDatabase;
  readonly dataDir: string;
  /** POSTs a sealed payload to a path and opens the sealed answer. */
  call(path: string, payload?: unknown, token?: string | null): Promise<Answer>;
  /** POSTs any body as is; the answer is still opened. */
  raw(path: string, body: string, headers?: Record<string, string>): Promise<Answer>;
  signIn(login: string, password: string): Promise<string>;
  addUser(input: CreateUserInput): Promise<void>;
  close(): Promise<void>;
}

async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  const body = JSON.parse(text) as { data?: unknown };
  if (typeof body.data !== 'string')
    throw new Error(`Réponse non chiffrée (${response.status}) : ${text}`);
  const opened = testEnvelope.openSync(body.data) as {
    code: number;
    data?: unknown;
    message?: string;
  };
  return { status: response.status, ...opened };
}

/** Starts the real server on 127.0.0.1, port 0, on a fresh database and a temporary data directory. */
export async function startTestServer(
  options: StartOptions = {},
  env: Record<string, string> = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-contract-'));
  const config = loadConfig(env, {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: database.url,
    dataDir,
    envelopeKey: ENVELOPE_KEY,
    logLevel: 'silent',
    webRoot: join(dataDir, 'no-web-app'),
  });
  // On the embedded database, start from the run's migrated (or seeded) snapshot: the server
  // then finds nothing to migrate and, seeded, nothing to seed.
  const snapshot =
    database.label === 'pglite' && (options.seed === true || options.seed === undefined)
      ? testSnapshot(options.seed === true ? 'seeded' : 'migrated')
      : undefined;
  const server = await startServer(config, {
    handleSignals: false,
    ...options,
    ...(snapshot ? { databaseSnapshot: snapshot } : {}),
  });

  async function raw(path: string, body: string, headers: Record<string, string> = {}) {
    const response = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return readAnswer(response);
  }

  async function call(path: string, payload: unknown = {}, token?: string | null) {
    if (!findCallByPath(path) && !path.includes('inconnu')) {
      // Keep tests honest: a typo in a path would otherwise look like a 404 test.
      throw new Error(`Chemin absent du catalogue : ${path}`);
    }
    return raw(
      path,
      JSON.stringify({ data: testEnvelope.sealSync(payload) }),
      token ? { authorization: `Bearer ${token}` } : {},
    );
  }

  return {
    server,
    url: server.url,
    database,
    dataDir,
    call,
    raw,
    async signIn(login, password) {
      const answer = await call('/api/v1/user_login', { email: login, password });
      if (answer.code !== 0) throw new Error(`Connexion refusée pour ${login} : ${answer.message}`);
      return (answer.data as { id: string }).id;
    },
    async addUser(input) {
      await createUser(server.db, input);
    },
    async close() {
      await server.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
