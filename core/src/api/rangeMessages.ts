/**
 * The server's refusals of a read between two instants (ours: the specs give no text), the same
 * words for every planning that serves its events over a period.
 */
export const RANGE_MESSAGES = {
  /** The end of the period asked for does not come after its start. */
  reversed: 'La période demandée est invalide : la fin doit suivre le début.',
  /** A period wider than the read serves (`days`: its widest, in days). */
  tooLong: (days: number) => `La période demandée est trop longue : ${days} jours au plus.`,
} as const;
