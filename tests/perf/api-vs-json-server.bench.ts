// Issue 10 (Bench): our API against json-server 0.17.4 on the very same records, side by side.
// Our server runs in a process of its own (embedded database in memory, seeded at BENCH_SCALE, 42 by
// default: 50,400 rental lines, 13,000 fleet items); its rental lines are exported THROUGH the API
// (signed in as `planif`, real envelope: `get_events` in 30-day windows, deduplicated by
// CLD_ID_CONTRAT_LOC_DATA) into a db.json that json-server serves from another process. Then, one
// after the other, with autocannon on 127.0.0.1:
//   (a) the one-week `get_events` read at 50 connections, and json-server's range GET;
//   (b) a single-record write at 10 connections: `set_livraison_retour_comment` on one delivered
//       line, and json-server's PATCH of that record;
//   (c) `get_user_by_token` at 10 connections alone, then while (a)'s read runs again at 50 (for
//       json-server: GET of one record while its range GET runs); this small call is sent by 10
//       loops of fetch that wait for every answer, so that a call stuck behind the big read counts;
//   (d) the same small call while 4 loops read weeks no kept answer can serve (each another window),
//       so that the database works on every read.
// After each load, the bench waits until that server is idle again (see `drain`).
// Prints one table (requests/s, p50, p99, errors, ratio, the goals of issue 10) and appends it with
// the machine and the date to bench/results.md. Run by `npm run bench -- api-vs-json-server`.
// BENCH_SCALE, BENCH_SECONDS (10) and BENCH_PORT (4810: our server on +1, json-server on +2).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as pause } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { KEY, call, openAnswer, root, sealedBody } from './support/benchServer';

interface AutocannonResult {
  /** `total`: requests answered; `sent`: requests sent. */
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  /** Every error, timeouts included. */
  errors: number;
  timeouts: number;
}
interface Load {
  /** The server process the load is sent to (to wait until it is idle again). */
  readonly pid: number;
  readonly url: string;
  readonly method: 'GET' | 'POST' | 'PATCH';
  readonly connections: number;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** Closed loops only: bodies sent in turn, each once, then `body` (reads that miss the cache). */
  readonly bodies?: readonly string[];
}
type Rental = Record<string, unknown> & { CLD_ID_CONTRAT_LOC_DATA: number };

const SCALE = Number(process.env.BENCH_SCALE ?? 42);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4810);
const DAY = 86_400_000;
const EXPORT_WINDOW_DAYS = 30;
const here = dirname(fileURLToPath(import.meta.url));
const jsonServerBin = createRequire(import.meta.url).resolve('json-server/lib/cli/bin.js');

const startedAt = new Date();
const loadAtStart = loadavg();
const workDir = mkdtempSync(join(tmpdir(), 'locasuite-api-vs-json-server-'));
const children: ChildProcess[] = [];

/** Kills both servers and removes the temporary directory (also on exit and on Ctrl+C). */
function cleanUp() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  rmSync(workDir, { recursive: true, force: true });
}
process.once('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** Starts a Node process; `exited` rejects with its stderr if it stops while we use it. */
function startChild(args: string[], env: Record<string, string>, cwd: string) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(
        new Error(`Processus arrêté (${signal ?? `code ${code}`}) : ${args.join(' ')}\n${stderr}`),
      ),
    ),
  );
  exited.catch(() => {});
  return { child, exited };
}

/** Our server, seeded at SCALE: resolves when it prints its URL. */
async function startOurServer() {
  const { child, exited } = startChild(
    ['--import', 'tsx', join(here, 'support', 'scaledServerEntry.ts')],
    {
      BENCH_SCALE: String(SCALE),
      PORT: String(PORT + 1),
      LOCASUITE_DATA_DIR: join(workDir, 'data'),
      LOCASUITE_ENVELOPE_KEY: KEY,
      DATABASE_URL: '',
    },
    join(here, '..'),
  );
  const listening = new Promise<{ url: string; seedMs: number; pid: number }>((resolve) => {
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /LISTENING (\S+)/.exec(stdout)?.[1];
      const seedMs = /SEEDED (\d+)/.exec(stdout)?.[1];
      if (url && seedMs) resolve({ url, seedMs: Number(seedMs), pid: child.pid ?? 0 });
    });
  });
  return Promise.race([listening, exited]);
}

