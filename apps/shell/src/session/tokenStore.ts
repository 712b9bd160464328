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
}
