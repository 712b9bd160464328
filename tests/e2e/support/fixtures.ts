// The browser tests' fixtures: every test file imports `test` and `expect` from here.
//
// - Each worker starts its own server on its own copy of the seeded demo database (global-setup.ts
//   prepares it once a run): no test sees what another changed, so tests never put data back and
//   run in any order, side by side.
// - `test.use({ account: 'planif' })` opens every page of the test signed in as that demo account:
//   the worker signs in once per account through the API and gives the session to each context
//   (its `storageState`). Without `account`, the browser is signed out (the sign-in form's own test).
//   A test that ends its session (logout, a refused token) signs in through the form itself
//   (`signIn`), so that the worker's session stays valid for the next tests.
// - `signedInPage(account)` opens another browser context signed in as an account (two people
//   at once).
// - Tests of one worker share its server one after the other: a test that changes what others
//   read (a shared setting) takes `test.use({ ownServer: true })`, a server of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { callApi } from './api';

export { expect } from '@playwright/test';

export type AccountName = keyof typeof ACCOUNTS;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (code ${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer on ${url} within 120 s:\n${output()}`);
}

interface ServerProcess {
  readonly url: string;
  /** The session of a demo account on this server, signed in once (through the API). */
  token(account: AccountName): Promise<string>;
  stop(): Promise<void>;
}

/** A server on a copy of the run's seeded database, in a process of its own (serve.ts start). */
async function startServerProcess(): Promise<ServerProcess> {
  const snapshots = process.env.E2E_SNAPSHOT_DIR;
  if (!snapshots) throw new Error('E2E_SNAPSHOT_DIR is not set: run through playwright.config.ts.');
  const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-e2e-server-'));
  cpSync(join(snapshots, 'files'), join(dataDir, 'files'), { recursive: true });
  const port = await freePort();
  let log = '';
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'tests', 'e2e', 'support', 'serve.ts'),
      'start',
      String(port),
      join(snapshots, 'seeded.tar'),
      dataDir,
    ],
    {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${url}/login`, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const tokens = new Map<AccountName, Promise<string>>();
  const token = (account: AccountName) => {
    let signedIn = tokens.get(account);
    if (!signedIn) {
      const { login, password } = ACCOUNTS[account];
      signedIn = callApi(url, 'user_login', { email: login, password }).then((answer) => {
        const data = answer.body.data as { id?: unknown } | undefined;
        if (answer.status !== 200 || typeof data?.id !== 'string') {
          throw new Error(`Sign-in of ${login} refused: ${answer.body.message ?? answer.status}`);
        }
        return data.id;
      });
      tokens.set(account, signedIn);
    }
    return signedIn;
  };
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, token, stop };
}

interface TestFixtures {
  /**
   * true: this test gets a server of its own (about 6 s to start), for a test that changes what
   * other tests of the worker read (a shared setting) or needs the demo data untouched.
   */
  ownServer: boolean;
  /** The test's server: the worker's, or its own with `ownServer`. */
  server: Pick<ServerProcess, 'url' | 'token'>;
  /** The demo account the test's pages are signed in as; null: signed out. */
  account: AccountName | null;
  /** A new page in a context of its own, signed in as `account` (closed after the test). */
  signedInPage: (account: AccountName) => Promise<Page>;
}

/** Where the web app keeps its session (spec 1 §4; core's TOKEN_STORAGE_KEY). */
const TOKEN_STORAGE_KEY = 'userToken';

const storageStateFor = (url: string, token: string) => ({
  cookies: [],
  origins: [{ origin: url, localStorage: [{ name: TOKEN_STORAGE_KEY, value: token }] }],
});

export const test = base.extend<TestFixtures, { workerServer: () => Promise<ServerProcess> }>({
  // Started by the worker's first test that uses it (a worker whose tests all have their own
  // server never starts one), stopped with the worker.
  workerServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      let started: Promise<ServerProcess> | undefined;
      await use(() => (started ??= startServerProcess()));
      if (started) await (await started).stop();
    },
    { scope: 'worker' },
  ],
  ownServer: [false, { option: true }],
  server: async ({ ownServer, workerServer }, use) => {
    const server = ownServer ? await startServerProcess() : await workerServer();
    // The helpers that call the API (records.ts) read the test's server from here.
    process.env.E2E_BASE_URL = server.url;
    await use(server);
    if (ownServer) await server.stop();
  },
  baseURL: async ({ server }, use) => use(server.url),
  account: [null, { option: true }],
  storageState: async ({ account, server }, use) => {
    await use(account ? storageStateFor(server.url, await server.token(account)) : undefined);
  },
  signedInPage: async ({ browser, server, contextOptions }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (account) => {
      const context = await browser.newContext({
        ...contextOptions,
        baseURL: server.url,
        storageState: storageStateFor(server.url, await server.token(account)),
      });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});
