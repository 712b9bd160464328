const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} Mo`.replace('.', ',')
    : `${Math.round(bytes / 1024)} Ko`;

/**
 * The server's refusals of any call, whatever its family (ours: the specs give no text;
 * mock-api/README.md lists when each is answered): an unknown or unreadable call, a tool or an
 * action the account may not use, a call too large or too frequent, a call without a handler, and
 * what a handler could not do.
 */
export const CALL_MESSAGES = {
  unreadable: 'Requête illisible : le message chiffré est absent ou ne peut pas être déchiffré.',
  adminOnly: 'Action réservée aux administrateurs.',
  internal: 'Erreur interne du serveur.',
  notAvailable: (name: string) => `Cet appel (${name}) n'est pas encore disponible sur ce serveur.`,
  unknownCall: (path: string) => `Appel inconnu : ${path}.`,
  /**
   * `label` is the family's (FAMILIES), e.g. « l’outil Statistiques »; « à le » and « à les »
   * contract as French does (« au planning », « aux appels généraux »).
   */
  appNotAllowed: (label: string) =>
    `Accès refusé : votre compte n’a pas accès ${`à ${label}`.replace(/^à le /, 'au ').replace(/^à les /, 'aux ')}.`,
  /** `limit` in bytes, said in Ko, or in Mo with one decimal past 1 Mo. */
  tooLarge: (limit: number) =>
    `Requête trop volumineuse : ${sizeText(limit)} au plus pour cet appel.`,
  tooManyRequests: (seconds: number) =>
    `Trop de requêtes sans session depuis votre adresse. Réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
  headersTooLarge: 'Requête refusée : son adresse ou ses en-têtes sont trop longs (16 Ko au plus).',
  /** A server address that is neither a call nor a page of the web root. */
  notFound: 'Page introuvable.',
  /** A value the database refuses (too large, forbidden character) that no schema caught. */
  invalidValue:
    'Une valeur envoyée ne peut pas être enregistrée (trop grande ou caractère interdit) : vérifiez les champs.',
} as const;

/** The readiness check's answer when the server's database cannot be used (ours). */
export const HEALTH_MESSAGES = {
  unavailable:
    'La base de données du serveur ne répond pas : les appels échouent jusqu’à son retour.',
} as const;
