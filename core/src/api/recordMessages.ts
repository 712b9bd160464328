/**
 * The server's refusals when a call names a shared record or a stored file that does not exist,
 * a record changed since it was read, or a file path outside the store (ours: the specs give no
 * text). Every family that reads clients, companies, contracts, agencies and files answers these.
 */
export const RECORD_MESSAGES = {
  clientNotFound: (id: unknown) => `Client introuvable : ${String(id)}.`,
  companyNotFound: (id: unknown) => `Société introuvable : ${String(id)}.`,
  contractNotFound: (id: unknown) => `Contrat introuvable : ${String(id)}.`,
  /** A client named inside a payload (a booking, a contract's lines) that names no client. */
  unknownClient: (id: unknown) => `Client inconnu : ${String(id)}.`,
  /** An agency id (or a list of them, joined by commas) that names no agency. */
  unknownAgency: (id: unknown) => `Agence inconnue : ${String(id)}.`,
  /** Technician names (joined by commas) that name no technician of the technician planning. */
  unknownTechnician: (names: string) => `Technicien inconnu : ${names}.`,
  /** Driver names (joined by commas) that name no driver of the delivery planning. */
  unknownDriver: (names: string) => `Chauffeur inconnu : ${names}.`,
  /** A path the file store holds no file at (as the store normalised it). */
  fileNotFound: (path: string) => `Fichier introuvable : ${path}`,
  /** A file path that would leave the store's root (`..`, absolute, a link out of it). */
  invalidPath: 'Chemin de fichier invalide',
  /** A save on a version other than the one stored: someone saved the record since. */
  staleRecord: "Cette fiche vient d'être modifiée par quelqu'un d'autre : rechargez-la.",
} as const;
