export {
  ENVELOPE_ENCODING_HEADER,
  ENVELOPE_MESSAGES,
  EnvelopeError,
  IV_LENGTH,
  KEY_LENGTH,
  SALT_LENGTH,
  SALTED_PREFIX,
  SALTED_PREFIX_BYTES,
  fromJsonText,
  toJsonText,
} from './Envelope';
export type { Envelope, EnvelopeErrorReason, EnvelopeKind, SyncEnvelope } from './Envelope';
export { base64Decode, base64Encode, utf8Decode, utf8Encode } from './bytes';
export { evpBytesToKey } from './evpBytesToKey';
export { SALTED_BASE64_PREFIX, createCryptoJsEnvelope } from './cryptoJsEnvelope';
export { createWebCryptoEnvelope } from './webCryptoEnvelope';
export type { SubtleCryptoLike, WebCryptoEnvelope, WebCryptoLike } from './webCryptoEnvelope';
export { createBrowserEnvelope } from './createBrowserEnvelope';
export { ENVELOPE_TEST_VECTORS, bytesToHex, hexToBytes } from './testVectors';
export type { EnvelopeTestVector } from './testVectors';
