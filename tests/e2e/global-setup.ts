import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

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
  const deadline = Date.now() + 90_000;
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
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer on ${url} within 90 s:\n${output()}`);
}

/**
 * Starts the server on a free port with an in-memory database and demo data, serving the built web
 * app (apps/shell/dist), and hands its URL to the tests through E2E_BASE_URL.
 */
export default async function globalSetup() {
  if (!existsSync(join(root, 'apps', 'shell', 'dist', 'index.html'))) {
    throw new Error(
      'The web app is not built: run `npm run build` (or `npx vite build` in apps/shell).',
    );
  }
  const port = await freePort();
  const cli = join(root, 'cli', 'bin', 'locasuite.mjs');
  const useCli = existsSync(cli) && existsSync(join(root, 'cli', 'dist', 'index.js'));
  const args = useCli
    ? [cli, 'serve', '--db', 'memory', '--host', '127.0.0.1', '--port', String(port)]
    : ['--import', 'tsx', join(root, 'tests', 'e2e', 'support', 'serve.ts'), String(port)];
  let log = '';
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${url}/login`, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  process.env.E2E_BASE_URL = url;
  process.env.E2E_SERVER = useCli ? 'locasuite serve' : 'startServer';

  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
}
