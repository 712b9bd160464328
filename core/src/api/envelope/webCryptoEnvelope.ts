import {
  ENVELOPE_MESSAGES,
  EnvelopeError,
  SALT_LENGTH,
  SALTED_PREFIX_BYTES,
  fromJsonText,
  toJsonText,
  type Envelope,
} from './Envelope';
import { base64Decode, base64Encode, utf8Decode, utf8Encode } from './bytes';
import { evpBytesToKey } from './evpBytesToKey';

/** The part of `SubtleCrypto` the envelope uses (core has no DOM typings). */
export interface SubtleCryptoLike {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: 'AES-CBC' },
    extractable: boolean,
    keyUsages: ('encrypt' | 'decrypt')[],
  ): Promise<unknown>;
  encrypt(
    algorithm: { name: 'AES-CBC'; iv: Uint8Array<ArrayBuffer> },
    key: never,
    data: Uint8Array<ArrayBuffer>,
  ): Promise<ArrayBuffer>;
  decrypt(
    algorithm: { name: 'AES-CBC'; iv: Uint8Array<ArrayBuffer> },
    key: never,
    data: Uint8Array<ArrayBuffer>,
  ): Promise<ArrayBuffer>;
}

/** The part of `Crypto` the envelope uses: pass `window.crypto` or `globalThis.crypto`. */
export interface WebCryptoLike {
  readonly subtle: SubtleCryptoLike;
  getRandomValues<T extends Uint8Array<ArrayBuffer>>(array: T): T;
}

export interface WebCryptoEnvelope extends Envelope {
  readonly kind: 'webcrypto';
  /** Seals with a given 8-byte salt (test vectors, interop checks); `seal` draws a random one. */
  sealWithSalt(value: unknown, salt: Uint8Array): Promise<string>;
}

/**
 * The envelope over WebCrypto AES-CBC, in the crypto-js passphrase format (ARCHITECTURE.md):
 * EVP_BytesToKey(MD5) derives key and IV from the passphrase and a random salt; the output is
 * base64(`Salted__` ‖ salt ‖ ciphertext). Byte-compatible with {@link createCryptoJsEnvelope}.
 */
export function createWebCryptoEnvelope(
  passphrase: string,
  webCrypto: WebCryptoLike,
): WebCryptoEnvelope {
  const passBytes = utf8Encode(passphrase);
  const subtle = webCrypto.subtle;

  const importKey = (key: Uint8Array<ArrayBuffer>, usage: 'encrypt' | 'decrypt') =>
    subtle.importKey('raw', key, { name: 'AES-CBC' }, false, [usage]) as Promise<never>;

  async function sealWithSalt(value: unknown, salt: Uint8Array): Promise<string> {
    const plain = utf8Encode(toJsonText(value));
    const { key, iv } = evpBytesToKey(passBytes, salt);
    const cryptoKey = await importKey(key, 'encrypt');
    const cipher = new Uint8Array(
      await subtle.encrypt({ name: 'AES-CBC', iv }, cryptoKey, toOwnBuffer(plain)),
    );
    const out = new Uint8Array(SALTED_PREFIX_BYTES.length + SALT_LENGTH + cipher.length);
    out.set(SALTED_PREFIX_BYTES, 0);
    out.set(salt.subarray(0, SALT_LENGTH), SALTED_PREFIX_BYTES.length);
    out.set(cipher, SALTED_PREFIX_BYTES.length + SALT_LENGTH);
    return base64Encode(out);
  }

  async function open(text: string): Promise<unknown> {
    return fromJsonText(utf8Decode(await decrypt(text)));
  }

  /** A compressed answer (ENVELOPE_ENCODING_HEADER): decrypted, gunzipped, then parsed. */
  async function openGzip(text: string): Promise<unknown> {
    const packed = await decrypt(text);
    let plain: Uint8Array;
    try {
      plain = await gunzip(packed);
    } catch (cause) {
      throw new EnvelopeError('decrypt', ENVELOPE_MESSAGES.decrypt, { cause });
    }
    return fromJsonText(utf8Decode(plain));
  }

  async function decrypt(text: string): Promise<Uint8Array> {
    if (typeof text !== 'string') throw new EnvelopeError('malformed', ENVELOPE_MESSAGES.malformed);
    const bytes = base64Decode(text);
    const headerLength = SALTED_PREFIX_BYTES.length + SALT_LENGTH;
    const body = bytes.length - headerLength;
    if (body <= 0 || body % 16 !== 0 || !SALTED_PREFIX_BYTES.every((b, i) => bytes[i] === b)) {
      throw new EnvelopeError('malformed', ENVELOPE_MESSAGES.malformed);
    }
    const salt = bytes.subarray(SALTED_PREFIX_BYTES.length, headerLength);
    const { key, iv } = evpBytesToKey(passBytes, salt);
    let plain: Uint8Array;
    try {
      const cryptoKey = await importKey(key, 'decrypt');
      plain = new Uint8Array(
        await subtle.decrypt({ name: 'AES-CBC', iv }, cryptoKey, bytes.slice(headerLength)),
      );
    } catch (cause) {
      throw new EnvelopeError('decrypt', ENVELOPE_MESSAGES.decrypt, { cause });
    }
    return plain;
  }

  return {
    kind: 'webcrypto',
    sealWithSalt,
    seal: async (value) =>
      sealWithSalt(value, webCrypto.getRandomValues(new Uint8Array(SALT_LENGTH))),
    open,
    ...(decompressionStream() ? { openGzip } : {}),
  };
}

/** The runtime's `DecompressionStream` (browsers, Node 18+), or undefined. */
type DecompressionStreamLike = new (format: 'gzip') => {
  readonly readable: unknown;
  readonly writable: unknown;
};

function decompressionStream(): DecompressionStreamLike | undefined {
  return (globalThis as { DecompressionStream?: DecompressionStreamLike }).DecompressionStream;
}

/** Gunzips through the runtime's DecompressionStream (core has no DOM or Node typings). */
async function gunzip(packed: Uint8Array): Promise<Uint8Array> {
  const Stream = decompressionStream();
  const ResponseCtor = (globalThis as { Response?: new (body: unknown) => ResponseLike }).Response;
  const BlobCtor = (globalThis as { Blob?: new (parts: unknown[]) => BlobLike }).Blob;
  if (!Stream || !ResponseCtor || !BlobCtor) throw new Error('gzip unavailable');
  const stream = new BlobCtor([packed]).stream().pipeThrough(new Stream('gzip'));
  return new Uint8Array(await new ResponseCtor(stream).arrayBuffer());
}

interface BlobLike {
  stream(): { pipeThrough(transform: unknown): unknown };
}

interface ResponseLike {
  arrayBuffer(): Promise<ArrayBuffer>;
}

function toOwnBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
}
