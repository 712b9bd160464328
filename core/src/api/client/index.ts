export {
  API_ERROR_MESSAGES,
  ApiError,
  codeMessage,
  httpStatusMessage,
  isApiError,
} from './ApiError';
export type { ApiErrorKind } from './ApiError';
export { createApiClient } from './createApiClient';
export type {
  AnswerOf,
  ApiClient,
  ApiClientOptions,
  BoundCalls,
  BoundFamily,
  CallResult,
  FetchInit,
  FetchLike,
  FetchResponseLike,
  FormDataLike,
  PayloadOf,
} from './createApiClient';
export { fieldRecords, tokenFromLogin, userFromLookup } from './normalisers';
export type { FieldListAnswer, LookedUpUser } from './normalisers';
