// Load on a seeded server: sign in as a demo account, then 50 connections call get_user_by_token
// (real envelope, Bearer token) for 10 s on 127.0.0.1. Prints requests/s and latency p50/p99.
// Run by `npm run bench` (BENCH_SECONDS and BENCH_CONNECTIONS override the defaults).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCryptoJsEnvelope } from '@locasuite/core';
import { loadConfig, startServer } from '@locasuite/mock-api';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const KEY = 'bench-envelope-key';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const envelope = createCryptoJsEnvelope(KEY);
const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-login-load-'));
const config = loadConfig(
  {},
  {
    host: '127.0.0.1',
    port: 0,
    dataDir,
    databaseUrl: 'memory://',
    envelopeKey: KEY,
    logLevel: 'silent',
  },
);

const started = performance.now();
const server = await startServer(config, { seed: true, handleSignals: false });
const startMs = performance.now() - started;

async function call(path: string, payload: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ data: envelope.sealSync(payload) }),
  });
  const sealed = (await response.json()) as { data: string };
  return envelope.openSync(sealed.data) as { code: number; data?: unknown; message?: string };
}

try {
  const loginStart = performance.now();
  const login = await call('/api/v1/user_login', { email: 'planif', password: 'planif' });
  const loginMs = performance.now() - loginStart;
  const token = (login.data as { id?: string } | undefined)?.id;
  if (login.code !== 0 || !token)
    throw new Error(`Connexion refusée : ${login.message ?? login.code}`);
  const check = await call('/api/v1/get_user_by_token', { token }, token);
  if (check.code !== 0)
    throw new Error(`get_user_by_token a échoué : ${check.message ?? check.code}`);

  const result = (await autocannon({
    url: `${server.url}/api/v1/get_user_by_token`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: envelope.sealSync({ token }) }),
    connections: CONNECTIONS,
    duration: SECONDS,
  })) as AutocannonResult;

  console.log(
    `## Charge : get_user_by_token, ${CONNECTIONS} connexions, ${SECONDS} s (${server.database.kind}, base de démonstration)`,
  );
  console.log(
    `Démarrage avec données de démonstration : ${(startMs / 1000).toFixed(1)} s ; connexion (scrypt) : ${loginMs.toFixed(0)} ms`,
  );
  console.log(
    '| requêtes/s (moyenne) | latence p50 (ms) | latence p99 (ms) | total | non 2xx | erreurs |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.total} | ${result.non2xx} | ${result.errors + result.timeouts} |`,
  );
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
