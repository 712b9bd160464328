import { describe, expect, it } from 'vitest';
import { RDV_MESSAGES as M } from './messages';

describe('RDV_MESSAGES', () => {
  it('words the server refusals with their parameters', () => {
    expect(M.tooManyRanges(20)).toBe('20 plages horaires au plus par création.');
    expect(M.rangeTooLong(400)).toBe('La période demandée est trop longue : 400 jours au plus.');
    expect(M.slotNotFound('99')).toBe('Créneau introuvable : 99.');
    expect(M.unknownAgency('7, 9')).toBe('Agence inconnue : 7, 9.');
    expect(M.unknownType(['TYPE_ID9'], ['TYPE_ID1', 'TYPE_ID2'])).toBe(
      'Type de RDV inconnu : TYPE_ID9 (TYPE_ID1, TYPE_ID2).',
    );
    expect(M.unknownClient('C042')).toBe('Client inconnu : C042.');
    expect(M.seriesNotFound('R-1')).toBe('Récurrence introuvable : R-1.');
    expect(M.contractNotFound('CT12')).toBe('Contrat introuvable : CT12.');
    expect(M.contractClosed('CT12')).toBe('Le contrat CT12 n’est plus en cours.');
    expect(M.noReservationContract('R55')).toBe('Aucun contrat pour le numéro de réservation R55.');
    expect(M.badTypeColor('TYPE_ID1')).toBe(
      'La couleur du type TYPE_ID1 est invalide : choisissez une couleur au format #RRGGBB.',
    );
  });

  it('keeps the fixed refusals word for word', () => {
    expect(M.recurrenceEndRequired).toBe('Choisissez la date de fin de la récurrence.');
    expect(M.rangeReversed).toBe('La période demandée est invalide : la fin doit suivre le début.');
    expect(M.seriesRangeReversed).toBe('La date de fin doit suivre la date de début.');
    expect(M.notInSeries).toBe('Ce créneau ne fait pas partie d’une récurrence.');
    expect(M.contractOfOtherClient).toBe('Ce contrat n’est pas celui du client du créneau.');
    expect(M.contractNeedsBooking).toBe('Un contrat ne s’associe qu’à un créneau réservé.');
    expect(M.validationMailNoClient).toBe(
      'Ce créneau n’a pas de client avec un code, un nom et un e-mail : aucun mail de validation envoyé.',
    );
    expect(M.colorsNotObject).toBe(
      'Les couleurs doivent former un objet : type de RDV → couleur #RRGGBB.',
    );
  });
});
