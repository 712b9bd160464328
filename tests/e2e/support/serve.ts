// Starts the API server with the built web app on a fresh in-memory database with demo data, for
// the browser tests when the `locasuite` CLI is not built. Usage: node --import tsx serve.ts <port>
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, startServer } from '@locasuite/mock-api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const port = Number(process.argv[2] ?? 0);

const config = loadConfig(process.env, {
  port,
  host: '127.0.0.1',
  databaseUrl: 'memory://',
  webRoot: join(root, 'apps', 'shell', 'dist'),
});
const server = await startServer(config, { seed: true });
console.log(`LocaSuite e2e: ${server.url}`);
