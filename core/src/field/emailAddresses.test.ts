import { describe, expect, it } from 'vitest';
import {
  addressRefusal,
  isEmailAddress,
  listedRecipients,
  uniqueAddresses,
} from './emailAddresses';

describe('isEmailAddress (the server’s own check: something@domain.tld)', () => {
  it('takes an address, with spaces around it', () => {
    expect(isEmailAddress('client@exemple.fr')).toBe(true);
    expect(isEmailAddress('  a.b+c@d.e.fr ')).toBe(true);
  });
  it('refuses what is not one', () => {
    for (const bad of ['', 'client', 'client@exemple', '@exemple.fr', 'a b@c.fr', 'a@@b.fr']) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });
});

describe('uniqueAddresses', () => {
  it('keeps the first spelling of an address listed twice in different cases', () => {
    expect(uniqueAddresses(['A@x.fr', 'b@x.fr', 'a@X.fr'])).toEqual(['A@x.fr', 'b@x.fr']);
    expect(uniqueAddresses([])).toEqual([]);
  });
});

describe('listedRecipients (spec 3 §2.2 recipient list: the client’s, plus added, minus removed)', () => {
  it('lists the known addresses, then the added ones, without the removed ones', () => {
    expect(listedRecipients(['a@x.fr', 'b@x.fr'], ['c@x.fr'], ['B@X.fr'])).toEqual([
      'a@x.fr',
      'c@x.fr',
    ]);
  });
  it('an address added again after its removal is not listed until the removal is undone', () => {
    expect(listedRecipients([], ['c@x.fr'], ['c@x.fr'])).toEqual([]);
  });
});

describe('addressRefusal (Ajouter)', () => {
  it('says why an address cannot be added', () => {
    expect(addressRefusal('pas une adresse', [])).toBe('invalidAddress');
    expect(addressRefusal(' A@x.fr ', ['a@x.fr'])).toBe('alreadyListed');
    expect(addressRefusal('b@x.fr', ['a@x.fr'])).toBeNull();
  });
});
