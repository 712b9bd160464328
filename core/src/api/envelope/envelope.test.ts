import { describe, expect, it } from 'vitest';
import { EnvelopeError } from './Envelope';
import { base64Decode, base64Encode, utf8Encode } from './bytes';
import { createBrowserEnvelope } from './createBrowserEnvelope';
import { createCryptoJsEnvelope } from './cryptoJsEnvelope';
import { evpBytesToKey } from './evpBytesToKey';
import { ENVELOPE_TEST_VECTORS, bytesToHex, hexToBytes } from './testVectors';
import { createWebCryptoEnvelope, type WebCryptoLike } from './webCryptoEnvelope';

const webCrypto = (globalThis as unknown as { crypto: WebCryptoLike }).crypto;
const KEY = 'locasuite-dev-envelope-key';

/** A realistic list answer of about 260 KB: records with French text, like a planning load. */
function bigAnswer(): unknown {
  const data = Array.from({ length: 520 }, (_, i) => ({
    fieldData: {
      CLD_NUM_CONTRAT: `C${100000 + i}`,
      CLD_MATRICULE: `MAT/${i}`,
      CLD_NOM_CLIENT: 'Société Générale de Bâtiment – Île-de-France',
      CLD_CLIENT_ADRESSE: `${i} rue de l’Église`,
      CLD_CLIENT_VILLE: 'Évry-Courcouronnes',
      CLD_DESCRIPTION: 'Nacelle élévatrice articulée 16 m, diesel, 4×4 — contrôle à prévoir',
      CLD_DATE_DEPART: '03/03/2025',
      CLD_DATE_DEPART_TIMESTAMP: 1740960000000 + i,
      CLD_COMMENTAIRE_DEPART: 'Livraison avant 8h, appeler le chef de chantier. '.repeat(2),
    },
    portalData: {},
  }));
  return { code: 0, data: { data } };
}

describe('createCryptoJsEnvelope', () => {
  const envelope = createCryptoJsEnvelope(KEY);

  it('round-trips values, sync and async', async () => {
    const value = { email: 'a@b.fr', n: 3, list: [1, 'deux', null], nested: { ok: true } };
    expect(envelope.openSync(envelope.sealSync(value))).toEqual(value);
    expect(await envelope.open(await envelope.seal(value))).toEqual(value);
  });

  it('produces the OpenSSL "Salted__" format with a fresh salt each time', () => {
    const a = envelope.sealSync({ x: 1 });
    const b = envelope.sealSync({ x: 1 });
    expect(a.startsWith('U2FsdGVkX1')).toBe(true);
    expect(a).not.toBe(b);
    expect(String.fromCharCode(...base64Decode(a).subarray(0, 8))).toBe('Salted__');
  });

  it('opens every OpenSSL test vector', () => {
    for (const v of ENVELOPE_TEST_VECTORS) {
      expect(createCryptoJsEnvelope(v.passphrase).openSync(v.sealed)).toEqual(
        JSON.parse(v.plaintext),
      );
    }
  });

  it('throws a typed EnvelopeError on a wrong key, garbage and non-JSON', async () => {
    const sealed = envelope.sealSync({ secret: 'données' });
    const other = createCryptoJsEnvelope('une autre clé');
    expect(() => other.openSync(sealed)).toThrow(EnvelopeError);
    await expect(other.open(sealed)).rejects.toBeInstanceOf(EnvelopeError);
    expect(() => envelope.openSync('pas du tout chiffré')).toThrow(EnvelopeError);
    expect(() => envelope.openSync('')).toThrow(EnvelopeError);
    expect(() => envelope.openSync('U2FsdGVkX1+hssPU5fYHGA==')).toThrow(EnvelopeError);
    const notJson = createCryptoJsEnvelope('k');
    const v = ENVELOPE_TEST_VECTORS[0];
    expect(v).toBeDefined();
    expect(() => notJson.openSync(v?.sealed ?? '')).toThrow(EnvelopeError);
  });

  it('refuses values that are not JSON', () => {
    expect(() => envelope.sealSync(undefined)).toThrow(EnvelopeError);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => envelope.sealSync(cyclic)).toThrow(EnvelopeError);
  });
});

describe('evpBytesToKey', () => {
  it('matches OpenSSL for the vectors that give key and IV', () => {
    for (const v of ENVELOPE_TEST_VECTORS) {
      if (!v.keyHex || !v.ivHex) continue;
      const { key, iv } = evpBytesToKey(utf8Encode(v.passphrase), hexToBytes(v.saltHex));
      expect(bytesToHex(key)).toBe(v.keyHex);
      expect(bytesToHex(iv)).toBe(v.ivHex);
    }
  });
});

/** gzip through the runtime's CompressionStream, as the server's zlib writes it. */
async function gzip(text: string): Promise<Uint8Array> {
  // core is typed without DOM or Node globals: reach the runtime's through globalThis.
  const g = globalThis as unknown as {
    Blob: new (parts: unknown[]) => { stream(): { pipeThrough(t: unknown): unknown } };
    CompressionStream: new (format: 'gzip') => unknown;
    Response: new (body: unknown) => { arrayBuffer(): Promise<ArrayBuffer> };
  };
  const stream = new g.Blob([utf8Encode(text)])
    .stream()
    .pipeThrough(new g.CompressionStream('gzip'));
  return new Uint8Array(await new g.Response(stream).arrayBuffer());
}

