import { INVALID_TOKEN, TOKEN_STORAGE_KEY, hasUsableToken } from '@locasuite/core';

/** The stored token (spec 1 §4, key `userToken`), or null when none or the invalid marker is stored. */
export function readToken(storage: Storage = window.localStorage): string | null {
  const token = storage.getItem(TOKEN_STORAGE_KEY);
  return hasUsableToken(token) ? token : null;
}

export function storeToken(token: string, storage: Storage = window.localStorage): void {
  storage.setItem(TOKEN_STORAGE_KEY, token);
}

/** Spec 1 §4/§8: on logout or a refused lookup the stored token is overwritten with an invalid value. */
export function storeInvalidToken(storage: Storage = window.localStorage): void {
  storage.setItem(TOKEN_STORAGE_KEY, INVALID_TOKEN);
  storage.removeItem(OPENED_APPS_KEY);
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
