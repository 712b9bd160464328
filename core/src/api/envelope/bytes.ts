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
const CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));
const LOOKUP = new Int16Array(256).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;
const PAD = 61; // '='

/** ASCII bytes to a string, natively when a TextDecoder exists. */
function asciiText(bytes: Uint8Array): string {
  if (codecs.TextDecoder) return new codecs.TextDecoder('utf-8', { fatal: false }).decode(bytes);
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return out;
}

/** Standard base64 (with padding) of bytes. */
export function base64Encode(bytes: Uint8Array): string {
  const n = bytes.length;
  const out = new Uint8Array(Math.ceil(n / 3) * 4);
  let o = 0;
  let i = 0;
  for (; i + 2 < n; i += 3) {
    const v = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out[o++] = CODES[(v >> 18) & 63] ?? PAD;
    out[o++] = CODES[(v >> 12) & 63] ?? PAD;
    out[o++] = CODES[(v >> 6) & 63] ?? PAD;
    out[o++] = CODES[v & 63] ?? PAD;
  }
  if (i < n) {
    const two = i + 1 < n;
    const v = ((bytes[i] ?? 0) << 16) | (two ? (bytes[i + 1] ?? 0) << 8 : 0);
    out[o++] = CODES[(v >> 18) & 63] ?? PAD;
    out[o++] = CODES[(v >> 12) & 63] ?? PAD;
    out[o++] = two ? (CODES[(v >> 6) & 63] ?? PAD) : PAD;
    out[o++] = PAD;
  }
  return asciiText(out);
}

/** Decodes standard base64 (whitespace ignored); anything else throws a `malformed` EnvelopeError. */
export function base64Decode(text: string): Uint8Array<ArrayBuffer> {
  const malformed = () => new EnvelopeError('malformed', ENVELOPE_MESSAGES.malformed);
  if (typeof text !== 'string') throw malformed();
  const clean = /\s/.test(text) ? text.replace(/\s+/g, '') : text;
  if (clean.length % 4 !== 0) throw malformed();
  const input = utf8Encode(clean);
  if (input.length !== clean.length) throw malformed();
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((input.length / 4) * 3 - padding);
  const body = input.length - (padding > 0 ? 4 : 0);
  let o = 0;
  let i = 0;
  for (; i < body; i += 4) {
    const a = LOOKUP[input[i] ?? 0] ?? -1;
    const b = LOOKUP[input[i + 1] ?? 0] ?? -1;
    const c = LOOKUP[input[i + 2] ?? 0] ?? -1;
    const d = LOOKUP[input[i + 3] ?? 0] ?? -1;
    if ((a | b | c | d) < 0) throw malformed();
    const v = (a << 18) | (b << 12) | (c << 6) | d;
    out[o++] = (v >> 16) & 255;
    out[o++] = (v >> 8) & 255;
    out[o++] = v & 255;
  }
  if (padding > 0) {
    const a = LOOKUP[input[i] ?? 0] ?? -1;
    const b = LOOKUP[input[i + 1] ?? 0] ?? -1;
    const c = padding === 1 ? (LOOKUP[input[i + 2] ?? 0] ?? -1) : 0;
    if ((a | b | c) < 0) throw malformed();
    const v = (a << 18) | (b << 12) | (c << 6);
    out[o++] = (v >> 16) & 255;
    if (padding === 1) out[o++] = (v >> 8) & 255;
  }
  return out;
}
