import { describe, expect, it } from 'vitest';
import { INVALID_TOKEN, TOKEN_STORAGE_KEY, hasUsableToken, sessionUserOf } from './session';

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

  describe('sessionUserOf', () => {
    it('reads the lookup record: name, e-mail, admin flag and the routes it opens (spec 1 §4)', () => {
      const record = {
        user_name: 'Camille Martin',
        email: 'camille@locasuite.fr',
        admin: 1,
        web_application_to_show: 'planning-technicien,sav-gestion',
      };
      expect(sessionUserOf(record)).toEqual({
        name: 'Camille Martin',
        email: 'camille@locasuite.fr',
        admin: true,
        apps: ['planning-technicien', 'sav-gestion'],
        record,
      });
    });

    it('names the person by the e-mail address without a user name, and opens nothing without a list', () => {
      const user = sessionUserOf({ user_name: '  ', email: 'tech@locasuite.fr', admin: 0 });
      expect([user.name, user.admin, user.apps]).toEqual(['tech@locasuite.fr', false, []]);
    });
  });
});
