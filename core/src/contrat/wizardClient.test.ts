import { describe, expect, it } from 'vitest';
import {
  NEW_CLIENT_EMPTY,
  WIZARD_CIVILITIES,
  WIZARD_CLIENT_MESSAGES,
  checkNewClient,
  cityLookupZip,
  newClientPayload,
  newClientSchema,
  zipInRange,
} from './wizardClient';
import type { NewClientValues } from './wizardClient';

const filled: NewClientValues = {
  civility: 'Madame',
  firstname: 'Claire',
  lastname: 'Perrin',
  email: 'claire.perrin@example.fr',
  address: '12 rue des Lilas',
  zipcode: '69007',
  city: 'Lyon',
  mobile: '0601020304',
  birthdate: '',
};

describe('WIZARD_CLIENT_MESSAGES', () => {
  it('quotes spec 4 §5 and §8 as written', () => {
    expect(WIZARD_CLIENT_MESSAGES.missing('Prénom')).toBe('Champ nécéssaire : Prénom');
    expect(WIZARD_CLIENT_MESSAGES.zipRange).toBe('Le nombre doit être entre 0 et 99999');
    expect(WIZARD_CLIENT_MESSAGES.zipInvalid).toBe('Code postal invalide');
    expect(WIZARD_CLIENT_MESSAGES.failed('Client existant')).toBe('ERREUR : Client existant');
  });
  it('« civility options Monsieur, Madame, Autre » (spec 4 §9)', () => {
    expect(WIZARD_CIVILITIES).toEqual(['Monsieur', 'Madame', 'Autre']);
  });
});

describe('checkNewClient', () => {
  it('accepts a client with every mandatory field; « birthdate (date, optional) »', () => {
    expect(checkNewClient(filled)).toEqual([]);
  });
  it("« every mandatory field filled, otherwise 'Champ nécéssaire : {field label}' », in order", () => {
    const failures = checkNewClient({ ...filled, firstname: ' ', city: '' });
    expect(failures.map((f) => f.message)).toEqual([
      'Champ nécéssaire : Prénom',
      'Champ nécéssaire : Ville',
    ]);
    expect(checkNewClient(NEW_CLIENT_EMPTY)[0]).toEqual({
      field: 'firstname',
      message: 'Champ nécéssaire : Prénom',
    });
    expect(checkNewClient(NEW_CLIENT_EMPTY)).toHaveLength(7);
  });
  it("« Zip code required, range 0 to 99999, message 'Le nombre doit être entre 0 et 99999' »", () => {
    expect(checkNewClient({ ...filled, zipcode: '' })[0]?.message).toBe(
      'Champ nécéssaire : Code postal',
    );
    for (const zipcode of ['100000', '-1', '69 007', 'abc', '1.5']) {
      expect(checkNewClient({ ...filled, zipcode })).toEqual([
        { field: 'zipcode', message: 'Le nombre doit être entre 0 et 99999' },
      ]);
    }
    expect(zipInRange('0')).toBe(true);
    expect(zipInRange('99999')).toBe(true);
    expect(zipInRange('100000')).toBe(false);
  });
  it('the form schema says each message under its field', () => {
    const parsed = newClientSchema.safeParse({ ...filled, lastname: '', zipcode: '123456' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['lastname', 'Champ nécéssaire : Nom'],
      ['zipcode', 'Le nombre doit être entre 0 et 99999'],
    ]);
    expect(newClientSchema.safeParse(filled).success).toBe(true);
  });
});

describe('cityLookupZip', () => {
  it('« the city list loads only when the zip code has exactly 5 characters »', () => {
    expect(cityLookupZip('69007')).toBe('69007');
    expect(cityLookupZip(' 01000 ')).toBe('01000');
    for (const zip of ['', '6900', '690070', 'abcde']) expect(cityLookupZip(zip)).toBeNull();
  });
});

describe('newClientPayload', () => {
  it('sends the trimmed values, no birthdate when none, a 5-digit code as typed', () => {
    expect(newClientPayload({ ...filled, firstname: ' Claire ', zipcode: '01000' })).toEqual({
      ...filled,
      zipcode: '01000',
      birthdate: undefined,
    });
    expect('birthdate' in newClientPayload(filled)).toBe(false);
    expect(newClientPayload({ ...filled, birthdate: '1980-05-02' }).birthdate).toBe('1980-05-02');
    expect(newClientPayload({ ...filled, zipcode: '7500' }).zipcode).toBe(7500);
  });
});
