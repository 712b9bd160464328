// Issue 9 §4: 16 unauthenticated 24 MB bodies with a valid ciphertext, 8 at a time, on a call that
// needs a session, against a server in its own process (embedded database on disk); meanwhile a
// signed-in person calls get_agency_soft again and again. Prints the server's memory (before and
// at its peak) and that call's latency p50/p99. Target: memory under 600 MB, p99 under 100 ms.
import { startAgentServer } from '../reliability/support/agentServer';
import { runAnonymousLoad } from '../reliability/support/anonymousLoad';
import { call } from '../reliability/support/client';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const { server, token, stop } = await startAgentServer();
try {
  const quiet: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await call(server.url, '/api/v1/get_agency_soft', {}, token);
    quiet.push(performance.now() - t0);
  }
  quiet.sort((a, b) => a - b);
  console.log('## Corps anonymes de 24 Mo (16, 8 à la fois) pendant qu’une personne travaille');
  console.log(
    `Sans charge : get_agency_soft p50 ${quiet[99]!.toFixed(1)} ms, p99 ${quiet[197]!.toFixed(1)} ms (200 appels).`,
  );
  console.log(
    '| essai | durée (s) | mémoire avant (Mo) | mémoire au plus (Mo) | p50 (ms) | p99 (ms) | appels | réponses anonymes |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---|');
  for (let run = 1; run <= RUNS; run++) {
    const r = await runAnonymousLoad(server.url, server.child.pid!, token, { samples: 200 });
    const statuses = [...new Set(r.anonymousStatuses)].join(', ');
    console.log(
      `| ${run} | ${r.seconds.toFixed(1)} | ${r.baselineMb.toFixed(0)} | ${r.peakMb.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.latencies.length} | ${statuses} |`,
    );
  }
} finally {
  await stop();
}
