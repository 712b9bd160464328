// A server process for the reliability tests: configuration from the environment, prints its URL.
import type { Worker } from 'node:worker_threads';
import { loadConfig, startServer } from '@locasuite/mock-api';

const config = loadConfig(process.env, { host: '127.0.0.1', port: 0, logLevel: 'silent' });

// Test hooks (never in a real server): SIGUSR2 stops the embedded database's thread as a crash
// of PGlite's WebAssembly would; with RELIABILITY_DB_RESTARTS_FAIL=1 every new thread stops too,
// as it opens the database. Each thread started is printed (`DATABASE THREAD n`).
const threads: Worker[] = [];
const restartsFail = process.env.RELIABILITY_DB_RESTARTS_FAIL === '1';
process.on('SIGUSR2', () => void threads.at(-1)?.terminate());

startServer(config, {
  onDatabaseThread: (thread) => {
    threads.push(thread);
    process.stdout.write(`DATABASE THREAD ${threads.length}\n`);
    if (restartsFail && threads.length > 1) void thread.terminate();
  },
}).then(
  (server) => {
    process.stdout.write(`LISTENING ${server.url}\n`);
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
