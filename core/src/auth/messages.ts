/**
 * The server's refusals of the user accounts' administration (spec 1 §6: the CLI `users`, the
 * seeds, the tests). Ours: the spec gives no text.
 */
export const USER_ACCOUNT_MESSAGES = {
  /** `identifier`: the login or the email asked for. */
  userNotFound: (identifier: string) => `Utilisateur introuvable : ${identifier}.`,
  alreadyExists: 'Un utilisateur existe déjà avec cet identifiant ou cette adresse email.',
  adminNotBoolean: 'Le statut administrateur doit être oui ou non.',
} as const;

/**
 * The session's refusals, answered by the server and said by the sign-in page and the shell
 * (spec 1 §5 for the wrong pair; ours for the others).
 */
export const SESSION_MESSAGES = {
  /** A call or a live stream without a valid session (no, bad, revoked or expired token). */
  session: 'Session invalide ou expirée : reconnectez-vous.',
  /** spec 1 §5: a wrong login or password, or one of them empty. */
  badCredentials: "L'adresse email ou le mot de passe est incorrect",
  /** Sign-ins throttled; `minutes` until the next attempt is counted. */
  tooManyAttempts: (minutes: number) =>
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
} as const;
