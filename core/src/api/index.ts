export type { CallAccess, CallDef, CallTransport, FamilyDef, FamilyKey } from './catalogue';
export { FAMILIES, FAMILY_KEYS } from './families';
export { defineFamily } from './defineFamily';
export type { CallSpec, FamilyCalls } from './defineFamily';
export { CATALOGUE, calls, findCall, findCallByPath } from './registry';
export { callPath } from './callPath';
export { general as generalCalls } from './calls/general';
export { frenchIssue, frenchIssues, issuePath } from './frenchIssues';
export { SAVE_ID_FIELD } from './fields';
export {
  ENVELOPE_ENCODING_HEADER,
  ENVELOPE_MESSAGES,
  ENVELOPE_TEST_VECTORS,
  EnvelopeError,
  IV_LENGTH,
  KEY_LENGTH,
  SALTED_BASE64_PREFIX,
  SALTED_PREFIX,
  SALTED_PREFIX_BYTES,
  SALT_LENGTH,
  base64Decode,
  base64Encode,
  bytesToHex,
  createBrowserEnvelope,
  createCryptoJsEnvelope,
  createWebCryptoEnvelope,
  evpBytesToKey,
  fromJsonText,
  hexToBytes,
  toJsonText,
  utf8Decode,
  utf8Encode,
} from './envelope';
export type {
  Envelope,
  EnvelopeErrorReason,
  EnvelopeKind,
  EnvelopeTestVector,
  SubtleCryptoLike,
  SyncEnvelope,
  WebCryptoEnvelope,
  WebCryptoLike,
} from './envelope';
export {
  API_ERROR_MESSAGES,
  ApiError,
  bindFamily,
  codeMessage,
  createApiClient,
  createCallClient,
  createPrefetchingClient,
  fieldRecords,
  httpStatusMessage,
  isApiError,
  PREFETCH_KEEP_MS,
  readyAnswers,
  tokenFromLogin,
  userFromLookup,
} from './client';
export type {
  Answered,
  AnswerOf,
  ApiClient,
  ApiClientOptions,
  ApiErrorKind,
  BoundCalls,
  BoundFamily,
  CallClient,
  CallOnly,
  CallPayload,
  CallResult,
  FetchInit,
  FetchLike,
  FetchResponseLike,
  FieldListAnswer,
  FormDataLike,
  LookedUpUser,
  PayloadOf,
  PrefetchingClient,
  ReadyAnswers,
  ReadyCall,
} from './client';
