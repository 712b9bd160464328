import { RANGE_MESSAGES } from '../api/rangeMessages';

/**
 * The server's refusals of the delivery management calls (itineraries, spec 3 §2.6, §3.5; issue
 * 35 « Every refusal explains itself ») that are not a leg's or a driver's fit (`parseRecap`,
 * `itineraryRefusals`, `checkItinerarySettings` word those). Ours: the spec gives no text.
 */
export const ITINERARY_MESSAGES = {
  notFound: (id: unknown) => `Itinéraire introuvable : ${String(id)}.`,
  /** `editEvent` with `supprimer: 1`: deleting has its own call. */
  deleteThroughDeletion: 'Pour supprimer un itinéraire, utilisez la suppression.',
  endBeforeStart: "La fin de l'itinéraire (fin_timestamp) doit suivre son début.",
  /** A driver missing from the settings' list (`drivers`: that list's names). */
  unknownDriver: (driver: string, drivers: readonly string[]) =>
    `Chauffeur inconnu : ${driver}. Chauffeurs : ${drivers.join(', ')}.`,
  /** The first leg leaves from an agency that does not exist. */
  unknownStartAgency: (id: string) => `Étape 1 : agence de départ inconnue « ${id} ».`,
  /** The leg `step` (from 1) goes to a client that does not exist. */
  unknownClient: (step: number, code: string) => `Étape ${step} : client inconnu « ${code} ».`,
  /** `getEvents` between two instants. */
  rangeReversed: RANGE_MESSAGES.reversed,
  rangeTooLong: RANGE_MESSAGES.tooLong,
} as const;
