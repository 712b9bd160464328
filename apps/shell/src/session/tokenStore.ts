import { INVALID_TOKEN, TOKEN_STORAGE_KEY, hasUsableToken } from '@locasuite/core';
import type { ShellUser } from './ShellUser';

/** The stored token (spec 1 §4, key `userToken`), or null when none or the invalid marker is stored. */
export function readToken(storage: Storage = window.localStorage): string | null {
  const token = storage.getItem(TOKEN_STORAGE_KEY);
  return hasUsableToken(token) ? token : null;
}

export function storeToken(token: string, storage: Storage = window.localStorage): void {
  storage.setItem(TOKEN_STORAGE_KEY, token);
  storage.removeItem(USER_SNAPSHOT_KEY);
}

/** Spec 1 §4/§8: on logout or a refused lookup the stored token is overwritten with an invalid value. */
export function storeInvalidToken(storage: Storage = window.localStorage): void {
  storage.setItem(TOKEN_STORAGE_KEY, INVALID_TOKEN);
  storage.removeItem(OPENED_APPS_KEY);
  storage.removeItem(USER_SNAPSHOT_KEY);
}

/**
 * The tools the signed-in user may open, kept on the device so that on the next start the shell
 * can download the code of the page being opened while the session is looked up. A hint only:
 * what renders is decided by the looked-up user.
 */
const OPENED_APPS_KEY = 'locasuite.openedApps';

export function storeOpenedApps(
  apps: readonly string[],
  storage: Storage = window.localStorage,
): void {
  storage.setItem(OPENED_APPS_KEY, JSON.stringify(apps));
}

export function readOpenedApps(storage: Storage = window.localStorage): readonly string[] {
  try {
    const apps: unknown = JSON.parse(storage.getItem(OPENED_APPS_KEY) ?? '[]');
    return Array.isArray(apps) ? apps.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The last user record looked up for the stored token, so that the tools that work without a
 * connection (`offline` in core's registry) open when the lookup cannot reach the server. Tied to
 * its token by a fingerprint (the token itself is not written twice) and removed with it.
 */
const USER_SNAPSHOT_KEY = 'locasuite.userSnapshot';

/** A short fingerprint of a token (cyrb53): tells the same token apart, it is no secret. */
function fingerprint(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const ch = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The record without what a device must not keep twice: a token, a password. */
function keptRecord(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !/token|password/i.test(key)));
}

export function storeUserSnapshot(
  token: string,
  user: ShellUser,
  storage: Storage = window.localStorage,
): void {
  try {
    storage.setItem(
      USER_SNAPSHOT_KEY,
      JSON.stringify({
        token: fingerprint(token),
        user: { ...user, apps: [...user.apps], record: keptRecord(user.record) },
      }),
    );
  } catch {
    // A full or blocked storage: the tools then need the server to open, as before.
  }
}

/** The user kept for `token`, or null (none, another token's, or unreadable). */
export function readUserSnapshot(
  token: string,
  storage: Storage = window.localStorage,
): ShellUser | null {
  try {
    const kept: unknown = JSON.parse(storage.getItem(USER_SNAPSHOT_KEY) ?? 'null');
    if (!isObject(kept) || kept.token !== fingerprint(token) || !isObject(kept.user)) return null;
    const { name, email, admin, apps, record } = kept.user;
    if (typeof name !== 'string' || typeof email !== 'string' || typeof admin !== 'boolean')
      return null;
    if (!Array.isArray(apps) || !apps.every((a) => typeof a === 'string') || !isObject(record))
      return null;
    return { name, email, admin, apps: apps as string[], record };
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
