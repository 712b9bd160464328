import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import {
  ENVELOPE_MESSAGES,
  EnvelopeError,
  IV_LENGTH,
  KEY_LENGTH,
  SALT_LENGTH,
  SALTED_PREFIX,
  fromJsonText,
  toJsonText,
  type SyncEnvelope,
} from '@locasuite/core';

export interface NodeEnvelope extends SyncEnvelope {
  readonly kind: 'node';
  /** Seals with a given 8-byte salt (test vectors); `sealSync` draws a random one. */
  sealWithSalt(value: unknown, salt: Uint8Array): string;
  /** Seals bytes as they are (a compressed answer, `ENVELOPE_ENCODING_HEADER`). */
  sealBytesSync(plain: Uint8Array): string;
}

const PREFIX = Buffer.from(SALTED_PREFIX, 'latin1');
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** OpenSSL EVP_BytesToKey with MD5 and one iteration, as crypto-js derives key and IV. */
function deriveKeyIv(passphrase: Buffer, salt: Uint8Array): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  let length = 0;
  while (length < KEY_LENGTH + IV_LENGTH) {
    previous = createHash('md5').update(previous).update(passphrase).update(salt).digest();
    blocks.push(previous);
    length += previous.length;
  }
  const all = Buffer.concat(blocks);
  return { key: all.subarray(0, KEY_LENGTH), iv: all.subarray(KEY_LENGTH, KEY_LENGTH + IV_LENGTH) };
}

/**
 * The server's envelope (ARCHITECTURE.md, API contract): node:crypto AES-256-CBC in the crypto-js
 * passphrase format (`Salted__` + salt + ciphertext, base64), synchronous and byte-compatible with
 * core's crypto-js and WebCrypto envelopes.
 */
export function createNodeEnvelope(passphrase: string): NodeEnvelope {
  const pass = Buffer.from(passphrase, 'utf8');

  function sealTextWithSalt(jsonText: string, salt: Uint8Array): string {
    return sealBytesWithSalt(Buffer.from(jsonText, 'utf8'), salt);
  }

  function sealBytesWithSalt(plain: Uint8Array, salt: Uint8Array): string {
    const { key, iv } = deriveKeyIv(pass, salt);
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([PREFIX, Buffer.from(salt.subarray(0, SALT_LENGTH)), body]).toString(
      'base64',
    );
  }

  function sealWithSalt(value: unknown, salt: Uint8Array): string {
    return sealTextWithSalt(toJsonText(value), salt);
  }

  function sealTextSync(jsonText: string): string {
    return sealTextWithSalt(jsonText, randomBytes(SALT_LENGTH));
  }

  function sealSync(value: unknown): string {
    return sealWithSalt(value, randomBytes(SALT_LENGTH));
  }

  function sealBytesSync(plain: Uint8Array): string {
    return sealBytesWithSalt(plain, randomBytes(SALT_LENGTH));
  }

  function openSync(text: string): unknown {
    const clean = typeof text !== 'string' ? '' : /\s/.test(text) ? text.replace(/\s/g, '') : text;
    if (clean.length === 0 || clean.length % 4 !== 0) {
      throw new EnvelopeError('malformed', ENVELOPE_MESSAGES.malformed);
    }
    const bytes = Buffer.from(clean, 'base64');
    // Node skips characters outside the alphabet: a valid text decodes to exactly this length.
    const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
    if (bytes.length !== (clean.length / 4) * 3 - padding) {
      throw new EnvelopeError('malformed', ENVELOPE_MESSAGES.malformed);
    }
    const header = PREFIX.length + SALT_LENGTH;
    const bodyLength = bytes.length - header;
    if (
      bodyLength <= 0 ||
      bodyLength % 16 !== 0 ||
      !bytes.subarray(0, PREFIX.length).equals(PREFIX)
    ) {
      throw new EnvelopeError('malformed', ENVELOPE_MESSAGES.malformed);
    }
    const { key, iv } = deriveKeyIv(pass, bytes.subarray(PREFIX.length, header));
    let plain: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-cbc', key, iv);
      plain = Buffer.concat([decipher.update(bytes.subarray(header)), decipher.final()]);
    } catch (cause) {
      throw new EnvelopeError('decrypt', ENVELOPE_MESSAGES.decrypt, { cause });
    }
    let json: string;
    try {
      json = strictUtf8.decode(plain);
    } catch (cause) {
      throw new EnvelopeError('decrypt', ENVELOPE_MESSAGES.decrypt, { cause });
    }
    return fromJsonText(json);
  }

  return {
    kind: 'node',
    sealWithSalt,
    sealSync,
    sealTextSync,
    sealBytesSync,
    openSync,
    seal: async (value) => sealSync(value),
    open: async (text) => openSync(text),
  };
}
