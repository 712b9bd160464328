/**
 * The server's refusals when a call names a shared record that does not exist (ours: the specs
 * give no text). Every family that reads clients and companies answers these.
 */
export const RECORD_MESSAGES = {
  clientNotFound: (id: unknown) => `Client introuvable : ${String(id)}.`,
  companyNotFound: (id: unknown) => `Société introuvable : ${String(id)}.`,
} as const;
