import { RANGE_MESSAGES } from '../api/rangeMessages';
import { RECORD_MESSAGES } from '../api/recordMessages';

/**
 * spec 2 §8, the error catalogue of the technician planning, word for word. The server answers
 * its refusals with these texts and the page shows them in the red banner.
 */
export const TECHNICIAN_PLANNING_MESSAGES = {
  /** spec 2 §5.1, §8. */
  adminOnly: 'ERREUR : Cette action nécessite un compte administrateur',
  /** spec 2 §4.1 "140 is final", §8. */
  finished: (number: string) =>
    `ERREUR : Intervention ${number} est terminé n'est donc plus modifiable.`,
  /** spec 2 §5.1 unavailability overlap, §8 (`list`: the technicians, comma separated). */
  unavailable: (number: string, technicians: readonly string[]) =>
    `ERREUR : Intervention ${number} technicien(s) non disponible : ${technicians.join(', ')}`,
  /** spec 2 §5.1 title mismatch, §8. */
  titleMismatch: (number: string) => `ERREUR : ${number}`,
  /** spec 2 §8 informational text on an unavailability click (the dates follow it). */
  unavailability: (technician: string) => `INDISPONIBILITÉ : ${technician}`,
  /** spec 2 §2.1 empty comment table. */
  noComment: 'Aucun commentaire trouvé',
  /** Issue 12 (ours): an edit made on a stale version of the intervention. */
  staleVersion: "Cette intervention vient d'être modifiée par quelqu'un d'autre",
  // The spec gives no text for the refusals below; ours, in the §8 style.
  /** spec 2 §4.1 "Send to tablet … only for status up to 110". */
  notSendable: (number: string) =>
    `ERREUR : Intervention ${number} a déjà été envoyée ou récupérée : elle ne peut plus être envoyée vers la tablette.`,
  /** spec 2 §4.1 "Cancel planning … only when status is 130 or lower". */
  notCancellable: (number: string) =>
    `ERREUR : Intervention ${number} : sa planification ne peut plus être annulée.`,
  /** spec 2 §4.1 "Removing a card from the unscheduled list": only unscheduled (100) cards. */
  notRemovable: (number: string) =>
    `ERREUR : Intervention ${number} est planifiée : seule une intervention en attente peut être retirée.`,
  /** A removed (99) intervention is no longer on the planning. */
  removed: (number: string) => `ERREUR : Intervention ${number} a été retirée du planning.`,
  /** A status change the machine of spec 2 §4.1 does not have. */
  badTransition: (number: string, from: string, to: string) =>
    `ERREUR : Intervention ${number} : passage du statut ${from} au statut ${to} impossible.`,
  /** A drop or move needs a technician (spec 2 §4.1). */
  noTechnician: (number: string) =>
    `ERREUR : Intervention ${number} : choisissez au moins un technicien.`,
  /** The end must follow the start. */
  endBeforeStart: (number: string) =>
    `ERREUR : Intervention ${number} : la fin doit suivre le début.`,
  // The server's refusals of a malformed call (ours; the old client never sent one).
  /** spec 2 §7 event ranges: `start`/`end` are `MM/DD/YYYY` days. */
  notADay: (field: string) => `Le champ « ${field} » doit être une date réelle (MM/JJ/AAAA).`,
  /** An event range whose end day comes before its start day. */
  rangeReversed: RANGE_MESSAGES.reversed,
  /** An event range wider than the lists serve. */
  rangeTooLong: RANGE_MESSAGES.tooLong,
  /** DEBUT or FIN of an unavailability or a comment that is not a date and time. */
  notADateTime: (field: string) => `Le champ « ${field} » doit être une date réelle.`,
  /** An unavailability ending before it starts (or a comment ending before it starts). */
  periodReversed: 'La fin doit suivre le début.',
  /** A record of the planning (`what`: Intervention, Indisponibilité, Commentaire) not found. */
  notFound: (what: string, key: string) => `${what} introuvable : ${key}.`,
  /** getTechToShow, setAgency, getAgency name another account than the session's. */
  otherAccount: 'Ce compte n’est pas celui de la session.',
  /** An unavailability whose TYPE is not one of the settings' `types_indisponibilite`. */
  unknownUnavailabilityType: (type: string, known: readonly string[]) =>
    `Type d’indisponibilité inconnu : ${type} (${known.join(', ')}).`,
  /** setAgency with an agency that does not exist. */
  unknownAgency: RECORD_MESSAGES.unknownAgency,
} as const;
