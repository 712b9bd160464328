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

interface WorkerServer {
  readonly url: string;
  /** The session of a demo account on this server, signed in once (through the API). */
  token(account: AccountName): Promise<string>;
}

interface TestFixtures {
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

export const test = base.extend<TestFixtures, { server: WorkerServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const snapshots = process.env.E2E_SNAPSHOT_DIR;
      if (!snapshots)
        throw new Error('E2E_SNAPSHOT_DIR is not set: run through playwright.config.ts.');
      const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-e2e-worker-'));
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
        throw error;
      }
      // The helpers that call the API (records.ts) read the worker's server from here.
      process.env.E2E_BASE_URL = url;
      const tokens = new Map<AccountName, Promise<string>>();
      const token = (account: AccountName) => {
        let signedIn = tokens.get(account);
        if (!signedIn) {
          const { login, password } = ACCOUNTS[account];
          signedIn = callApi(url, 'user_login', { email: login, password }).then((answer) => {
            const data = answer.body.data as { id?: unknown } | undefined;
            if (answer.status !== 200 || typeof data?.id !== 'string') {
              throw new Error(
                `Sign-in of ${login} refused: ${answer.body.message ?? answer.status}`,
              );
            }
            return data.id;
          });
          tokens.set(account, signedIn);
        }
        return signedIn;
      };
      await use({ url, token });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true },
  ],
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
