import { describe, expect, it } from 'vitest';
import { agencyColumnTitles } from './agencyColumnTitles';

describe('agencyColumnTitles', () => {
  it('gives each agency its first 2 characters (spec 2 §9)', () => {
    expect(agencyColumnTitles(['Villeurbanne', 'Grenoble', 'Annecy'])).toEqual(['Vi', 'Gr', 'An']);
  });

  it('gives the whole name to agencies whose first 2 characters are the same, in order', () => {
    expect(
      agencyColumnTitles(['Lyon Gerland', 'Villeurbanne', 'Lyon Part-Dieu', 'Saint-Étienne']),
    ).toEqual(['Lyon Gerland', 'Vi', 'Lyon Part-Dieu', 'Sa']);
  });

  it('compares the codes without letter case nor surrounding spaces', () => {
    expect(agencyColumnTitles([' LYON Est', 'lyon Ouest', 'Grenoble '])).toEqual([
      'LYON Est',
      'lyon Ouest',
      'Gr',
    ]);
  });

  it('keeps a short name and an empty list as they are', () => {
    expect(agencyColumnTitles(['A', 'Bo'])).toEqual(['A', 'Bo']);
    expect(agencyColumnTitles([])).toEqual([]);
  });
});
