import { text } from '../text/text';
import { isAdmin, parseAllowedApplications } from './allowedApplications';

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

/** The signed-in person as every client reads the user lookup's record (spec 1 §4). */
export interface SessionUser {
  /** `user_name`, else the e-mail address. */
  readonly name: string;
  readonly email: string;
  readonly admin: boolean;
  /** The routes of `web_application_to_show`. */
  readonly apps: readonly string[];
  readonly record: Readonly<Record<string, unknown>>;
}

/** The user lookup's record (`get_user_by_token`) read as the signed-in person. */
export function sessionUserOf(record: Readonly<Record<string, unknown>>): SessionUser {
  return {
    name: text(record.user_name) || text(record.email),
    email: text(record.email),
    admin: isAdmin(record),
    apps: parseAllowedApplications(text(record.web_application_to_show)),
    record,
  };
}
