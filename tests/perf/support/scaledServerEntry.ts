// A server process for the side-by-side API benchmark: the embedded database in memory, seeded at
// BENCH_SCALE, listening on PORT on 127.0.0.1 (the rest of the configuration from the
// environment: LOCASUITE_DATA_DIR, LOCASUITE_ENVELOPE_KEY).
// Prints `SEEDED <ms>` (start and seeding time) then `LISTENING <url>` on stdout.
import { loadConfig, startServer } from '@locasuite/mock-api';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const config = loadConfig(process.env, {
  host: '127.0.0.1',
  port: Number(process.env.PORT ?? 0),
  databaseUrl: 'memory://',
  logLevel: 'silent',
});
const started = performance.now();
startServer(config, { seed: { scale }, handleSignals: true }).then(
  (server) => {
    process.stdout.write(`SEEDED ${Math.round(performance.now() - started)}\n`);
    process.stdout.write(`LISTENING ${server.url}\n`);
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
