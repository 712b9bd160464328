/** What went wrong with a call: no answer, an HTTP refusal, an unreadable envelope, a non-zero code, an answer of the wrong shape, or a payload refused before sending. */
export type ApiErrorKind =
  'network' | 'http' | 'envelope' | 'code' | 'invalid-answer' | 'invalid-payload';

/** French messages a person can act on (ARCHITECTURE.md "The API contract"). */
export const API_ERROR_MESSAGES = {
  network: 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
  envelope:
    'La réponse du serveur ne peut pas être déchiffrée. Vérifiez la configuration de la clé d’enveloppe ou contactez l’administrateur.',
  invalidAnswer:
    'La réponse du serveur est inattendue. Réessayez plus tard ou signalez-le à l’administrateur.',
  invalidPayload: 'Les données à envoyer sont invalides. Corrigez-les puis réessayez.',
  http401: 'Votre session a expiré ou n’est plus valide. Reconnectez-vous.',
  http403: 'Vous n’avez pas accès à cette fonction. Demandez l’accès à un administrateur.',
  http404: 'L’élément demandé est introuvable. Il a peut-être été supprimé : actualisez la page.',
  http409: 'L’opération est impossible dans l’état actuel. Actualisez la page puis réessayez.',
  http413: 'Le fichier ou les données envoyés sont trop volumineux.',
  http422: 'Les données envoyées sont invalides. Corrigez-les puis réessayez.',
  http429: 'Trop de tentatives. Patientez quelques minutes puis réessayez.',
  http5xx: 'Le serveur a rencontré une erreur. Réessayez dans quelques instants.',
} as const;

/** The French message for an HTTP status when the server sent none. */
export function httpStatusMessage(status: number): string {
  switch (status) {
    case 401:
      return API_ERROR_MESSAGES.http401;
    case 403:
      return API_ERROR_MESSAGES.http403;
    case 404:
      return API_ERROR_MESSAGES.http404;
    case 409:
      return API_ERROR_MESSAGES.http409;
    case 413:
      return API_ERROR_MESSAGES.http413;
    case 422:
      return API_ERROR_MESSAGES.http422;
    case 429:
      return API_ERROR_MESSAGES.http429;
    default:
      return status >= 500
        ? API_ERROR_MESSAGES.http5xx
        : `Le serveur a refusé la demande (erreur HTTP ${status}). Réessayez plus tard.`;
  }
}

/** The French message of a non-zero code when the server sent none. */
export function codeMessage(code: number): string {
  return `Le serveur a refusé l’opération (code ${code}).`;
}

/**
 * Every failure of the API client (never a raw TypeError): `kind`, the HTTP `status` when there
 * was an answer, the answer's `code` when it could be read, and a French `message`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: number | undefined;
  /** `family.name` of the call, for logs. */
  readonly call: string | undefined;
  /** The refusal's `data`, when the server sent details with it (e.g. a merge conflict). */
  readonly data: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: {
      status?: number;
      code?: number;
      call?: string;
      cause?: unknown;
      data?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.call = details.call;
    this.data = details.data;
  }
}

/** Narrowing helper. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
