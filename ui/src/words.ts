import { API_ERROR_MESSAGES } from '@locasuite/core';

/**
 * The words every tool says the same way, written once. A tool's own texts live in its
 * `texts.ts`; these are the shared buttons and the load states of `useLoad`/`useCall`.
 */
export const words = {
  save: 'Enregistrer',
  cancel: 'Annuler',
  close: 'Fermer',
  yes: 'Oui',
  no: 'Non',
  today: "Aujourd'hui",
  retry: 'Réessayer',
  /** The server could not be reached (the core client's message for a network failure). */
  unreachable: API_ERROR_MESSAGES.network,
  /** A load failed for another reason than the network, when the tool has no message of its own. */
  loadFailed: 'Les données n’ont pas pu être chargées.',
  /** Beside data kept from an earlier load after a failed one (issue 11: never an empty day). */
  notRefreshed: 'Les données affichées n’ont pas été actualisées.',
} as const;
