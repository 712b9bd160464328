import { describe, expect, it } from 'vitest';
import { ITINERARY_MESSAGES as M } from './messages';

describe('ITINERARY_MESSAGES', () => {
  it('names what the itinerary gets wrong', () => {
    expect(M.notFound(12)).toBe('Itinéraire introuvable : 12.');
    expect(M.endBeforeStart).toBe("La fin de l'itinéraire (fin_timestamp) doit suivre son début.");
    expect(M.unknownDriver('Zoé', ['Paul', 'Marc'])).toBe(
      'Chauffeur inconnu : Zoé. Chauffeurs : Paul, Marc.',
    );
    expect(M.unknownStartAgency('9')).toBe('Étape 1 : agence de départ inconnue « 9 ».');
    expect(M.unknownClient(3, 'C00099')).toBe('Étape 3 : client inconnu « C00099 ».');
    expect(M.rangeTooLong(100)).toBe('La période demandée est trop longue : 100 jours au plus.');
  });
});
