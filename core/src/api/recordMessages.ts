/**
 * The server's refusals when a call names a shared record that does not exist (ours: the specs
 * give no text). Every family that reads clients, companies, contracts and agencies answers these.
 */
export const RECORD_MESSAGES = {
  clientNotFound: (id: unknown) => `Client introuvable : ${String(id)}.`,
  companyNotFound: (id: unknown) => `Société introuvable : ${String(id)}.`,
  contractNotFound: (id: unknown) => `Contrat introuvable : ${String(id)}.`,
  /** A client named inside a payload (a booking, a contract's lines) that names no client. */
  unknownClient: (id: unknown) => `Client inconnu : ${String(id)}.`,
  /** An agency id (or a list of them, joined by commas) that names no agency. */
  unknownAgency: (id: unknown) => `Agence inconnue : ${String(id)}.`,
} as const;
