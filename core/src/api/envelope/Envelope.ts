/**
 * The envelope of every API call (ARCHITECTURE.md, specs §7): the JSON payload, encrypted with a
 * passphrase in the OpenSSL "Salted__" format that crypto-js `AES.encrypt(text, passphrase)`
 * produces: base64 of `Salted__` + 8-byte salt + AES-256-CBC ciphertext (PKCS#7), key and IV from
 * EVP_BytesToKey (MD5, one iteration). A compatibility layer with the existing backend, not a
 * security control.
 */
export interface Envelope {
  /** JSON-encodes `value` and encrypts it; resolves to the base64 text sent as `{ data }`. */
  seal(value: unknown): Promise<string>;
  /** Decrypts a base64 text and JSON-decodes it; rejects with an {@link EnvelopeError}. */
  open(text: string): Promise<unknown>;
  /**
   * Opens an answer sealed compressed (`ENVELOPE_ENCODING_HEADER`: the JSON text gzipped, then
   * sealed). Present only where the runtime can decompress; a client without it never asks.
   */
  openGzip?(text: string): Promise<unknown>;
}

/**
 * Our optional compressed answers (issue 10): a client that sends this header with `gzip` may get
 * its answer's JSON gzipped before it is sealed, and the answer then carries the same header with
 * `gzip`. Without the header the answer is the original backend's format, so other clients are
 * unaffected. A sealed text is random bytes in base64: compressing it afterwards would gain nothing.
 */
export const ENVELOPE_ENCODING_HEADER = 'x-envelope-encoding';

/** An envelope whose work is synchronous (crypto-js); the async methods wrap the sync ones. */
export interface SyncEnvelope extends Envelope {
  sealSync(value: unknown): string;
  /**
   * Seals a JSON text as it is (an answer the database built as text): the same bytes as
   * `sealSync(JSON.parse(text))` would seal, without parsing and stringifying it again.
   */
  sealTextSync(jsonText: string): string;
  openSync(text: string): unknown;
}

/** Which implementation an envelope uses (for benchmarks and diagnostics). */
export type EnvelopeKind = 'crypto-js' | 'webcrypto' | 'node';

/** The ASCII magic that starts every sealed text once base64-decoded. */
export const SALTED_PREFIX = 'Salted__';

/** `Salted__` as bytes. */
export const SALTED_PREFIX_BYTES: readonly number[] = [
  0x53, 0x61, 0x6c, 0x74, 0x65, 0x64, 0x5f, 0x5f,
];

/** Salt length in bytes. */
export const SALT_LENGTH = 8;
/** AES-256 key length in bytes. */
export const KEY_LENGTH = 32;
/** AES-CBC IV length in bytes. */
export const IV_LENGTH = 16;

export type EnvelopeErrorReason = 'malformed' | 'decrypt' | 'json' | 'encode';

/**
 * Thrown (or rejected) when a text cannot be opened: not base64, no `Salted__` header, wrong key
 * (bad padding or non-UTF-8 plaintext), or plaintext that is not JSON.
 */
export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
  readonly reason: EnvelopeErrorReason;

  constructor(reason: EnvelopeErrorReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

/** French message of an {@link EnvelopeError} reason (shown to people through `ApiError`). */
export const ENVELOPE_MESSAGES: Readonly<Record<EnvelopeErrorReason, string>> = {
  malformed: 'Le message chiffré est illisible (format inattendu).',
  decrypt: 'Le message chiffré ne peut pas être déchiffré avec la clé configurée.',
  json: 'Le message déchiffré n’est pas un JSON valide.',
  encode: 'La valeur à chiffrer ne peut pas être convertie en JSON.',
};

/** JSON-encodes a value for sealing; `undefined` and unserialisable values are refused. */
export function toJsonText(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (cause) {
    throw new EnvelopeError('encode', ENVELOPE_MESSAGES.encode, { cause });
  }
  if (text === undefined) throw new EnvelopeError('encode', ENVELOPE_MESSAGES.encode);
  return text;
}

/** Parses the plaintext of an opened envelope. */
export function fromJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new EnvelopeError('json', ENVELOPE_MESSAGES.json, { cause });
  }
}
