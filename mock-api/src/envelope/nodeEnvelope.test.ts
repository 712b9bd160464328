import { webcrypto } from 'node:crypto';
import {
  ENVELOPE_TEST_VECTORS,
  EnvelopeError,
  createCryptoJsEnvelope,
  createWebCryptoEnvelope,
  hexToBytes,
  type WebCryptoLike,
} from '@locasuite/core';
import { describe, expect, it } from 'vitest';
import { createNodeEnvelope } from './nodeEnvelope';

const KEY = 'locasuite-dev-envelope-key';
const sample = {
  code: 0,
  data: { data: [{ fieldData: { CL_CLIENT_RAISON_SOCIALE: 'Bâtiments Éloïse & Fils', n: 12.5 } }] },
  message: 'Ça marche ✓',
};

describe('createNodeEnvelope', () => {
  it('reproduces the OpenSSL test vectors byte for byte and opens them', () => {
    for (const v of ENVELOPE_TEST_VECTORS) {
      const env = createNodeEnvelope(v.passphrase);
      expect(env.sealWithSalt(JSON.parse(v.plaintext), hexToBytes(v.saltHex))).toBe(v.sealed);
      expect(env.openSync(v.sealed)).toEqual(JSON.parse(v.plaintext));
    }
  });

  it('crypto-js, WebCrypto and node:crypto each open the others’ output', async () => {
    const node = createNodeEnvelope(KEY);
    const cryptoJs = createCryptoJsEnvelope(KEY);
    const web = createWebCryptoEnvelope(KEY, webcrypto as unknown as WebCryptoLike);
    expect(node.openSync(cryptoJs.sealSync(sample))).toEqual(sample);
    expect(node.openSync(await web.seal(sample))).toEqual(sample);
    const sealed = node.sealSync(sample);
    expect(cryptoJs.openSync(sealed)).toEqual(sample);
    expect(await web.open(sealed)).toEqual(sample);
    expect(await node.open(await node.seal(sample))).toEqual(sample);
    // And the two browser implementations between themselves, to close the triangle.
    expect(await web.open(cryptoJs.sealSync(sample))).toEqual(sample);
    expect(cryptoJs.openSync(await web.seal(sample))).toEqual(sample);
  });

  it('draws a fresh salt for each seal', () => {
    const node = createNodeEnvelope(KEY);
    expect(node.sealSync(sample)).not.toBe(node.sealSync(sample));
  });

  it('refuses garbage, a wrong key and non-JSON plaintext with an EnvelopeError', () => {
    const node = createNodeEnvelope(KEY);
    const reason = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        expect(error).toBeInstanceOf(EnvelopeError);
        return (error as EnvelopeError).reason;
      }
      return 'none';
    };
    expect(reason(() => node.openSync('not base64 !'))).toBe('malformed');
    expect(reason(() => node.openSync(Buffer.from('hello world 1234').toString('base64')))).toBe(
      'malformed',
    );
    expect(reason(() => node.openSync(''))).toBe('malformed');
    const other = createNodeEnvelope('another key');
    expect(['decrypt', 'json']).toContain(reason(() => node.openSync(other.sealSync(sample))));
  });
});
