import { EnvelopeError, ENVELOPE_MESSAGES } from './Envelope';

// core has no DOM/Node typings: reach the standard encoders through globalThis with local types.
interface TextEncoderLike {
  encode(text: string): Uint8Array;
}
interface TextDecoderLike {
  decode(bytes: Uint8Array): string;
}
interface CodecGlobals {
  TextEncoder?: new () => TextEncoderLike;
  TextDecoder?: new (label: string, options: { fatal: boolean }) => TextDecoderLike;
}

const codecs = globalThis as unknown as CodecGlobals;
let encoder: TextEncoderLike | undefined;
let decoder: TextDecoderLike | undefined;

/** UTF-8 bytes of a string. */
export function utf8Encode(text: string): Uint8Array {
  if (!codecs.TextEncoder) throw new Error('TextEncoder is not available');
  encoder ??= new codecs.TextEncoder();
  return encoder.encode(text);
}

/** Decodes UTF-8 strictly: invalid sequences (typical of a wrong key) throw an EnvelopeError. */
export function utf8Decode(bytes: Uint8Array): string {
  if (!codecs.TextDecoder) throw new Error('TextDecoder is not available');
  decoder ??= new codecs.TextDecoder('utf-8', { fatal: true });
  try {
    return decoder.decode(bytes);
  } catch (cause) {
    throw new EnvelopeError('decrypt', ENVELOPE_MESSAGES.decrypt, { cause });
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

/** Standard base64 (with padding) of bytes. */
export function base64Encode(bytes: Uint8Array): string {
  const parts: string[] = [];
  const chunk = 3 * 4096;
  for (let start = 0; start < bytes.length; start += chunk) {
    const end = Math.min(start + chunk, bytes.length);
    let out = '';
    for (let i = start; i < end; i += 3) {
      const b0 = bytes[i] ?? 0;
      const b1 = bytes[i + 1] ?? 0;
      const b2 = bytes[i + 2] ?? 0;
      const n = (b0 << 16) | (b1 << 8) | b2;
      out += ALPHABET.charAt((n >> 18) & 63) + ALPHABET.charAt((n >> 12) & 63);
      out += i + 1 < end ? ALPHABET.charAt((n >> 6) & 63) : '=';
      out += i + 2 < end ? ALPHABET.charAt(n & 63) : '=';
    }
    parts.push(out);
  }
  return parts.join('');
}

/** Decodes standard base64 (whitespace ignored); anything else throws a `malformed` EnvelopeError. */
export function base64Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s]/g, '');
  const malformed = () => new EnvelopeError('malformed', ENVELOPE_MESSAGES.malformed);
  if (clean.length % 4 !== 0) throw malformed();
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((clean.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    let n = 0;
    for (let j = 0; j < 4; j++) {
      const code = clean.charCodeAt(i + j);
      const isPad = code === 61 && i + 4 === clean.length && j >= 4 - padding;
      const v = isPad ? 0 : code < 128 ? (LOOKUP[code] ?? -1) : -1;
      if (v < 0) throw malformed();
      n = (n << 6) | v;
    }
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}
