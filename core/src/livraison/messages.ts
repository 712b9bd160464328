import { RANGE_MESSAGES } from '../api/rangeMessages';

/**
 * The server's refusals of the delivery planning calls (spec 1 §7 `/api/planningLivraison/v1`).
 * Ours: the spec gives no text.
 */
export const DELIVERY_PLANNING_MESSAGES = {
  /** `get_materials` between two instants. */
  rangeReversed: RANGE_MESSAGES.reversed,
  rangeTooLong: RANGE_MESSAGES.tooLong,
  /** A driver's unavailability ending before it starts. */
  unavailabilityReversed: 'La fin de l’indisponibilité doit suivre son début.',
  unavailabilityNotFound: (key: string) => `Indisponibilité introuvable : ${key}.`,
  /** The return comment of a delivery (a rental line) that does not exist. */
  deliveryNotFound: (id: unknown) => `Livraison introuvable : ${String(id)}.`,
} as const;
