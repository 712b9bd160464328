// Throughput of the user lookup (spec 1 §4 Session: every page load calls get_user_by_token):
// one indexed join on sessions/users, no scrypt, a sealed answer. Run by `npm run bench`.
// BENCH_DATABASE_URL: a dedicated, empty PostgreSQL database (it is migrated); default memory://.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCryptoJsEnvelope } from '@locasuite/core';
import { createUser, loadConfig, startServer } from '@locasuite/mock-api';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';

const KEY = 'bench-envelope-key';
const envelope = createCryptoJsEnvelope(KEY);
const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'memory://';
const config = loadConfig(
  {},
  { host: '127.0.0.1', port: 0, dataDir, databaseUrl, envelopeKey: KEY, logLevel: 'silent' },
);
const server = await startServer(config, { handleSignals: false });

try {
  await createUser(server.db, {
    login: 'bench',
    password: 'motdepasse1',
    applications: ['statistiques'],
  });
  const login = await fetch(`${server.url}/api/v1/user_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: envelope.sealSync({ email: 'bench', password: 'motdepasse1' }) }),
  });
  const token = (
    envelope.openSync(((await login.json()) as { data: string }).data) as { data: { id: string } }
  ).data.id;
  const body = JSON.stringify({ data: envelope.sealSync({ token }) });

  const result = (await autocannon({
    url: `${server.url}/api/v1/get_user_by_token`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
    connections: 10,
    duration: Number(process.env.BENCH_SECONDS ?? 5),
  })) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
  };
  console.log(`## get_user_by_token (${server.database.kind}, 10 connexions)`);
  console.log(
    '| requêtes/s (moyenne) | latence p50 (ms) | latence p99 (ms) | total | réponses non 2xx |',
  );
  console.log('|---:|---:|---:|---:|---:|');
  console.log(
    `| ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.total} | ${result.non2xx} |`,
  );
  if (result.non2xx > 0) process.exitCode = 1;
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
