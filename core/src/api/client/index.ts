export {
  API_ERROR_MESSAGES,
  ApiError,
  codeMessage,
  httpStatusMessage,
  isApiError,
} from './ApiError';
export type { ApiErrorKind } from './ApiError';
export { bindFamily, createApiClient } from './createApiClient';
export type { ApiClient, BoundCalls, BoundFamily } from './createApiClient';
export { createCallClient } from './createCallClient';
export type {
  AnswerOf,
  ApiClientOptions,
  CallClient,
  CallPayload,
  CallResult,
  FetchInit,
  FetchLike,
  FetchResponseLike,
  FormDataLike,
  PayloadOf,
} from './createCallClient';
export { fieldRecords, tokenFromLogin, userFromLookup } from './normalisers';
export type { FieldListAnswer, LookedUpUser } from './normalisers';
export { createPrefetchingClient, PREFETCH_KEEP_MS, readyAnswers } from './prefetch';
export type { Answered, CallOnly, PrefetchingClient, ReadyAnswers, ReadyCall } from './prefetch';
