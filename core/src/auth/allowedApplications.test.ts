import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../api/families';
import {
  canOpen,
  familyOpenTo,
  isAdmin,
  parseAllowedApplications,
  routeName,
} from './allowedApplications';

describe('parseAllowedApplications', () => {
  it('splits on commas, trims, removes the leading slash and drops empty parts', () => {
    expect(
      parseAllowedApplications(' /planning-disponibilite, sav-gestion ,,/contrat-gestion,'),
    ).toEqual(['planning-disponibilite', 'sav-gestion', 'contrat-gestion']);
  });

  it('gives nothing for an empty or missing field', () => {
    expect(parseAllowedApplications('')).toEqual([]);
    expect(parseAllowedApplications(' , ')).toEqual([]);
    expect(parseAllowedApplications(null)).toEqual([]);
    expect(parseAllowedApplications(undefined)).toEqual([]);
  });
});

describe('canOpen', () => {
  const apps = ['planning-technicien', 'etat-des-lieux-materiel'];

  it('opens a page whose route name (no slash, no query) is allowed', () => {
    expect(canOpen(apps, '/planning-technicien')).toBe(true);
    expect(canOpen(apps, 'planning-technicien')).toBe(true);
    expect(canOpen(apps, '/etat-des-lieux-materiel?contrat=12&matricule=A')).toBe(true);
  });

  it('refuses any other tool; home is open to every signed-in user', () => {
    expect(canOpen(apps, '/sav-gestion')).toBe(false);
    expect(canOpen(apps, '/planning')).toBe(false);
    expect(canOpen([], '/')).toBe(true);
  });

  it('judges nested paths by their tool', () => {
    expect(routeName('/etat-des-lieux-materiel/signature?id=3')).toBe('etat-des-lieux-materiel');
  });
});

describe('familyOpenTo', () => {
  it('opens general to everyone and a tool family to users of one of its routes', () => {
    expect(familyOpenTo([], FAMILIES.general)).toBe(true);
    expect(familyOpenTo(['gestion-livraison'], FAMILIES.planningLivraison)).toBe(true);
    expect(familyOpenTo(['planning-livraison'], FAMILIES.planningLivraison)).toBe(true);
    expect(familyOpenTo(['etat-des-lieux-velo'], FAMILIES.etatdl)).toBe(true);
    expect(familyOpenTo(['sav-gestion'], FAMILIES.contrat)).toBe(false);
  });
});

describe('isAdmin', () => {
  it('is true when admin equals 1, number or text (spec 1 §6)', () => {
    expect(isAdmin({ admin: 1 })).toBe(true);
    expect(isAdmin({ admin: '1' })).toBe(true);
    expect(isAdmin({ admin: ' 1 ' })).toBe(true);
  });

  it('is false otherwise', () => {
    expect(isAdmin({ admin: 0 })).toBe(false);
    expect(isAdmin({ admin: '0' })).toBe(false);
    expect(isAdmin({ admin: 2 })).toBe(false);
    expect(isAdmin({ admin: true })).toBe(false);
    expect(isAdmin({})).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
