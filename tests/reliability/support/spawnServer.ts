import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** SIGKILL, then wait for the process to be gone. */
  kill9(): Promise<void>;
  /** Sends a signal and resolves with the exit code. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
  /** Resolves with the exit code once the process has ended by itself or been stopped. */
  readonly exited: Promise<number | null>;
  /** What the process wrote on stdout so far. */
  stdout(): string;
  /** What the process wrote on stderr so far. */
  stderr(): string;
}

/** Starts `serverEntry.ts` in its own Node process (`node --import tsx`) and waits for its URL. */
export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'serverEntry.ts')], {
    cwd: join(here, '..', '..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Le serveur n'a pas démarré à temps.\n${stderr}`));
    }, 240_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /LISTENING (\S+)/.exec(stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          child,
          kill9: async () => {
            child.kill('SIGKILL');
            await exited;
          },
          stop: async (signal) => {
            child.kill(signal);
            return exited;
          },
          exited,
          stdout: () => stdout,
          stderr: () => stderr,
        });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Le serveur s'est arrêté (code ${code}).\n${stderr}`));
    });
  });
}
