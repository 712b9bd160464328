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
