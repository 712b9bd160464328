/** The application paths a user may be given (spec 1 §2, home tiles and routes). */
export const APPLICATION_PATHS = [
  'planning-disponibilite',
  'planning-livraison',
  'planning-technicien',
  'planning-gestion-rdv-velo',
  'statistiques',
  'email-visualisation',
  'etat-des-lieux-materiel',
  'etat-des-lieux-velo',
  'gestion-livraison',
  'signature-en-ligne',
  'sav-gestion',
  'contrat-gestion',
] as const;

/** Splits a `web_application_to_show` value (comma-separated paths, spec 1 §3) into paths. */
export function parseApplications(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim().replace(/^\//, ''))
    .filter((s) => s.length > 0);
}
