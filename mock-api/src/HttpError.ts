import { RDV_MESSAGES, TECHNICIAN_PLANNING_MESSAGES, type FamilyKey } from '@locasuite/core';

/**
 * A refusal with an HTTP status and a French message a person can act on (ARCHITECTURE.md, API
 * contract: 400, 401, 403, 404, 409, 422, 429). The dispatcher turns it into `{ code: status, message }`,
 * plus `data` when the refusal carries details a page acts on (e.g. the fields of an after-sales
 * merge conflict, core `SavConflictAnswer`): the answer keeps the envelope's `{ code, data, message }`.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    /** Details of the refusal, answered as the envelope's `data` (never on a 5xx). */
    readonly data?: unknown,
  ) {
    super(message);
  }

  /** Fastify reads `statusCode` when one is thrown from a hook or a body stream. */
  get statusCode(): number {
    return this.status;
  }
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} Mo`.replace('.', ',')
    : `${Math.round(bytes / 1024)} Ko`;

/** French messages shared by the dispatcher and the handlers. */
export const MESSAGES = {
  unreadable: 'Requête illisible : le message chiffré est absent ou ne peut pas être déchiffré.',
  session: 'Session invalide ou expirée : reconnectez-vous.',
  adminOnly: 'Action réservée aux administrateurs.',
  internal: 'Erreur interne du serveur.',
  badCredentials: "L'adresse email ou le mot de passe est incorrect",
  invalidPath: 'Chemin de fichier invalide',
  tooManyAttempts: (minutes: number) =>
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  notAvailable: (name: string) => `Cet appel (${name}) n'est pas encore disponible sur ce serveur.`,
  unknownCall: (path: string) => `Appel inconnu : ${path}.`,
  /**
   * `label` is the family's (core FAMILIES), e.g. « l’outil Statistiques »; « à le » and « à les »
   * contract as French does (« au planning », « aux appels généraux »).
   */
  appNotAllowed: (label: string) =>
    `Accès refusé : votre compte n’a pas accès ${`à ${label}`.replace(/^à le /, 'au ').replace(/^à les /, 'aux ')}.`,
  tooLarge: (limit: number) =>
    `Requête trop volumineuse : ${sizeText(limit)} au plus pour cet appel.`,
  tooManyRequests: (seconds: number) =>
    `Trop de requêtes sans session depuis votre adresse. Réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
  headersTooLarge: 'Requête refusée : son adresse ou ses en-têtes sont trop longs (16 Ko au plus).',
  notFound: 'Page introuvable.',
  staleRecord: "Cette fiche vient d'être modifiée par quelqu'un d'autre : rechargez-la.",
  invalidValue:
    'Une valeur envoyée ne peut pas être enregistrée (trop grande ou caractère interdit) : vérifiez les champs.',
} as const;

/**
 * The admin-only refusal of families whose spec words it (spec 2 §8 for the technician planning
 * and the bike appointment slots);
 * the others say {@link MESSAGES.adminOnly}.
 */
export const ADMIN_ONLY_MESSAGES: Readonly<Partial<Record<FamilyKey, string>>> = {
  planningTechnicien: TECHNICIAN_PLANNING_MESSAGES.adminOnly,
  gestionRdvVelo: RDV_MESSAGES.adminOnly,
};