/** json-server 0.17.4 on `dbPath` (its own CLI, in its own process): resolves once it answers. */
async function startJsonServer(dbPath: string) {
  const url = `http://127.0.0.1:${PORT + 2}`;
  const { child, exited } = startChild(
    [
      jsonServerBin,
      '--quiet',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT + 2),
      '--id',
      'CLD_ID_CONTRAT_LOC_DATA',
      dbPath,
    ],
    {},
    workDir,
  );
  const answering = (async () => {
    // Stops asking once the process is gone (`exited` then rejects with its output).
    while (child.exitCode === null && child.signalCode === null) {
      try {
        if ((await fetch(`${url}/events?_limit=1`)).ok) return { url, pid: child.pid ?? 0 };
      } catch {
        // Not listening yet: it is still reading db.json.
      }
      await pause(100);
    }
    return { url, pid: 0 };
  })();
  return Promise.race([answering, exited]);
}

/** What one load measured, on either server. */
interface Measured {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly answered: number;
  readonly sent: number;
  /** Errors other than timeouts. */
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
  /** How long after the load's end one more request was answered (the backlog it left). */
  readonly drainMs: number;
}

const ms = (n: number) => `${Math.round(n)} ms`;
const faults = (r: Measured) => `${r.errors} + ${r.timeouts} + ${r.non2xx}`;
const clean = (r: Measured) => r.errors === 0 && r.timeouts === 0 && r.non2xx === 0;

function report(label: string, r: Measured) {
  console.log(
    `  ${label} : ${r.rps.toFixed(1)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.answered} réponses sur ${r.sent} requêtes, erreurs + délais + non-2xx ${faults(r)} ; serveur de nouveau libre et une requête de plus répondue ${ms(r.drainMs)} après la fin`,
  );
  return r;
}

/** CPU seconds a process has used (Linux /proc), or undefined where it cannot be read. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * After a load, waits until the server is done with what the load left: neither server stops
 * working on a request whose client gave up (autocannon's timeouts, which it sends again on a new
 * connection), and a request on a connection already open can be answered before that backlog,
 * so: until the process uses under 10 % of a core over half a second, then one more request of
 * the same kind on a new connection. Resolves to the delay from the load's end to that answer.
 */
async function drain(load: Load) {
  const t0 = performance.now();
  for (;;) {
    const before = cpuSeconds(load.pid);
    if (before === undefined) break;
    await pause(500);
    if ((cpuSeconds(load.pid) ?? before) - before < 0.05) break;
  }
  await new Promise<void>((resolve, reject) => {
    const body = load.body ?? '';
    request(load.url, {
      method: load.method,
      agent: false,
      headers: { ...load.headers, 'content-length': Buffer.byteLength(body) },
    })
      .on('response', (response) => response.resume().on('end', resolve))
      .on('error', reject)
      .end(body);
  });
  return performance.now() - t0;
}

/** One load with autocannon for SECONDS (its latencies count the requests answered in time). */
async function run(label: string, load: Load): Promise<Measured> {
  const { pid: _pid, ...options } = load;
  const r = (await autocannon({ ...options, duration: SECONDS })) as AutocannonResult;
  return report(label, {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    answered: r.requests.total,
    sent: r.requests.sent,
    errors: r.errors - r.timeouts,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    drainMs: await drain(load),
  });
}

/**
 * The closed loops of `closedLoop`, in a thread of their own: in the bench's main thread they
 * would wait behind autocannon parsing the big read's answers (hundreds of megabytes a second),
 * and time that wait as the server's. Plain JavaScript (a worker evaluates it as it is).
 */
