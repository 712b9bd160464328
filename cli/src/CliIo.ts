import type { DatabaseSnapshot } from '@locasuite/mock-api';

/** Where a command writes and what it reads: the process by default, captured in tests. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  /** Stops `serve` when aborted (tests); `serve` also stops on SIGINT/SIGTERM. */
  signal?: AbortSignal | undefined;
  /**
   * Tests: `serve` starts its embedded database from this dumped data directory (a clone of the
   * test run's migrated database) instead of an empty one.
   */
  databaseSnapshot?: DatabaseSnapshot | undefined;
}

/** The process's standard streams and environment. */
export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    env: process.env,
  };
}
