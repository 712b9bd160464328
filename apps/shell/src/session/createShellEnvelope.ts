import { createWebCryptoEnvelope } from '@locasuite/core';
import type { Envelope, WebCryptoLike } from '@locasuite/core';

/**
 * The browser envelope (ARCHITECTURE.md, same choice as core's `createBrowserEnvelope`): WebCrypto
 * when `crypto.subtle` exists (HTTPS, localhost), crypto-js otherwise (plain-http intranets). The
 * crypto-js code is fetched only in that second case, which keeps it out of the sign-in page.
 */
export function createShellEnvelope(
  passphrase: string,
  webCrypto: Partial<WebCryptoLike> | undefined = (
    globalThis as { crypto?: Partial<WebCryptoLike> }
  ).crypto,
): Envelope {
  if (webCrypto?.subtle && typeof webCrypto.getRandomValues === 'function') {
    return createWebCryptoEnvelope(passphrase, webCrypto as WebCryptoLike);
  }
  let fallback: Promise<Envelope> | undefined;
  const load = () =>
    (fallback ??= import('./cryptoJsFallback').then((m) => m.createFallbackEnvelope(passphrase)));
  return {
    seal: async (value) => (await load()).seal(value),
    open: async (text) => (await load()).open(text),
  };
}
