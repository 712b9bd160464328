import { RANGE_MESSAGES } from '../api/rangeMessages';
import { RECORD_MESSAGES } from '../api/recordMessages';

/**
 * The French texts of the bike appointment slots (spec 2 §5.2, §8), word for word where the spec
 * quotes them. The server answers its refusals with these texts and the page shows them.
 */
export const RDV_MESSAGES = {
  /** spec 2 §8 (the admin-only refusal of the spec's plannings). */
  adminOnly: 'ERREUR : Cette action nécessite un compte administrateur',
  /** spec 2 §5.2, §8: the empty contract list of a client. */
  noContract: 'Aucun contrat en cours pour le client séléctionné',
  /** spec 2 §8: the empty slot table. */
  noSlot: 'Aucun RDV prédéfinie',
  /** Issue 13: the loser of two bookings of one free slot. */
  alreadyBooked: "Ce créneau vient d'être réservé",
  // The spec gives no text for the refusals below; ours, said so a person can act on them.
  /** A record edited on a stale version (the suite's record versions). */
  stale: "Ce créneau vient d'être modifié par quelqu'un d'autre : rechargez-le.",
  /** spec 2 §5.2 "Saving needs an agency". */
  agencyRequired: 'Choisissez une agence avant d’enregistrer le créneau.',
  /** spec 2 §5.2 "At least one appointment type must be selected". */
  typeRequired: 'Choisissez au moins un type de RDV.',
  /** spec 2 §5.2 "Each time range needs start and end". */
  timeRange: 'L’heure de fin doit suivre l’heure de début (HH:mm).',
  /** spec 2 §5.2 "status and comment only for booked slots". */
  notBooked: 'Le statut et le commentaire ne s’appliquent qu’à un créneau réservé.',
  /** spec 2 §5.2 "Occupying manually needs a client found by name or code". */
  clientRequired: 'Choisissez un client dans la liste avant de réserver le créneau.',
  /** spec 2 §3.2 RDV_VALIDE: 0 none, 1 ✅, 2 ⚠️, 3 ❌. */
  badStatus: 'Le statut du RDV doit valoir 0, 1 (✅), 2 (⚠️) ou 3 (❌).',
  /** spec 2 §5.2 weekly recurrence. */
  recurrenceEnd: 'La date de fin de la récurrence ne peut pas précéder le jour du créneau.',
  /** spec 2 §2.2 `Liste des agences`: one agency for non-admins. */
  oneAgencyOnly: 'Une seule agence peut être choisie sans compte administrateur.',
  recurrenceInterval: 'L’intervalle de la récurrence est de 1 à 5 semaines.',
  recurrenceTooLong: (days: number) =>
    `La récurrence dure ${days} jours au plus : choisissez une date de fin plus proche.`,
  /** spec 2 §5.2 weekly recurrence: a series needs its end date. */
  recurrenceEndRequired: 'Choisissez la date de fin de la récurrence.',
  /** spec 2 §5.2 "several ranges may be added": at most `max` in one creation. */
  tooManyRanges: (max: number) => `${max} plages horaires au plus par création.`,
  /** spec 2 §7.2 reads between two day timestamps: the end day before the start day. */
  rangeReversed: RANGE_MESSAGES.reversed,
  /** spec 2 §7.2 reads between two day timestamps: at most `days` days. */
  rangeTooLong: RANGE_MESSAGES.tooLong,
  /** spec 2 §7.2 deleting a series up to an end date: the end before the start. */
  seriesRangeReversed: 'La date de fin doit suivre la date de début.',
  /** A slot key that names no slot. */
  slotNotFound: (key: string) => `Créneau introuvable : ${key}.`,
  /** spec 2 §3.2 AGENCE: an agency id that names no agency (a list joined by commas). */
  unknownAgency: RECORD_MESSAGES.unknownAgency,
  /** spec 2 §3.2 appointment types: the unknown TYPE_ID keys sent, and the known ones. */
  unknownType: (sent: readonly string[], known: readonly string[]) =>
    `Type de RDV inconnu : ${sent.join(', ')} (${known.join(', ')}).`,
  /** spec 2 §5.2 "a client found by name or code": a code that names no client. */
  unknownClient: RECORD_MESSAGES.unknownClient,
  /** spec 2 §7.2 series deletion: the slot named belongs to no series. */
  notInSeries: 'Ce créneau ne fait pas partie d’une récurrence.',
  /** spec 2 §7.2 series deletion: an ID_HEBDOMADAIRE that names no series. */
  seriesNotFound: (id: string) => `Récurrence introuvable : ${id}.`,
  /** spec 2 §5.2 a booking's contract: a number that names no contract. */
  contractNotFound: RECORD_MESSAGES.contractNotFound,
  /** spec 2 §5.2 a booking's contract: it must be the slot client's. */
  contractOfOtherClient: 'Ce contrat n’est pas celui du client du créneau.',
  /** spec 2 §5.2 a booking's contract: it must be open (Réservé / En cours). */
  contractClosed: (num: string) => `Le contrat ${num} n’est plus en cours.`,
  /** spec 2 §7.2 `update_contrat_num_by_key`: only a booked slot takes a contract. */
  contractNeedsBooking: 'Un contrat ne s’associe qu’à un créneau réservé.',
  /** spec 2 §7.2 `get_contract_by_num`: no contract for that number. */
  noReservationContract: (num: string) => `Aucun contrat pour le numéro de réservation ${num}.`,
  /** spec 2 §4.2 validation mail: the slot needs a client code, a name and a mail. */
  validationMailNoClient:
    'Ce créneau n’a pas de client avec un code, un nom et un e-mail : aucun mail de validation envoyé.',
  /** spec 2 §7.2 calendar colours: the colours text is not an object. */
  colorsNotObject: 'Les couleurs doivent former un objet : type de RDV → couleur #RRGGBB.',
  /** spec 2 §7.2 calendar colours: a type's colour is not `#RRGGBB`. */
  badTypeColor: (key: string) =>
    `La couleur du type ${key} est invalide : choisissez une couleur au format #RRGGBB.`,
} as const;

/** A refusal of a slot rule: the HTTP status the server answers and the French text. */
export interface RdvRefusal {
  readonly ok: false;
  readonly status: 403 | 409 | 422;
  readonly message: string;
}

export const refuse = (status: RdvRefusal['status'], message: string): RdvRefusal => ({
  ok: false,
  status,
  message,
});