const CLOSED_LOOP_WORKER = `
const { parentPort, workerData: load } = require('node:worker_threads');
(async () => {
  const latencies = [];
  let sent = 0, errors = 0, non2xx = 0;
  const started = performance.now();
  const stopAt = started + load.seconds * 1000;
  let next = 0;
  await Promise.all(Array.from({ length: load.connections }, async () => {
    while (performance.now() < stopAt) {
      const body = load.bodies && next < load.bodies.length ? load.bodies[next++] : load.body;
      const t0 = performance.now();
      sent++;
      try {
        const response = await fetch(load.url, { method: load.method, headers: load.headers, body });
        await response.text();
        if (response.status >= 300) non2xx++;
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  }));
  parentPort.postMessage({ latencies, sent, errors, non2xx, elapsed: (performance.now() - started) / 1000 });
})();
`;

/**
 * The small call of (c): `connections` loops that each send the request again as soon as it is
 * answered, for SECONDS, then wait for their last answer. Every request counts with its whole
 * latency, including those answered after the SECONDS: autocannon drops the requests still
 * waiting when it stops, so a server frozen behind the big read would show a good p99 over the
 * few it answered. The loops run in a worker thread (CLOSED_LOOP_WORKER).
 */
async function closedLoop(label: string, load: Load): Promise<Measured> {
  const { pid: _pid, ...request } = load;
  const worker = new Worker(CLOSED_LOOP_WORKER, {
    eval: true,
    workerData: { ...request, seconds: SECONDS },
  });
  const result = await new Promise<{
    latencies: number[];
    sent: number;
    errors: number;
    non2xx: number;
    elapsed: number;
  }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const sorted = result.latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return report(label, {
    rps: sorted.length / result.elapsed,
    p50: at(0.5) ?? NaN,
    p99: at(0.99) ?? NaN,
    answered: sorted.length,
    sent: result.sent,
    errors: result.errors,
    timeouts: 0,
    non2xx: result.non2xx,
    drainMs: await drain(load),
  });
}

