import { conditionPhotoFolder } from '@locasuite/core';
import { sql, type Kysely } from 'kysely';
import { deflateSync } from 'node:zlib';
import type { Database } from '../db/schema';
import type { FileStore } from '../files/FileStore';

/** How many checked items get demo photos (spec 3 §2.2 section 7, issue 14 seed). */
const ITEMS = 12;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A small demo photo: a PNG of `width`×`height`, a sky-to-ground gradient in the hue of `seed`
 * with a darker block where the machine stands. Deterministic, a few kilobytes.
 */
export function demoPhotoPng(seed: number, width = 96, height = 72): Buffer {
  const hue = (seed * 47) % 360;
  const [r0, g0, b0] = hsl(hue, 0.45, 0.75);
  const [r1, g1, b1] = hsl(hue, 0.35, 0.35);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = y / (height - 1);
      const machine = x > width * 0.3 && x < width * 0.7 && y > height * 0.4 && y < height * 0.85;
      const shade = machine ? 0.45 : 1;
      const at = row + 1 + x * 3;
      raw[at] = Math.round((r0 + (r1 - r0) * t) * shade);
      raw[at + 1] = Math.round((g0 + (g1 - g0) * t) * shade);
      raw[at + 2] = Math.round((b0 + (b1 - b0) * t) * shade);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/**
 * Demo photos of the seeded condition checks (issue 14): for the first checked items with a
 * checklist, a departure photo, and a return photo when the return is checked, in core's photo
 * folder. The seed itself writes only the database; a server that has just seeded an empty
 * database calls this with its file store. Files already there are left as they are.
 */
export async function seedConditionPhotos(db: Kysely<Database>, files: FileStore): Promise<number> {
  const lines = await db
    .selectFrom('contract_lines')
    .select(['id', 'data'])
    .where(sql<boolean>`data ? 'CHECK_LIST_JSON'`)
    .where(sql<string>`data->>'CLD_CONTROLE_DEPART'`, '=', '1')
    .orderBy('id')
    .limit(ITEMS)
    .execute();
  let written = 0;
  for (const line of lines) {
    const folder = conditionPhotoFolder(line.data.CLD_NUM_CONTRAT, line.data.CLD_MATRICULE);
    if (!folder) continue;
    const legs = line.data.CLD_CONTROLE_RETOUR === '1' ? ['DEPART', 'RETOUR'] : ['DEPART'];
    for (const [i, leg] of legs.entries()) {
      const path = `${folder}${leg}_001.png`;
      if (await files.exists(path)) continue;
      await files.put(path, demoPhotoPng(line.id * 2 + i));
      written++;
    }
  }
  return written;
}
