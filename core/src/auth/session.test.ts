import { describe, expect, it } from 'vitest';
import { INVALID_TOKEN, TOKEN_STORAGE_KEY, hasUsableToken } from './session';

describe('session', () => {
  it('keeps the token under userToken (spec 1 §4)', () => {
    expect(TOKEN_STORAGE_KEY).toBe('userToken');
  });

  it('stores an invalid value on logout that is never used as a token', () => {
    expect(hasUsableToken(INVALID_TOKEN)).toBe(false);
    expect(hasUsableToken(null)).toBe(false);
    expect(hasUsableToken('')).toBe(false);
    expect(hasUsableToken('3f2a9c')).toBe(true);
  });
});
