/**
 * The server's refusals of a statistic's find requests (spec 1 §7 `/api/statistique/v1`, the
 * criteria « from...to »). Ours: the spec gives no text.
 */
export const STATISTIC_FIND_MESSAGES = {
  /** The date criterion of `field` is not `MM/DD/YYYY...MM/DD/YYYY` (`sent`: what came). */
  badDateCriterion: (field: string, sent: string) =>
    `Filtre ${field} invalide : attendu « MM/JJ/AAAA...MM/JJ/AAAA », reçu « ${sent} ».`,
  dateCriterionReversed: (field: string) =>
    `Filtre ${field} invalide : la date de début suit la date de fin.`,
  /** Any other criterion is compared as text: an object or null is refused. */
  notASimpleValue: (field: string) => `Filtre ${field} invalide : une valeur simple est attendue.`,
  noFilter: 'Indiquez au moins un filtre.',
} as const;
