import { describe, expect, it } from 'vitest';
import { fieldRecords, tokenFromLogin, userFromLookup } from './normalisers';

describe('fieldRecords', () => {
  it('unwraps data[].fieldData', () => {
    expect(fieldRecords({ data: [{ fieldData: { a: 1 } }, { fieldData: { a: 2 } }] })).toEqual([
      { a: 1 },
      { a: 2 },
    ]);
  });

  it('merges portalData when asked', () => {
    const answer = {
      data: [
        {
          fieldData: { Nom_Genre_Machine: 'NACELLE' },
          portalData: { CAT_Tarif_GM_id: [{ x: 1 }] },
        },
      ],
    };
    expect(fieldRecords(answer)).toEqual([{ Nom_Genre_Machine: 'NACELLE' }]);
    expect(fieldRecords(answer, { withPortal: true })).toEqual([
      { Nom_Genre_Machine: 'NACELLE', CAT_Tarif_GM_id: [{ x: 1 }] },
    ]);
  });

  it('reads the nested data.data[] form and tolerates empty answers', () => {
    expect(fieldRecords({ data: { data: [{ fieldData: { b: 1 } }] } })).toEqual([{ b: 1 }]);
    expect(fieldRecords(null)).toEqual([]);
    expect(fieldRecords({ data: [] })).toEqual([]);
  });
});

describe('userFromLookup', () => {
  it('takes data.data.data[0].fieldData and drops user_id and user_password (spec 1 §3)', () => {
    const answer = {
      data: {
        data: [
          {
            fieldData: {
              user_id: 4,
              user_password: 'hash',
              email: 'a@b.fr',
              admin: 1,
              web_application_to_show: '/sav-gestion,/contrat-gestion',
            },
          },
        ],
      },
    };
    expect(userFromLookup(answer)).toEqual({
      email: 'a@b.fr',
      admin: 1,
      web_application_to_show: '/sav-gestion,/contrat-gestion',
    });
  });

  it('gives null when there is no user', () => {
    expect(userFromLookup({ data: { data: [] } })).toBeNull();
    expect(userFromLookup(undefined)).toBeNull();
  });
});

describe('tokenFromLogin', () => {
  it('reads data.id (spec 1 §7)', () => {
    expect(tokenFromLogin({ id: 'abc' })).toBe('abc');
    expect(tokenFromLogin({ id: '' })).toBeNull();
    expect(tokenFromLogin({})).toBeNull();
    expect(tokenFromLogin(null)).toBeNull();
  });
});
