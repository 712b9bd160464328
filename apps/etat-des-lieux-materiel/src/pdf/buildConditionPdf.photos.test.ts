import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '@locasuite/core';
import { buildConditionPdf } from './buildConditionPdf';
import type { ConditionPdfInput, PrepareImage } from './buildConditionPdf';

// spec 3 §9 « one extra page per photo », §5.3 « resized to 720 by 720 pixels »: a record with four
// small photos (8–15 KB) made PDFs of 3 to 10 MB. The photos go in at the size they are shown,
// as JPEG, each one once.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
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

/** A 720×720 RGB PNG of soft gradients and a little grain: about 10 KB, like a seeded photo. */
function photoPng(seed: number): string {
  const size = 720;
  const stride = size * 3;
  // Each row as its difference to the row above (PNG filter 2, « Up »).
  const raw = Buffer.alloc(size * (stride + 1));
  let above = new Uint8Array(stride);
  let random = seed;
  for (let y = 0; y < size; y++) {
    const pixels = new Uint8Array(stride);
    for (let x = 0; x < size; x++) {
      random = (random * 1103515245 + 12345) & 0x7fffffff;
      const grain = (random >> 8) % 700 === 0 ? 25 : 0;
      pixels[x * 3] = (x / 3 + seed * 40 + grain) & 0xff;
      pixels[x * 3 + 1] = (y / 3 + grain) & 0xff;
      pixels[x * 3 + 2] = ((x + y) / 6 + seed * 20) & 0xff;
    }
    const row = y * (stride + 1);
    raw[row] = 2;
    for (let i = 0; i < stride; i++) raw[row + 1 + i] = (pixels[i]! - above[i]!) & 0xff;
    above = pixels;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A JPEG's header (SOI, JFIF, SOF0 of this size) and `length` bytes of scan, as a canvas gives. */
function fakeJpeg(width: number, height: number, length: number): Uint8Array {
  const bytes = new Uint8Array(20 + 19 + length + 2);
  bytes.set([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  ]);
  bytes.set(
    [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3],
    20,
  );
  bytes.set([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1], 30);
  for (let i = 39; i < 39 + length; i++) bytes[i] = (i * 7) & 0x7f;
  bytes.set([0xff, 0xd9], 39 + length);
  return bytes;
}

const PHOTOS = [1, 2, 3, 4].map(photoPng);

const input: ConditionPdfInput = {
  title: 'État des lieux',
  record: {
    CLD_NUM_CONTRAT: 'C000123',
    CLD_MATRICULE: 'NAC-0042',
    CLD_CONTROLE_DEPART: '1',
    CLD_CONTROLE_RETOUR: '1',
  },
  photos: [
    { leg: 'DEPART', dataUrl: PHOTOS[0]!, takenAt: Date.UTC(2026, 2, 4, 8, 30) },
    { leg: 'DEPART', dataUrl: PHOTOS[1]! },
    { leg: 'RETOUR', dataUrl: PHOTOS[2]! },
    { leg: 'RETOUR', dataUrl: PHOTOS[3]! },
  ],
};

const pdfSource = async (blob: Blob) => new TextDecoder('latin1').decode(await blob.arrayBuffer());
/** The image objects of a PDF, by their filter. */
const images = (source: string) =>
  [...source.matchAll(/\/Subtype \/Image[^]*?>>/g)].map((m) =>
    m[0].includes('/DCTDecode') ? 'JPEG' : 'other',
  );

describe('buildConditionPdf photos', () => {
  it('the fixture is a record of four small photos (8–15 KB each)', () => {
    for (const photo of PHOTOS) {
      const kb = (photo.length * 3) / 4 / 1024;
      expect(kb).toBeGreaterThan(8);
      expect(kb).toBeLessThan(15);
    }
  });

  it('asks for each photo fitted inside 720×720 and embeds what comes back as JPEG', async () => {
    const asked: { box: { width: number; height: number }; bytes: number }[] = [];
    const prepareImage: PrepareImage = async (bytes, box) => {
      asked.push({ box, bytes: bytes.length });
      return { bytes: fakeJpeg(720, 720, 40_000), width: 720, height: 720 };
    };
    const blob = await buildConditionPdf(input, { prepareImage });
    expect(asked).toHaveLength(4);
    for (const { box, bytes } of asked) {
      expect(box.width).toBeLessThanOrEqual(720);
      expect(box.height).toBeLessThanOrEqual(720);
      expect(bytes).toBeGreaterThan(8 * 1024);
    }
    expect(images(await pdfSource(blob))).toEqual(['JPEG', 'JPEG', 'JPEG', 'JPEG']);
    // Four 40 KB photos and the text: well under 1 MB.
    expect(blob.size).toBeLessThan(400_000);
    const { pages } = await readPdfText(blob);
    expect(pages.slice(-4).map((p) => p[0])).toEqual([
      'Photo de départ',
      'Photo de départ',
      'Photo de retour',
      'Photo de retour',
    ]);
  });

  it('embeds the same photo once, however many pages show it (a return reusing the departure’s)', async () => {
    let calls = 0;
    const prepareImage: PrepareImage = async () => {
      calls += 1;
      return { bytes: fakeJpeg(720, 540, 20_000), width: 720, height: 540 };
    };
    const same = PHOTOS[0]!;
    const blob = await buildConditionPdf(
      {
        ...input,
        photos: [
          { leg: 'DEPART', dataUrl: same },
          { leg: 'RETOUR', dataUrl: same },
          { leg: 'RETOUR', dataUrl: same },
        ],
      },
      { prepareImage },
    );
    expect(calls).toBe(1);
    expect(images(await pdfSource(blob))).toEqual(['JPEG']);
    const { pages } = await readPdfText(blob);
    expect(pages.slice(-3).map((p) => p[0])).toEqual([
      'Photo de départ',
      'Photo de retour',
      'Photo de retour',
    ]);
  });

  it('without a canvas (nothing prepared) keeps each photo as it is, compressed: under 1 MB for four', async () => {
    const blob = await buildConditionPdf(input, { prepareImage: async () => null });
    expect(images(await pdfSource(blob))).toHaveLength(4);
    expect(blob.size).toBeLessThan(1_000_000);
  });

  it('a photo the canvas cannot read is printed as it is, or « Image illisible. »', async () => {
    const blob = await buildConditionPdf(
      {
        ...input,
        photos: [
          { leg: 'DEPART', dataUrl: PHOTOS[0]! },
          { leg: 'RETOUR', dataUrl: 'pas une image' },
        ],
      },
      {
        prepareImage: async () => {
          throw new Error('decode');
        },
      },
    );
    const { text } = await readPdfText(blob);
    expect(text).toContain(
      'Photo de retour\nContrat C000123 - Matricule NAC-0042\nImage illisible.',
    );
    expect(images(await pdfSource(blob))).toHaveLength(1);
  });
});
