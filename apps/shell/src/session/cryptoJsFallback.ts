import { createCryptoJsEnvelope } from '@locasuite/core';

/** The crypto-js envelope, in its own chunk: only browsers without WebCrypto download it. */
export const createFallbackEnvelope = createCryptoJsEnvelope;
