// A server process for the kill -9 test: configuration from the environment, prints its URL.
import { loadConfig, startServer } from '@locasuite/mock-api';

const config = loadConfig(process.env, { host: '127.0.0.1', port: 0, logLevel: 'silent' });
startServer(config).then(
  (server) => {
    process.stdout.write(`LISTENING ${server.url}\n`);
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
