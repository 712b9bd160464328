/**
 * How long a temporary PDF (`creat_tmp_pdf`, opened by the public `openPdf`) stays readable:
 * one hour (ours). Its 128-bit random id, chosen by the server, is the only key to it.
 */
export const TEMPORARY_PDF_LIFETIME_MS = 3_600_000;

/** The shape of a temporary PDF's id: 128 random bits in hex, as the signature links' ids. */
const TEMPORARY_PDF_ID = /^[0-9a-f]{32}$/;

/** The French texts of the temporary PDFs (ours). */
export const TEMPORARY_PDF_MESSAGES = {
  notFound:
    'Ce PDF temporaire n’existe pas ou a expiré (il reste lisible une heure) : ouvrez-le de nouveau depuis l’état des lieux.',
} as const;

/** Whether `id` has the shape of a temporary PDF's id (anything else is unknown, unread). */
export function isTemporaryPdfId(id: unknown): id is string {
  return typeof id === 'string' && TEMPORARY_PDF_ID.test(id);
}

/** When a temporary PDF made at `now` expires (TEMPORARY_PDF_LIFETIME_MS later). */
export function temporaryPdfExpiry(now: Date): Date {
  return new Date(now.getTime() + TEMPORARY_PDF_LIFETIME_MS);
}
