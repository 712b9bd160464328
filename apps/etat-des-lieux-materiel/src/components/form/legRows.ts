/**
 * One line of a two-leg section (checklist, meters): its label, then the departure and return
 * values side by side; on a phone the label takes its own row above them.
 */
export const legRowSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' },
  gap: 1.5,
  alignItems: 'center',
  py: 1,
  borderTop: 1,
  borderColor: 'divider',
} as const;

/** The label cell of a {@link legRowSx} line. */
export const legLabelSx = {
  gridColumn: { xs: '1 / -1', sm: 'auto' },
  display: 'flex',
  gap: 1,
  alignItems: 'center',
} as const;
