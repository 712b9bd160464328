import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import {
  ENVELOPE_MESSAGES,
  EnvelopeError,
  fromJsonText,
  toJsonText,
  type SyncEnvelope,
} from './Envelope';

/** base64 of `Salted__`: every sealed text starts with it. */
export const SALTED_BASE64_PREFIX = 'U2FsdGVkX1';
const BASE64_TEXT = /^[A-Za-z0-9+/=\s]+$/;

/**
 * The reference envelope (ARCHITECTURE.md "The API contract"): crypto-js
 * `AES.encrypt(JSON.stringify(value), passphrase)`. Synchronous and slow on large texts; browsers
 * prefer {@link createWebCryptoEnvelope}, the server node:crypto, all byte-compatible with it.
 */
export function createCryptoJsEnvelope(passphrase: string): SyncEnvelope & { kind: 'crypto-js' } {
  const sealTextSync = (jsonText: string): string => AES.encrypt(jsonText, passphrase).toString();
  const sealSync = (value: unknown): string => sealTextSync(toJsonText(value));
  const openSync = (text: string): unknown => {
    if (
      typeof text !== 'string' ||
      !text.startsWith(SALTED_BASE64_PREFIX) ||
      !BASE64_TEXT.test(text)
    ) {
      throw new EnvelopeError('malformed', ENVELOPE_MESSAGES.malformed);
    }
    let plain: string;
    try {
      plain = AES.decrypt(text, passphrase).toString(Utf8);
    } catch (cause) {
      throw new EnvelopeError('decrypt', ENVELOPE_MESSAGES.decrypt, { cause });
    }
    // crypto-js yields '' (no exception) when the padding does not check out.
    if (plain === '') throw new EnvelopeError('decrypt', ENVELOPE_MESSAGES.decrypt);
    return fromJsonText(plain);
  };
  return {
    kind: 'crypto-js',
    sealSync,
    sealTextSync,
    openSync,
    seal: (value) => {
      try {
        return Promise.resolve(sealSync(value));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    open: (text) => {
      try {
        return Promise.resolve(openSync(text));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}
