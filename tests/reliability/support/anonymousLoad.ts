import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { createNodeEnvelope } from '@locasuite/mock-api';
import { RELIABILITY_KEY, call } from './client';

/** The resident memory of a process, in MB (Linux `/proc`). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export interface AnonymousLoadResult {
  /** HTTP statuses of the anonymous 24 MB requests. */
  readonly anonymousStatuses: readonly number[];
  /** Latencies (ms) of the signed-in call made while the load ran, sorted. */
  readonly latencies: readonly number[];
  readonly p50: number;
  readonly p99: number;
  readonly baselineMb: number;
  readonly peakMb: number;
  readonly seconds: number;
}

/**
 * The attacker, on a thread of its own (another machine in real life): the signed-in calls timed
 * here do not wait behind the uploads on the test's own event loop.
 */
const ATTACKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, body, bodies, parallel } = workerData;
const statuses = [];
let next = 0;
async function worker() {
  while (next < bodies) {
    next++;
    const response = await fetch(url + '/api/v1/get_clients', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
}
Promise.all(Array.from({ length: parallel }, worker)).then(
  () => parentPort.postMessage(statuses),
  (error) => parentPort.postMessage({ error: String(error) }),
);
`;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Issue 9 §4's load: `bodies` unauthenticated requests of 24 MB with a valid ciphertext,
 * `parallel` at a time, on a call that needs a session; meanwhile a signed-in user calls
 * `get_agency_soft` one call after another (at least `samples` times) and the server's resident
 * memory is read every 25 ms.
 */
export async function runAnonymousLoad(
  url: string,
  pid: number,
  token: string,
  { bodies = 16, parallel = 8, samples = 100 } = {},
): Promise<AnonymousLoadResult> {
  const envelope = createNodeEnvelope(RELIABILITY_KEY);
  // A valid ciphertext of ~24 MB: what the attacker sent.
  const body = JSON.stringify({ data: envelope.sealSync({ filler: 'x'.repeat(17_500_000) }) });
  const baselineMb = residentMb(pid);
  let peakMb = baselineMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(pid));
  }, 25);

  const started = performance.now();
  let done = false;
  const attacker = new Worker(ATTACKER, {
    eval: true,
    workerData: { url, body, bodies, parallel },
  });
  const load = new Promise<number[]>((resolve, reject) => {
    attacker.once('message', (message: number[] | { error: string }) => {
      done = true;
      if (Array.isArray(message)) resolve(message);
      else reject(new Error(message.error));
    });
    attacker.once('error', reject);
  });

  const latencies: number[] = [];
  while (!done || latencies.length < samples) {
    const t0 = performance.now();
    const answer = await call(url, '/api/v1/get_agency_soft', {}, token);
    latencies.push(performance.now() - t0);
    if (answer.code !== 0) throw new Error(`get_agency_soft a échoué : ${answer.message}`);
  }
  const anonymousStatuses = await load;
  await attacker.terminate();
  clearInterval(sampler);
  peakMb = Math.max(peakMb, residentMb(pid));
  latencies.sort((a, b) => a - b);
  return {
    anonymousStatuses,
    latencies,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    baselineMb,
    peakMb,
    seconds: (performance.now() - started) / 1000,
  };
}
