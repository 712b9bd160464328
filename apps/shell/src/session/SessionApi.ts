import type { ShellUser } from './ShellUser';

/**
 * The three server calls of the session (spec 1 §4, §7 general family). Implementations throw a
 * `SessionError`; the provider takes one as a parameter so screens test without a server.
 */
export interface SessionApi {
  /** `user_login`: resolves with the new token. */
  login(email: string, password: string): Promise<string>;
  /** `get_user_by_token`: resolves with the user, rejects when the token is refused. */
  lookup(token: string): Promise<ShellUser>;
  /** `logout`: revokes the token on the server. */
  logout(token: string): Promise<void>;
}
