import { describe, expect, it } from 'vitest';
import { createCryptoJsEnvelope } from '@locasuite/core';
import type { WebCryptoLike } from '@locasuite/core';
import { createShellEnvelope } from './createShellEnvelope';

const KEY = 'locasuite-dev-envelope-key';
const reference = createCryptoJsEnvelope(KEY);
const webCrypto = (globalThis as unknown as { crypto: WebCryptoLike }).crypto;
const value = { code: 0, data: { message: 'Réservé : Oui — état des lieux' } };

describe('createShellEnvelope', () => {
  it('uses WebCrypto when available, in the reference format both ways', async () => {
    const envelope = createShellEnvelope(KEY, webCrypto);
    const sealed = await envelope.seal(value);
    expect(reference.openSync(sealed)).toEqual(value);
    expect(await envelope.open(reference.sealSync(value))).toEqual(value);
  });

  it('falls back to crypto-js, loaded on first use, without WebCrypto (plain http)', async () => {
    const envelope = createShellEnvelope(KEY, undefined);
    const sealed = await envelope.seal(value);
    expect(sealed.startsWith('U2FsdGVkX1')).toBe(true);
    expect(reference.openSync(sealed)).toEqual(value);
    expect(await envelope.open(reference.sealSync(value))).toEqual(value);
  });

  it('a wrong key is refused', async () => {
    const sealed = createCryptoJsEnvelope('autre-clé').sealSync(value);
    await expect(createShellEnvelope(KEY, webCrypto).open(sealed)).rejects.toThrow();
    await expect(createShellEnvelope(KEY, undefined).open(sealed)).rejects.toThrow();
  });
});
