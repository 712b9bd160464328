import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** One numbered section of the form (spec 3 §2.2 sections 1–11), in the spec's order. */
export function FormSection({
  number,
  title,
  children,
  testId,
}: {
  readonly number: number;
  readonly title: string;
  readonly children: ReactNode;
  readonly testId?: string;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      data-testid={testId}
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}
    >
      <Typography component="h3" variant="h6" sx={{ mb: 1.5 }}>
        {`${number}. ${title}`}
      </Typography>
      {children}
    </Paper>
  );
}

/** Two columns (departure, return) from 600 px; stacked below. */
export const twoColumns: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  gap: 2,
};

/** Read-only facts in as many columns as fit. */
export const factGrid: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 1.5,
};

/**
 * spec 3 §2.2 "Required empty fields are highlighted in orange": the outline of a field the last
 * Finaliser found empty.
 */
export function missingSx(missing: boolean): Record<string, Record<string, unknown>> {
  return missing
    ? {
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderWidth: 2 },
        '& .MuiInputLabel-root': { color: 'warning.dark' },
      }
    : {};
}
