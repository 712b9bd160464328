import {
  isApiError,
  SESSION_MESSAGES,
  sessionUserOf,
  tokenFromLogin,
  userFromLookup,
} from '@locasuite/core';
import type { Envelope, FetchLike } from '@locasuite/core';
import { createSessionCalls } from '@locasuite/core/session';
import type { ShellConfig } from '../config';
import { reportingFetch } from '../connection/apiReachability';
import { createShellEnvelope } from './createShellEnvelope';
import type { SessionApi } from './SessionApi';
import { SessionError, UNREACHABLE_MESSAGE } from './SessionError';
import type { ShellUser } from './ShellUser';

function toSessionError(error: unknown): SessionError {
  if (isApiError(error)) {
    if (error.kind === 'network') return new SessionError('network', error.message);
    return new SessionError('refused', error.message, error.status ?? 401);
  }
  return new SessionError('network', UNREACHABLE_MESSAGE);
}

/**
 * The session calls of spec 1 §4/§7 over the real contract: core's session calls (the call
 * transport without the catalogue's schemas, which keeps zod out of the sign-in page and home),
 * the browser envelope (WebCrypto, crypto-js fallback) and the token as `Authorization: Bearer`.
 */
export function createSessionApi(
  config: ShellConfig,
  fetchFn: FetchLike = reportingFetch(window.fetch.bind(window) as FetchLike),
  envelope: Envelope = createShellEnvelope(config.envelopeKey),
): SessionApi {
  const clientWith = (token: string | null) =>
    createSessionCalls({ baseUrl: config.apiUrl, envelope, getToken: () => token, fetch: fetchFn });

  return {
    async login(email, password) {
      try {
        const token = tokenFromLogin(
          (await clientWith(null).login(email, password)) as Parameters<typeof tokenFromLogin>[0],
        );
        if (!token) throw new SessionError('refused', SESSION_MESSAGES.session, 401);
        return token;
      } catch (error) {
        throw error instanceof SessionError ? error : toSessionError(error);
      }
    },

    async lookup(token): Promise<ShellUser> {
      try {
        const answer = (await clientWith(token).lookup(token)) as Parameters<
          typeof userFromLookup
        >[0];
        const record = userFromLookup(answer) as Record<string, unknown> | null;
        if (!record) throw new SessionError('refused', SESSION_MESSAGES.session, 401);
        return sessionUserOf(record);
      } catch (error) {
        throw error instanceof SessionError ? error : toSessionError(error);
      }
    },

    async logout(token) {
      try {
        await clientWith(token).logout();
      } catch (error) {
        throw toSessionError(error);
      }
    },
  };
}
