/**
 * Reference values of the envelope format, produced independently with the OpenSSL command line
 * (`openssl enc -aes-256-cbc -md md5 -S <salt> -pass pass:<passphrase>`, `Salted__` + salt
 * prepended, base64). Every implementation (crypto-js, WebCrypto, the server's node:crypto) must
 * open `sealed` to `plaintext`, and sealing `plaintext` with `saltHex` must give `sealed` exactly.
 * `keyHex`/`ivHex`, where given, are EVP_BytesToKey(MD5) of passphrase and salt.
 */
export interface EnvelopeTestVector {
  readonly passphrase: string;
  readonly saltHex: string;
  /** The JSON text that was encrypted (what `JSON.stringify(value)` gives). */
  readonly plaintext: string;
  readonly sealed: string;
  readonly keyHex?: string;
  readonly ivHex?: string;
}

export const ENVELOPE_TEST_VECTORS: readonly EnvelopeTestVector[] = [
  {
    passphrase: 'locasuite-dev-envelope-key',
    saltHex: '0102030405060708',
    plaintext: '{"code":0,"data":{"id":"abc"}}',
    sealed: 'U2FsdGVkX18BAgMEBQYHCNuYvIYDbUwexcZ0Dt2S1REigFxFDTvKDHte1veguCmc',
    keyHex: '9a36ab0c3a7ab1f54348344ffa4d8f0abed3b1a225b65a9df57b7daf60fe0ee7',
    ivHex: 'c2b7880717141b9bc19f6bb3b319637a',
  },
  {
    passphrase: 'locasuite-dev-envelope-key',
    saltHex: '0102030405060708',
    plaintext: '{"email":"élodie.garçon@exemple.fr","password":"Été 2025 – ça marche ✓"}',
    sealed:
      'U2FsdGVkX18BAgMEBQYHCDYHRTInQjQsODM/7yRmiTZ83Gv7ZPRo1DlwXGRdnFv2xIeYVYP5IfDK/iFMJtC8HUcUcC0oeGKsZ718K4OWyW0i0gdaMETnQsO91rXGJ6J9S0prFadB+u01J2Ns+dDXPw==',
  },
  {
    passphrase: 'clé secrète',
    saltHex: 'a1b2c3d4e5f60718',
    plaintext: '"x"',
    sealed: 'U2FsdGVkX1+hssPU5fYHGIWrTu/ucasS+NKbsIN5cO4=',
    keyHex: 'e4c47b388b678a82ce468b98c26d85b2a2b220745058bc7dfeb1a330c746a926',
    ivHex: '0849ad46e17f71076f89324806085db3',
  },
  {
    passphrase: 'clé secrète',
    saltHex: 'ffeeddccbbaa9988',
    plaintext: '{"data":[{"fieldData":{"NOM":"Bérénice"}}]}',
    sealed:
      'U2FsdGVkX1//7t3Mu6qZiBJ54fiVXnxcy74MPKiVfKwq5m/cJli6C81AZS3/Sk6z7S4+oao9TYwoYU4+6n712A==',
  },
];

/** Bytes of a hex string (test vectors' salts, keys and IVs). */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Lower-case hex of bytes. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}
