import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** One line of a record's details: a French label and its value. */
export interface DetailItem {
  readonly label: string;
  readonly value: ReactNode;
}

export interface DetailListProps {
  readonly items: readonly DetailItem[];
  readonly sx?: SxProps<Theme>;
}

const blank = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === '';

/**
 * A record's details as a description list (`<dl>`): labels in a narrow column, values beside
 * them (under them on a phone); lines without a value are left out.
 */
export function DetailList({ items, sx }: DetailListProps) {
  return (
    <Box
      component="dl"
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {items
        .filter((item) => !blank(item.value))
        .map((item) => (
          <Box key={item.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {item.value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
