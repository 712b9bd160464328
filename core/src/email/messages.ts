/**
 * The server's refusals of a mail put in the outbox (ARCHITECTURE.md, Mail). Ours: the specs give
 * no text.
 */
export const OUTBOX_MESSAGES = {
  noRecipient: 'Le mail doit avoir au moins un destinataire.',
  noSubject: 'Le mail doit avoir un objet.',
} as const;
