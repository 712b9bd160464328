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
