/** Local-storage key of the session token (spec 1 §4, spec 4 §7.3). */
export const TOKEN_STORAGE_KEY = 'userToken';

/**
 * The invalid value stored over the token on logout and when the user lookup fails (spec 1 §2, §4;
 * spec 4 §4.4 "Logout stores an undefined token"): the text the original stored, so both clients
 * agree that the session is over.
 */
export const INVALID_TOKEN = 'undefined';

/** Whether a stored token is worth a lookup: present, non-empty, and not the invalid marker. */
export function hasUsableToken(token: string | null | undefined): token is string {
  return (
    typeof token === 'string' && token.trim() !== '' && token !== INVALID_TOKEN && token !== 'null'
  );
}
