import { describe, expect, it } from 'vitest';
import { DELIVERY_PLANNING_MESSAGES as M } from './messages';

describe('DELIVERY_PLANNING_MESSAGES', () => {
  it('words the delivery planning refusals', () => {
    expect(M.rangeReversed).toBe('La période demandée est invalide : la fin doit suivre le début.');
    expect(M.unavailabilityReversed).toBe('La fin de l’indisponibilité doit suivre son début.');
    expect(M.unavailabilityNotFound('7')).toBe('Indisponibilité introuvable : 7.');
    expect(M.deliveryNotFound(31)).toBe('Livraison introuvable : 31.');
  });
});
