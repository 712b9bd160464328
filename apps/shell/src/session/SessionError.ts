import { API_ERROR_MESSAGES } from '@locasuite/core';

/**
 * Why a session call failed, in the two classes the screens tell apart: the server could not be
 * reached (`network`: show a retry), or it answered with a refusal (`refused`: HTTP status and the
 * server's French message, e.g. 401 or 429 « Trop de tentatives… »).
 */
export class SessionError extends Error {
  readonly kind: 'network' | 'refused';
  readonly status: number | undefined;

  constructor(kind: 'network' | 'refused', message: string, status?: number) {
    super(message);
    this.name = 'SessionError';
    this.kind = kind;
    this.status = status;
  }
}

/** The API client's own text for a server it could not reach. */
export const UNREACHABLE_MESSAGE = API_ERROR_MESSAGES.network;

/** Turns anything thrown by a session call into a SessionError (unknown errors count as network). */
export function toSessionError(error: unknown): SessionError {
  if (error instanceof SessionError) return error;
  return new SessionError('network', UNREACHABLE_MESSAGE);
}
