import type { Envelope } from './Envelope';
import { createCryptoJsEnvelope } from './cryptoJsEnvelope';
import { createWebCryptoEnvelope, type WebCryptoLike } from './webCryptoEnvelope';

/**
 * The browser's envelope (ARCHITECTURE.md): WebCrypto when `crypto.subtle` exists (secure
 * contexts), crypto-js otherwise (plain-http intranets, old browsers). Same wire format either way.
 * `globalCrypto` defaults to `globalThis.crypto`; `null` forces crypto-js.
 */
export function createBrowserEnvelope(
  passphrase: string,
  globalCrypto: Partial<WebCryptoLike> | null | undefined = (
    globalThis as { crypto?: Partial<WebCryptoLike> }
  ).crypto,
): Envelope & { kind: 'webcrypto' | 'crypto-js' } {
  if (globalCrypto?.subtle && typeof globalCrypto.getRandomValues === 'function') {
    return createWebCryptoEnvelope(passphrase, globalCrypto as WebCryptoLike);
  }
  return createCryptoJsEnvelope(passphrase);
}
