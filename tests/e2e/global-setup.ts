import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Seeds one database with the demo data (and its photo files) and dumps it to a folder whose path
 * goes to the workers through E2E_SNAPSHOT_DIR: each worker then starts its own server on its own
 * copy (support/fixtures.ts). Removed at the end of the run.
 */
export default async function globalSetup() {
  if (!existsSync(join(root, 'apps', 'shell', 'dist', 'index.html'))) {
    throw new Error(
      'The web app is not built: run `npm run build` (or `npx vite build` in apps/shell).',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'locasuite-e2e-'));
  let log = '';
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'tests', 'e2e', 'support', 'serve.ts'), 'prepare', dir],
      { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('exit', resolve);
  });
  if (code !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The demo database could not be prepared (code ${code}):\n${log}`);
  }
  process.env.E2E_SNAPSHOT_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
