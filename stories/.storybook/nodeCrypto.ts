// The few functions of node:crypto the in-page server uses (session token hashes, demo password
// hashes, message ids), for the browser: Storybook aliases `node:crypto` to this file (main.ts).
// Vitest runs in Node and uses node:crypto itself. Not a general polyfill.
import { Buffer } from 'buffer';
import CryptoJS from 'crypto-js';

// mock-api's password code reads the Buffer global of Node.
(globalThis as { Buffer?: typeof Buffer }).Buffer ??= Buffer;

type Bytes = Uint8Array<ArrayBuffer>;

function withBase64Url(buffer: Buffer): Buffer {
  const toString = buffer.toString.bind(buffer);
  buffer.toString = ((encoding?: string, start?: number, end?: number) =>
    encoding === 'base64url'
      ? toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
      : toString(encoding as BufferEncoding, start, end)) as Buffer['toString'];
  return buffer;
}

export function randomBytes(size: number): Buffer {
  return withBase64Url(Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(size))));
}

export function randomUUID(): string {
  return globalThis.crypto.randomUUID();
}

const HASHES = { sha256: CryptoJS.SHA256, md5: CryptoJS.MD5 } as const;

export function createHash(algorithm: keyof typeof HASHES) {
  const hash = HASHES[algorithm];
  if (!hash) throw new Error(`Empreinte non disponible dans le navigateur : ${algorithm}`);
  let text = '';
  const self = {
    update(data: string) {
      text += data;
      return self;
    },
    digest(encoding: 'hex') {
      if (encoding !== 'hex') throw new Error('Seul le format hex est disponible ici.');
      return hash(CryptoJS.enc.Utf8.parse(text)).toString(CryptoJS.enc.Hex);
    },
  };
  return self;
}

export function timingSafeEqual(a: Bytes, b: Bytes): boolean {
  if (a.length !== b.length) throw new RangeError('Les deux valeurs doivent avoir la même taille.');
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

async function pbkdf2Sha256(password: Bytes, salt: Bytes, length: number): Promise<Bytes> {
  const key = await globalThis.crypto.subtle.importKey('raw', password, 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await globalThis.crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 1 },
    key,
    length * 8,
  );
  return new Uint8Array(bits);
}

const rotl = (value: number, shift: number) => (value << shift) | (value >>> (32 - shift));

/** Salsa20/8 core on 16 words, in place. */
function salsa208(block: Uint32Array, x: Uint32Array): void {
  x.set(block);
  for (let round = 0; round < 8; round += 2) {
    x[4]! ^= rotl(x[0]! + x[12]!, 7);
    x[8]! ^= rotl(x[4]! + x[0]!, 9);
    x[12]! ^= rotl(x[8]! + x[4]!, 13);
    x[0]! ^= rotl(x[12]! + x[8]!, 18);
    x[9]! ^= rotl(x[5]! + x[1]!, 7);
    x[13]! ^= rotl(x[9]! + x[5]!, 9);
    x[1]! ^= rotl(x[13]! + x[9]!, 13);
    x[5]! ^= rotl(x[1]! + x[13]!, 18);
    x[14]! ^= rotl(x[10]! + x[6]!, 7);
    x[2]! ^= rotl(x[14]! + x[10]!, 9);
    x[6]! ^= rotl(x[2]! + x[14]!, 13);
    x[10]! ^= rotl(x[6]! + x[2]!, 18);
    x[3]! ^= rotl(x[15]! + x[11]!, 7);
    x[7]! ^= rotl(x[3]! + x[15]!, 9);
    x[11]! ^= rotl(x[7]! + x[3]!, 13);
    x[15]! ^= rotl(x[11]! + x[7]!, 18);
    x[1]! ^= rotl(x[0]! + x[3]!, 7);
    x[2]! ^= rotl(x[1]! + x[0]!, 9);
    x[3]! ^= rotl(x[2]! + x[1]!, 13);
    x[0]! ^= rotl(x[3]! + x[2]!, 18);
    x[6]! ^= rotl(x[5]! + x[4]!, 7);
    x[7]! ^= rotl(x[6]! + x[5]!, 9);
    x[4]! ^= rotl(x[7]! + x[6]!, 13);
    x[5]! ^= rotl(x[4]! + x[7]!, 18);
    x[11]! ^= rotl(x[10]! + x[9]!, 7);
    x[8]! ^= rotl(x[11]! + x[10]!, 9);
    x[9]! ^= rotl(x[8]! + x[11]!, 13);
    x[10]! ^= rotl(x[9]! + x[8]!, 18);
    x[12]! ^= rotl(x[15]! + x[14]!, 7);
    x[13]! ^= rotl(x[12]! + x[15]!, 9);
    x[14]! ^= rotl(x[13]! + x[12]!, 13);
    x[15]! ^= rotl(x[14]! + x[13]!, 18);
  }
  for (let i = 0; i < 16; i += 1) block[i] = (block[i]! + x[i]!) | 0;
}

/** scrypt's BlockMix over 2r blocks of 16 words: `input` → `output`. */
function blockMix(input: Uint32Array, output: Uint32Array, r: number, x: Uint32Array) {
  const block = new Uint32Array(16);
  block.set(input.subarray((2 * r - 1) * 16, 2 * r * 16));
  for (let i = 0; i < 2 * r; i += 1) {
    for (let k = 0; k < 16; k += 1) block[k]! ^= input[i * 16 + k]!;
    salsa208(block, x);
    const at = (i % 2 === 0 ? i / 2 : r + (i - 1) / 2) * 16;
    output.set(block, at);
  }
}

function roMix(bytes: Uint8Array, n: number, r: number): void {
  const words = 32 * r;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let xs = new Uint32Array(words);
  let ys = new Uint32Array(words);
  for (let i = 0; i < words; i += 1) xs[i] = view.getUint32(i * 4, true);
  const v = new Uint32Array(words * n);
  const scratch = new Uint32Array(16);
  for (let i = 0; i < n; i += 1) {
    v.set(xs, i * words);
    blockMix(xs, ys, r, scratch);
    [xs, ys] = [ys, xs];
  }
  for (let i = 0; i < n; i += 1) {
    const j = xs[(2 * r - 1) * 16]! & (n - 1);
    for (let k = 0; k < words; k += 1) xs[k]! ^= v[j * words + k]!;
    blockMix(xs, ys, r, scratch);
    [xs, ys] = [ys, xs];
  }
  for (let i = 0; i < words; i += 1) view.setUint32(i * 4, xs[i]!, true);
}

interface ScryptOptions {
  readonly N?: number;
  readonly r?: number;
  readonly p?: number;
}

/** scrypt (RFC 7914) with node:crypto's callback signature. */
export function scrypt(
  password: string,
  salt: Bytes,
  keylen: number,
  options: ScryptOptions,
  callback: (error: Error | null, key: Buffer) => void,
): void {
  const { N = 16384, r = 8, p = 1 } = options;
  const secret = new TextEncoder().encode(password);
  pbkdf2Sha256(secret, salt, p * 128 * r)
    .then((blocks) => {
      for (let i = 0; i < p; i += 1) roMix(blocks.subarray(i * 128 * r, (i + 1) * 128 * r), N, r);
      return pbkdf2Sha256(secret, blocks, keylen);
    })
    .then(
      (key) => callback(null, Buffer.from(key)),
      (error: unknown) => callback(error as Error, Buffer.alloc(0)),
    );
}
