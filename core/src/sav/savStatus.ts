/** spec 4 §4.1: Statut 130 = En cours (drafts), 140 = Cloturé. */
export const SAV_STATUS = { draft: 130, closed: 140 } as const;

/** spec 4 §4.1: the STATUS_DEVIS of a draft, and the `Status devis` of the SAV_2 copy. */
export const SAV_DRAFT_QUOTE_STATUS = 'En cours';
export const SAV_SIGNED_QUOTE_STATUS = 'Signé';

/** spec 4 §3.1: the two tables a report lives in. */
export const SAV_TABLES = ['SAV_FICHE', 'SAV_2'] as const;
export type SavTable = (typeof SAV_TABLES)[number];

const filled = (value: unknown) =>
  value !== undefined && value !== null && String(value).trim() !== '';

/** spec 4 §4.1: a report with status 140 or an existing signature is read-only. */
export function savReportReadOnly(report: Readonly<Record<string, unknown>>): boolean {
  return Number(report.Statut) === SAV_STATUS.closed || filled(report.Signature_web);
}

/**
 * spec 4 §4.1: the SAV_2 copy made at validation: `Status devis` Signé, Statut 140, no
 * STATUS_DEVIS, in table SAV_2.
 */
export function savSignedCopy(report: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...report };
  delete copy.STATUS_DEVIS;
  return {
    ...copy,
    Table: 'SAV_2',
    Statut: SAV_STATUS.closed,
    'Status devis': SAV_SIGNED_QUOTE_STATUS,
  };
}
