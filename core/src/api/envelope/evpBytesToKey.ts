import MD5 from 'crypto-js/md5';
import { IV_LENGTH, KEY_LENGTH } from './Envelope';
import { fromWordArray, toWordArray } from './wordArrays';

/**
 * OpenSSL EVP_BytesToKey with MD5 and one iteration, as crypto-js uses for passphrase AES:
 * `D1 = MD5(pass ‖ salt)`, `Di = MD5(Di-1 ‖ pass ‖ salt)`, concatenated until `keyLength +
 * ivLength` bytes; the first `keyLength` are the key, the next `ivLength` the IV. Any other
 * implementation (node:crypto on the server) must match {@link ENVELOPE_TEST_VECTORS}.
 */
export function evpBytesToKey(
  passphrase: Uint8Array,
  salt: Uint8Array,
  keyLength: number = KEY_LENGTH,
  ivLength: number = IV_LENGTH,
): { key: Uint8Array<ArrayBuffer>; iv: Uint8Array<ArrayBuffer> } {
  const total = keyLength + ivLength;
  const out = new Uint8Array(total);
  let filled = 0;
  let previous = new Uint8Array(0);
  while (filled < total) {
    const input = new Uint8Array(previous.length + passphrase.length + salt.length);
    input.set(previous, 0);
    input.set(passphrase, previous.length);
    input.set(salt, previous.length + passphrase.length);
    previous = fromWordArray(MD5(toWordArray(input)));
    const take = Math.min(previous.length, total - filled);
    out.set(previous.subarray(0, take), filled);
    filled += take;
  }
  return { key: out.slice(0, keyLength), iv: out.slice(keyLength, total) };
}
