import { INVALID_TOKEN } from '@locasuite/core';

/** Spec 1 §4: the session token lives in local storage under this key. */
export const TOKEN_KEY = 'userToken';

/** The stored token, or null when none is stored or the stored one is the invalid marker. */
export function readToken(storage: Storage = window.localStorage): string | null {
  const token = storage.getItem(TOKEN_KEY);
  return token && token !== INVALID_TOKEN ? token : null;
}

export function storeToken(token: string, storage: Storage = window.localStorage): void {
  storage.setItem(TOKEN_KEY, token);
}

/** Spec 1 §4/§8: on logout or a refused lookup the stored token is overwritten with an invalid value. */
export function storeInvalidToken(storage: Storage = window.localStorage): void {
  storage.setItem(TOKEN_KEY, INVALID_TOKEN);
}
