import { describe, expect, it } from 'vitest';
import { PRODUCT_TITLE, headerHidden, showsTopBar, topBarTitle } from './topBar';

describe('topBarTitle', () => {
  it('is the path in capitals with dashes as spaces (spec 1 §2)', () => {
    expect(topBarTitle('/planning-disponibilite')).toBe('PLANNING DISPONIBILITE');
    expect(topBarTitle('/etat-des-lieux-velo')).toBe('ETAT DES LIEUX VELO');
    expect(topBarTitle('/sav-gestion?search=12')).toBe('SAV GESTION');
  });

  it('is the product title on home', () => {
    expect(PRODUCT_TITLE).toBe('LocaSuite');
    expect(topBarTitle('/')).toBe('LocaSuite');
    expect(topBarTitle('')).toBe('LocaSuite');
  });
});

describe('showsTopBar', () => {
  it('shows on home and on application pages', () => {
    expect(showsTopBar('/')).toBe(true);
    expect(showsTopBar('/statistiques', '')).toBe(true);
    expect(showsTopBar('/planning-disponibilite', '?header=show')).toBe(true);
  });

  it('hides on the login and double-authentication pages', () => {
    expect(showsTopBar('/login')).toBe(false);
    expect(showsTopBar('/signature-double-authentification', '?id=abc')).toBe(false);
  });

  it('hides on nested paths', () => {
    expect(showsTopBar('/etat-des-lieux-materiel/signature', '?id=1')).toBe(false);
  });

  it('hides when header equals hide', () => {
    expect(showsTopBar('/planning-disponibilite', '?header=hide')).toBe(false);
    expect(showsTopBar('/sav-gestion', 'search=12&header=hide')).toBe(false);
    expect(headerHidden('?header=hidden')).toBe(false);
  });
});
