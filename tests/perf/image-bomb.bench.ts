// The server's door, no image bomb: ten customers' signature pages each send a drawn signature
// whose PNG (about 70 KB) declares 8000×8000 pixels, all at once, against a server in its own
// process (seeded embedded database on disk); meanwhile a signed-in person calls get_agency_soft
// again and again. Prints that call's p50/p99/max without load, during the ten bombs, and during
// ten signatures of 4000×4000 (the largest accepted: decoded, off the requests' thread), with the
// bombs' statuses and the server's memory at its peak. `BENCH_SCALE` (seed scale, default 1).
import { randomBytes, createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { conditionState } from '@locasuite/core';
import { migrateToLatest, openDatabase, seedDatabase } from '@locasuite/mock-api';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { residentMb } from '../reliability/support/anonymousLoad';
import { RELIABILITY_KEY, call } from '../reliability/support/client';
import { spawnServer } from '../reliability/support/spawnServer';

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const chunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
};
/** A real grey PNG of side × side pixels, all black: it compresses a thousand times. */
function greyPng(side: number): string {
  const raw = Buffer.alloc(side * (1 + side));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.concat([u32(side), u32(side), Buffer.from([8, 0, 0, 0, 0])])),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-image-bomb-'));
const links: string[] = [];
{
  const setup = await openDatabase({ dataDir });
  await migrateToLatest(setup.db);
  await seedDatabase(setup.db, { scale: Number(process.env.BENCH_SCALE ?? 1) });
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]).drawText('Etat des lieux', { x: 50, y: 780, size: 14 });
  const pdf = await doc.save();
  const hash = createHash('sha256').update(pdf).digest('hex');
  mkdirSync(join(dataDir, 'files', 'SIGNATURES'), { recursive: true });
  const lines = (
    await setup.db
      .selectFrom('contract_lines')
      .select(['id', 'data'])
      .where(sql<boolean>`data ? 'CLD_NUM_CONTRAT'`)
      .orderBy('id')
      .execute()
  ).filter((l) => conditionState(l.data) === 'return');
  for (const line of lines.slice(0, 20)) {
    await setup.db
      .updateTable('contract_lines')
      .set({ data: sql`data - 'CLD_SIGNATURE_DEPART' - 'CLD_SIGNATAIRE_DEPART'` })
      .where('id', '=', line.id)
      .execute();
    const id = randomBytes(16).toString('hex');
    const path = `SIGNATURES/${id}.pdf`;
    writeFileSync(join(dataDir, 'files', path), pdf);
    await setup.db
      .insertInto('signature_requests')
      .values({
        id,
        batch_id: id,
        line_id: line.id,
        contract: String(line.data.CLD_NUM_CONTRAT),
        registration: String(line.data.CLD_MATRICULE),
        leg: 'DEPART',
        end_date: new Date(Date.now() + 86_400_000),
        valide: 0,
        pdf_path: path,
        pdf_sha256: hash,
        created_at: new Date(),
      })
      .execute();
    links.push(id);
  }
  await setup.close();
  if (links.length < 20) throw new Error(`Seulement ${links.length} fiches en Reprise.`);
}

const server = await spawnServer({
  LOCASUITE_DATA_DIR: dataDir,
  LOCASUITE_ENVELOPE_KEY: RELIABILITY_KEY,
  DATABASE_URL: '',
});
try {
  const login = await call(server.url, '/api/v1/user_login', {
    email: 'planif',
    password: 'planif',
  });
  const token = (login.data as { id: string }).id;
  const small = () => call(server.url, '/api/v1/get_agency_soft', {}, token);
  for (let i = 0; i < 20; i++) await small();

  const quiet: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    await small();
    quiet.push(performance.now() - t0);
  }

  /** Ten signatures sent at once while the small call runs again and again. */
  async function underLoad(ids: readonly string[], png: string) {
    const baseline = residentMb(server.child.pid!);
    let peak = baseline;
    const memory = setInterval(() => {
      peak = Math.max(peak, residentMb(server.child.pid!));
    }, 25);
    const started = performance.now();
    let done = false;
    const uploads = Promise.all(
      ids.map((id) =>
        call(
          server.url,
          '/api/etatdl/v1/save_signature',
          { id, content: `data:image/png;base64,${png}`, signataire: 'Camille DURAND' },
          undefined,
        ).then((a) => a.code),
      ),
    ).finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    while (!done || latencies.length < 50) {
      const t0 = performance.now();
      await small();
      latencies.push(performance.now() - t0);
    }
    const codes = await uploads;
    clearInterval(memory);
    latencies.sort((a, b) => a - b);
    return {
      seconds: (performance.now() - started) / 1000,
      codes: [...new Set(codes)].join(', '),
      latencies,
      baseline,
      peak,
    };
  }

  quiet.sort((a, b) => a - b);
  const bomb = greyPng(8000);
  const limit = greyPng(4000);
  console.log('## Signatures de 8000×8000 pixels sur la page publique de signature');
  console.log(
    `Images : ${(Buffer.from(bomb, 'base64').length / 1024).toFixed(0)} Ko (8000×8000), ${(Buffer.from(limit, 'base64').length / 1024).toFixed(0)} Ko (4000×4000).`,
  );
  console.log(
    '| charge | durée (s) | codes des signatures | mémoire avant → au plus (Mo) | appels | p50 (ms) | p99 (ms) | max (ms) |',
  );
  console.log('|---|---:|---|---:|---:|---:|---:|---:|');
  console.log(
    `| aucune | | | | ${quiet.length} | ${percentile(quiet, 50).toFixed(1)} | ${percentile(quiet, 99).toFixed(1)} | ${quiet[quiet.length - 1]!.toFixed(1)} |`,
  );
  for (const [label, ids, png] of [
    ['10 signatures de 8000×8000', links.slice(0, 10), bomb],
    ['10 signatures de 4000×4000', links.slice(10, 20), limit],
  ] as const) {
    const r = await underLoad(ids, png);
    console.log(
      `| ${label} | ${r.seconds.toFixed(1)} | ${r.codes} | ${r.baseline.toFixed(0)} → ${r.peak.toFixed(0)} | ${r.latencies.length} | ${percentile(r.latencies, 50).toFixed(1)} | ${percentile(r.latencies, 99).toFixed(1)} | ${r.latencies[r.latencies.length - 1]!.toFixed(1)} |`,
    );
  }
} finally {
  await server.kill9();
  rmSync(dataDir, { recursive: true, force: true });
}
