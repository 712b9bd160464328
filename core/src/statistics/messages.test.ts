import { describe, expect, it } from 'vitest';
import { STATISTIC_FIND_MESSAGES as M } from './messages';

describe('STATISTIC_FIND_MESSAGES', () => {
  it('names the filter refused', () => {
    expect(M.badDateCriterion('CLD_DATE_DEPART', 'hier')).toBe(
      'Filtre CLD_DATE_DEPART invalide : attendu « MM/JJ/AAAA...MM/JJ/AAAA », reçu « hier ».',
    );
    expect(M.dateCriterionReversed('CLD_DATE_DEPART')).toBe(
      'Filtre CLD_DATE_DEPART invalide : la date de début suit la date de fin.',
    );
    expect(M.notASimpleValue('AGENCE')).toBe(
      'Filtre AGENCE invalide : une valeur simple est attendue.',
    );
    expect(M.noFilter).toBe('Indiquez au moins un filtre.');
  });
});