describe('createWebCryptoEnvelope', () => {
  const envelope = createWebCryptoEnvelope(KEY, webCrypto);

  it('opens a compressed answer (JSON gzipped, then sealed), and refuses one that is not gzip', async () => {
    const answer = bigAnswer();
    const packed = await gzip(JSON.stringify(answer));
    const salt = webCrypto.getRandomValues(new Uint8Array(8));
    // Seal the compressed bytes as the server does (node:crypto there, crypto-js format).
    const { key, iv } = evpBytesToKey(utf8Encode(KEY), salt);
    const cryptoKey = await webCrypto.subtle.importKey('raw', key, { name: 'AES-CBC' }, false, [
      'encrypt',
    ]);
    const cipher = new Uint8Array(
      await webCrypto.subtle.encrypt({ name: 'AES-CBC', iv }, cryptoKey as never, packed as never),
    );
    const sealed = base64Encode(new Uint8Array([...utf8Encode('Salted__'), ...salt, ...cipher]));
    expect(packed.length).toBeLessThan(JSON.stringify(answer).length / 5);
    expect(envelope.openGzip).toBeDefined();
    expect(await envelope.openGzip!(sealed)).toEqual(answer);
    // An answer sealed without compression is not gzip: a French envelope error, no crash.
    await expect(envelope.openGzip!(await envelope.seal({ a: 1 }))).rejects.toBeInstanceOf(
      EnvelopeError,
    );
  });

  it('round-trips values', async () => {
    const value = { start: 1740960000000, end: 1741564800000, label: 'Réservé : Oui' };
    expect(await envelope.open(await envelope.seal(value))).toEqual(value);
  });

  it('seals the OpenSSL test vectors byte for byte and opens them', async () => {
    for (const v of ENVELOPE_TEST_VECTORS) {
      const env = createWebCryptoEnvelope(v.passphrase, webCrypto);
      const value: unknown = JSON.parse(v.plaintext);
      expect(await env.sealWithSalt(value, hexToBytes(v.saltHex))).toBe(v.sealed);
      expect(await env.open(v.sealed)).toEqual(value);
    }
  });

  it('interoperates with crypto-js both ways, accents and emoji included', async () => {
    const reference = createCryptoJsEnvelope(KEY);
    const value = { message: 'Le délai de signature est dépassé — « Signée le » 03/03/2025 ✅ 🚲' };
    expect(reference.openSync(await envelope.seal(value))).toEqual(value);
    expect(await envelope.open(reference.sealSync(value))).toEqual(value);
  });

  it('carries a 260 KB answer both ways', async () => {
    const reference = createCryptoJsEnvelope(KEY);
    const value = bigAnswer();
    expect(JSON.stringify(value).length).toBeGreaterThan(250_000);
    const viaWeb = await envelope.seal(value);
    expect(reference.openSync(viaWeb)).toEqual(value);
    expect(await envelope.open(reference.sealSync(value))).toEqual(value);
  });

  it('rejects with a typed EnvelopeError on a wrong key or garbage', async () => {
    const sealed = await envelope.seal({ secret: 'données' });
    const other = createWebCryptoEnvelope('une autre clé', webCrypto);
    await expect(other.open(sealed)).rejects.toBeInstanceOf(EnvelopeError);
    await expect(envelope.open('***')).rejects.toMatchObject({ reason: 'malformed' });
    await expect(envelope.open(base64Encode(new Uint8Array(40)))).rejects.toMatchObject({
      reason: 'malformed',
    });
    await expect(envelope.open('U2FsdGVkX1+hssPU5fYHGA==')).rejects.toBeInstanceOf(EnvelopeError);
  });
});

describe('createBrowserEnvelope', () => {
  it('uses WebCrypto when crypto.subtle exists, crypto-js otherwise', async () => {
    expect(createBrowserEnvelope(KEY, webCrypto).kind).toBe('webcrypto');
    expect(createBrowserEnvelope(KEY, {}).kind).toBe('crypto-js');
    expect(createBrowserEnvelope(KEY, null).kind).toBe('crypto-js');
    expect(createBrowserEnvelope(KEY).kind).toBe('webcrypto');
    const a = createBrowserEnvelope(KEY, webCrypto);
    const b = createBrowserEnvelope(KEY, {});
    expect(await b.open(await a.seal({ é: 'à' }))).toEqual({ é: 'à' });
  });
});

describe('base64', () => {
  it('matches known encodings', () => {
    expect(base64Encode(utf8Encode(''))).toBe('');
    expect(base64Encode(utf8Encode('f'))).toBe('Zg==');
    expect(base64Encode(utf8Encode('fo'))).toBe('Zm8=');
    expect(base64Encode(utf8Encode('foo'))).toBe('Zm9v');
    expect(base64Encode(utf8Encode('Salted__'))).toBe('U2FsdGVkX18=');
    expect(base64Encode(Uint8Array.of(0xfb, 0xff))).toBe('+/8=');
  });

  it('refuses what is not base64', () => {
    for (const bad of ['***', '****', 'AA=A', '=AAA', 'AAAAA', 'AAé=']) {
      expect(() => base64Decode(bad), bad).toThrow(EnvelopeError);
    }
    expect([...base64Decode(' Zm9v\nYmFy ')]).toEqual([...utf8Encode('foobar')]);
  });

  it('encodes and decodes every length', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + 11) & 255);
      const text = base64Encode(bytes);
      expect([...base64Decode(text)]).toEqual([...bytes]);
    }
  });
});
