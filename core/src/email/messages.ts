/**
 * The server's refusals of a mail put in the outbox (ARCHITECTURE.md, Mail). Ours: the specs give
 * no text.
 */
export const OUTBOX_MESSAGES = {
  noRecipient: 'Le mail doit avoir au moins un destinataire.',
  noSubject: 'Le mail doit avoir un objet.',
} as const;

/**
 * The server's refusals of the e-mail history (spec 1 §7 Email family): a user reads only their
 * own mailboxes and mails (spec 1 §6). Ours: the spec gives no text.
 */
export const EMAIL_VISUALISATION_MESSAGES = {
  notYourMailbox: (mailbox: string) =>
    `Accès refusé : la boîte mail ${mailbox} ne fait pas partie de vos adresses.`,
  otherUser: 'Accès refusé : vous ne pouvez consulter que vos propres adresses mail.',
  userNotFound: 'Utilisateur introuvable.',
  mailNotFound: 'Mail introuvable dans les boîtes mail de votre compte.',
  providerDown: 'Le fournisseur d’e-mails ne répond pas : réessayez dans quelques instants.',
} as const;
