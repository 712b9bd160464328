import { describe, expect, it } from 'vitest';
import { agencyColumnTitles } from './agencyColumnTitles';

describe('agencyColumnTitles', () => {
  it('gives each agency its first 2 characters (spec 2 §9)', () => {
    expect(agencyColumnTitles(['Villeurbanne', 'Grenoble', 'Annecy'])).toEqual(['Vi', 'Gr', 'An']);
  });

  it('tells apart agencies whose first 2 characters are the same by the shortest beginning of their own, in order', () => {
    expect(
      agencyColumnTitles(['Lyon Gerland', 'Villeurbanne', 'Lyon Part-Dieu', 'Saint-Étienne']),
    ).toEqual(['Lyon G.', 'Vi', 'Lyon P.', 'Sa']);
    expect(agencyColumnTitles(['Saint-Étienne', 'Saint-Priest', 'Sallanches'])).toEqual([
      'Saint-É.',
      'Saint-P.',
      'Sal.',
    ]);
  });

  it('compares without letter case nor surrounding spaces', () => {
    expect(agencyColumnTitles([' LYON Est', 'lyon Ouest', 'Grenoble '])).toEqual([
      'LYON E.',
      'lyon O.',
      'Gr',
    ]);
  });

  it('gives the whole name when no beginning is its own (a name inside another, twins)', () => {
    expect(agencyColumnTitles(['Lyon', 'Lyon Gerland'])).toEqual(['Lyon', 'Lyon G.']);
    expect(agencyColumnTitles(['Annecy', 'Annecy'])).toEqual(['Annecy', 'Annecy']);
  });

  it('keeps a short name and an empty list as they are', () => {
    expect(agencyColumnTitles(['A', 'Bo'])).toEqual(['A', 'Bo']);
    expect(agencyColumnTitles([])).toEqual([]);
  });
});
