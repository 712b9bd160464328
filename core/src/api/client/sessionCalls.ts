import { FAMILIES } from '../families';
import type { general } from '../calls/general';
import { createCallChannel } from './callChannel';
import type { ApiClientOptions } from './callChannel';

/** The answers of the session calls, as `tokenFromLogin` and `userFromLookup` read them. */
export interface SessionCalls {
  /** `user_login` (spec 1 §7): the sign-in name trimmed, the password as typed. */
  login(email: string, password: string): Promise<unknown>;
  /** `get_user_by_token` (spec 1 §4/§7). */
  lookup(token: string): Promise<unknown>;
  /** `logout` (ours): revokes the bearer's session. */
  logout(): Promise<unknown>;
}

type SessionCallName = keyof typeof general & ('user_login' | 'get_user_by_token' | 'logout');

/**
 * The shell's three session calls over the transport alone (`createCallChannel`): what the
 * sign-in page and home need, without the catalogue's schemas, so zod stays out of their
 * JavaScript (issue 39 §3). The server checks each payload with the catalogue's schema and
 * answers a refusal in French, which rejects as an `ApiError` like any call.
 */
export function createSessionCalls(options: ApiClientOptions): SessionCalls {
  const channel = createCallChannel(options);
  const call = (name: SessionCallName, payload: unknown) =>
    channel.post(`general.${name}`, `${FAMILIES.general.basePath}/${name}`, payload);
  return {
    login: (email, password) => call('user_login', { email: email.trim(), password }),
    lookup: (token) => call('get_user_by_token', { token }),
    logout: () => call('logout', {}),
  };
}
