/** The live channel's refusals (mock-api/README.md « Live channel »; ours: the specs give no text). */
export const LIVE_MESSAGES = {
  /** Too many presence calls from one user in a short time (a loop, not a drag). */
  tooManyPresences: 'Trop d’annonces de présence : réessayez dans quelques secondes.',
} as const;
