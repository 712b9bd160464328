import CryptoJS from 'crypto-js/core';

type WordArray = CryptoJS.lib.WordArray;

/** crypto-js WordArray of bytes. */
export function toWordArray(bytes: Uint8Array): WordArray {
  const words: number[] = new Array<number>((bytes.length + 3) >>> 2).fill(0);
  for (let i = 0; i < bytes.length; i++) {
    words[i >>> 2] = (words[i >>> 2] ?? 0) | ((bytes[i] ?? 0) << (24 - (i % 4) * 8));
  }
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

/** Bytes of a crypto-js WordArray. */
export function fromWordArray(wordArray: WordArray): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(wordArray.sigBytes);
  for (let i = 0; i < out.length; i++) {
    out[i] = ((wordArray.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  }
  return out;
}