const yesNo = (met: boolean) => (met ? '**oui**' : '**non**');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} Mo`;

try {
  console.log(`## Notre API contre json-server 0.17.4 (échelle ${SCALE}, ${SECONDS} s par charge)`);
  const seedStart = performance.now();
  const ours = await startOurServer();
  console.log(
    `Notre serveur (processus à part, base embarquée en mémoire) : démarré et rempli à l’échelle ${SCALE} en ${(ours.seedMs / 1000).toFixed(1)} s (${((performance.now() - seedStart) / 1000).toFixed(1)} s avec le lancement du processus).`,
  );

  const token = (
    (await call(ours, '/api/v1/user_login', {
      email: 'planif',
      password: 'planif',
    })) as unknown as {
      id: string;
    }
  ).id;
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const today = Math.floor(Date.now() / DAY) * DAY;

  // Export through the API: the seed spans about 6 months back and 3 ahead; a wider reach is free.
  const exportStart = performance.now();
  const rentals = new Map<number, Rental>();
  let exportCalls = 0;
  for (let from = today - 240 * DAY; from < today + 150 * DAY; from += EXPORT_WINDOW_DAYS * DAY) {
    const answer = await call(
      ours,
      '/api/planningDisponibilite/v1/get_events',
      {
        start: from,
        end: from + EXPORT_WINDOW_DAYS * DAY,
      },
      token,
    );
    exportCalls++;
    for (const { fieldData } of answer.data) {
      const rental = fieldData as Rental;
      rentals.set(rental.CLD_ID_CONTRAT_LOC_DATA, rental);
    }
  }
  const records = [...rentals.values()].sort(
    (a, b) => a.CLD_ID_CONTRAT_LOC_DATA - b.CLD_ID_CONTRAT_LOC_DATA,
  );
  const dbPath = join(workDir, 'db.json');
  const dbJson = JSON.stringify({ events: records });
  writeFileSync(dbPath, dbJson);
  console.log(
    `Export par get_events (${exportCalls} fenêtres de ${EXPORT_WINDOW_DAYS} jours, dédoublonnées) : ${records.length} lignes de location (le seed en écrit ${Math.round(1200 * SCALE)}), db.json de ${mb(dbJson.length)}, en ${((performance.now() - exportStart) / 1000).toFixed(1)} s.`,
  );
  const { url: jsonServer, pid: jsonServerPid } = await startJsonServer(dbPath);

  // The week read, and the counts of both sides.
  const week = { start: today, end: today + 7 * DAY };
  const readPath = '/api/planningDisponibilite/v1/get_events';
  const ourWeek = await fetch(`${ours.url}${readPath}`, {
    method: 'POST',
    headers: auth,
    body: sealedBody(week),
  });
  const ourWeekBody = await ourWeek.text();
  const ourWeekAnswer = openAnswer(ourWeekBody) as { code: number; data: { data: unknown[] } };
  if (ourWeekAnswer.code !== 0) throw new Error(`get_events : code ${ourWeekAnswer.code}`);
  // json-server filters fields with _gte/_lte only, without the delivery legs of our window rule
  // ((delivery start ?? start) < end and (delivery end ?? end) > start): departure ≤ end − 1 ms and
  // return ≥ start + 1 ms, on whole milliseconds the same as our strict bounds on the rental dates.
  const rangeUrl = `${jsonServer}/events?CLD_DATE_DEPART_TIMESTAMP_lte=${week.end - 1}&CLD_DATE_RETOUR_TIMESTAMP_gte=${week.start + 1}`;
  const theirWeekBody = await (await fetch(rangeUrl)).text();
  const theirWeek = (JSON.parse(theirWeekBody) as unknown[]).length;
  const byRentalDates = records.filter(
    (r) =>
      Number(r.CLD_DATE_DEPART_TIMESTAMP) < week.end &&
      Number(r.CLD_DATE_RETOUR_TIMESTAMP) > week.start,
  ).length;
  console.log(
    `Semaine du ${new Date(week.start).toISOString().slice(0, 10)} : get_events ${ourWeekAnswer.data.data.length} lignes (${mb(ourWeekBody.length)} scellés) ; json-server (plage sur départ/retour) ${theirWeek} lignes (${mb(theirWeekBody.length)}) ; dans l’export, ${byRentalDates} lignes par les seules dates de location.`,
  );

  // (a) The week read.
  const ourRead: Load = {
    pid: ours.pid,
    url: `${ours.url}${readPath}`,
    method: 'POST',
    headers: auth,
    body: sealedBody(week),
    connections: 50,
  };
  const theirRead: Load = { pid: jsonServerPid, url: rangeUrl, method: 'GET', connections: 50 };
  console.log('(a) lecture d’une semaine, 50 connexions…');
  const readUs = await run('nous', ourRead);
  const readThem = await run('json-server', theirRead);
  // (a′) The same read as each side's own client gets it compressed: our web client asks for the
  // gzipped envelope (x-envelope-encoding), a browser asks json-server for gzip (its compression
  // middleware answers Content-Encoding: gzip).
  const ourReadGzip: Load = { ...ourRead, headers: { ...auth, 'x-envelope-encoding': 'gzip' } };
  const theirReadGzip: Load = { ...theirRead, headers: { 'accept-encoding': 'gzip' } };
  const gzipCheck = await fetch(rangeUrl, { headers: { 'accept-encoding': 'gzip' } });
  await gzipCheck.arrayBuffer();
  console.log(
    `(a′) la même lecture compressée, 50 connexions (json-server répond Content-Encoding : ${gzipCheck.headers.get('content-encoding') ?? 'aucun'})…`,
  );
  const readGzipUs = await run('nous, gzip', ourReadGzip);
  const readGzipThem = await run('json-server, gzip', theirReadGzip);

  // (b) One record written again and again: a delivered line's return comment.
  const delivered = records.find((r) => r.CLD_DATE_LIVRAISON_RETOUR !== '');
  if (!delivered) throw new Error('Aucune ligne livrée dans l’export.');
  const id = delivered.CLD_ID_CONTRAT_LOC_DATA;
  const comment = 'Reprise faite, matériel propre';
  const writePath = '/api/planningLivraison/v1/set_livraison_retour_comment';
  const writeAlone = performance.now();
  await call(ours, writePath, { idEnregistrement: id, data: comment }, token);
  const writeAloneMs = performance.now() - writeAlone;
  const ourWrite: Load = {
    pid: ours.pid,
    url: `${ours.url}${writePath}`,
    method: 'POST',
    headers: auth,
    body: sealedBody({ idEnregistrement: id, data: comment }),
    connections: 10,
  };
  const theirWrite: Load = {
    pid: jsonServerPid,
    url: `${jsonServer}/events/${id}`,
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ CLD_COMMENTAIRE_LIVRAISON_RETOUR: comment }),
    connections: 10,
  };
  const patched = await fetch(theirWrite.url, {
    method: 'PATCH',
    headers: theirWrite.headers,
    body: theirWrite.body,
  });
  if (!patched.ok) throw new Error(`json-server PATCH : HTTP ${patched.status}`);
  console.log(
    `(b) écriture d’un enregistrement (ligne ${id}, seule : ${ms(writeAloneMs)}), 10 connexions…`,
  );
  const writeUs = await run('nous', ourWrite);
  const writeThem = await run('json-server', theirWrite);

  // (c) A small signed-in call while the big read runs.
  await call(ours, '/api/v1/get_user_by_token', { token }, token);
  const ourSmall: Load = {
    pid: ours.pid,
    url: `${ours.url}/api/v1/get_user_by_token`,
    method: 'POST',
    headers: auth,
    body: sealedBody({ token }),
    connections: 10,
  };
  const theirSmall: Load = {
    pid: jsonServerPid,
    url: `${jsonServer}/events/${id}`,
    method: 'GET',
    connections: 10,
  };
  console.log('(c) get_user_by_token à 10 connexions, seul puis pendant la lecture à 50…');
  const smallQuiet = await closedLoop('nous, get_user_by_token seul', ourSmall);
  const [smallUs, readUsAgain] = await Promise.all([
    closedLoop('nous, get_user_by_token', ourSmall),
    run('nous, lecture', ourRead),
  ]);
  const [smallThem, readThemAgain] = await Promise.all([
    closedLoop('json-server, un enregistrement', theirSmall),
    run('json-server, lecture', theirRead),
  ]);

  // (d) The same small call while reads that no kept answer can serve run: each read asks another
  // week (a window shifted by 3 hours, all within the seeded months), so the database builds every
  // answer while the small call waits (if it waits). json-server keeps nothing: its (c) is this case.
  const HOUR = DAY / 24;
  const missWeeks = Array.from({ length: 2000 }, (_, k) => {
    const start = today - 180 * DAY + k * 3 * HOUR;
    return sealedBody({ start, end: start + 7 * DAY });
  });
  const ourMisses: Load = {
    ...ourRead,
    headers: { ...auth, 'x-envelope-encoding': 'gzip' },
    bodies: missWeeks,
    connections: 4,
  };
  console.log(
    '(d) get_user_by_token à 10 connexions pendant des lectures jamais gardées (4 connexions)…',
  );
  const [smallDuringMisses, misses] = await Promise.all([
    closedLoop('nous, get_user_by_token', ourSmall),
    closedLoop('nous, lectures de semaines toutes différentes', ourMisses),
  ]);

  const readRatio = readUs.rps / readThem.rps;
  const readGzipRatio = readGzipUs.rps / readGzipThem.rps;
  const writeRatio = writeUs.rps / writeThem.rps;
  const smallRatio = smallUs.rps / smallThem.rps;
  const rows = [
    [
      '(a) lecture d’une semaine (get_events / GET plage), 50 connexions',
      readUs,
      readThem,
      readRatio,
      '≥ 20×, p99 ≤ 100 ms, sans erreur',
      readRatio >= 20 && readUs.p99 <= 100 && clean(readUs),
    ],
    [
      '(a′) la même lecture, compressée (enveloppe gzip / Accept-Encoding: gzip), 50 connexions',
      readGzipUs,
      readGzipThem,
      readGzipRatio,
      '≥ 20×, p99 ≤ 100 ms, sans erreur',
      readGzipRatio >= 20 && readGzipUs.p99 <= 100 && clean(readGzipUs),
    ],
    [
      `(b) écriture d’un enregistrement (set_livraison_retour_comment / PATCH), 10 connexions`,
      writeUs,
      writeThem,
      writeRatio,
      '≥ 100×',
      writeRatio >= 100 && clean(writeUs),
    ],
    [
      '(c) get_user_by_token / GET d’un enregistrement, 10 connexions, pendant (a)',
      smallUs,
      smallThem,
      smallRatio,
      'p99 < 50 ms',
      smallUs.p99 < 50 && clean(smallUs),
    ],
    [
      '(d) get_user_by_token / GET d’un enregistrement, 10 connexions, pendant des lectures d’une semaine jamais gardées (4 connexions ; json-server : pendant (a))',
      smallDuringMisses,
      smallThem,
      smallDuringMisses.rps / smallThem.rps,
      'p99 < 50 ms',
      smallDuringMisses.p99 < 50 && clean(smallDuringMisses),
    ],
  ] as const;
  const cpu = cpus();
  const table = [
    `Le ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC ; ${cpu.length} cœurs (${cpu[0]?.model.trim() ?? '?'}) ; Node ${process.version} ; échelle ${SCALE} (${records.length} lignes de location) ; charge moyenne au départ ${loadAtStart.map((l) => l.toFixed(2)).join(' / ')} ; ${SECONDS} s par charge.`,
    '',
    '| charge | nous : req/s | p50 | p99 | erreurs + délais + non-2xx | json-server : req/s | p50 | p99 | erreurs + délais + non-2xx | nous / json-server | objectif | atteint |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...rows.map(
      ([label, us, them, ratio, goal, met]) =>
        `| ${label} | ${us.rps.toFixed(1)} | ${ms(us.p50)} | ${ms(us.p99)} | ${faults(us)} | ${them.rps.toFixed(1)} | ${ms(them.p50)} | ${ms(them.p99)} | ${faults(them)} | ${Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '∞'} | ${goal} | ${yesNo(met)} |`,
    ),
    '',
    `Pendant (c), la lecture à 50 connexions : nous ${readUsAgain.rps.toFixed(1)} req/s (p99 ${ms(readUsAgain.p99)}, ${faults(readUsAgain)}), json-server ${readThemAgain.rps.toFixed(1)} req/s (p99 ${ms(readThemAgain.p99)}, ${faults(readThemAgain)}).`,
    `Pendant (d), les lectures de semaines toutes différentes (${Math.min(misses.sent, missWeeks.length)} fenêtres) : ${misses.rps.toFixed(1)} req/s, p50 ${ms(misses.p50)}, p99 ${ms(misses.p99)} (${faults(misses)}).`,
    `Sans autre charge, get_user_by_token à 10 connexions : ${smallQuiet.rps.toFixed(1)} req/s, p50 ${ms(smallQuiet.p50)}, p99 ${ms(smallQuiet.p99)} (${faults(smallQuiet)}).`,
    `Semaine lue : get_events ${ourWeekAnswer.data.data.length} lignes (${mb(ourWeekBody.length)} scellés), json-server ${theirWeek} lignes (${mb(theirWeekBody.length)}, plage sur les dates de départ et de retour, sans les livraisons).`,
    `Démarrage et seed à l’échelle ${SCALE} : ${(ours.seedMs / 1000).toFixed(1)} s.`,
  ];
  console.log('');
  for (const line of table) console.log(line);

  const resultsDir = join(root, 'bench');
  const results = join(resultsDir, 'results.md');
  if (!existsSync(results)) {
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      results,
      '# Benchmark results\n\nWhat `npm run bench -- api-vs-json-server` (tests/perf/api-vs-json-server.bench.ts, issue 10) measured, one section per run, appended by the benchmark itself: our API and json-server 0.17.4 serving the same rental lines (exported through our API), each in its own process on the same machine, loaded one after the other with autocannon — requests/s, latency p50/p99, errors (errors + timeouts + non-2xx) and our ratio to json-server, with the goals of issue 10 and whether each is met. The machine line says how loaded it was: compare the lines of one run rather than runs on different machines or loads.\n',
    );
  }
  appendFileSync(
    results,
    `\n## api-vs-json-server, ${startedAt.toISOString()}\n\n${table.join('\n')}\n`,
  );
  console.log(`\nAjouté à ${results}.`);
} finally {
  cleanUp();
}
