import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export interface GuardedButtonProps extends Omit<ButtonProps, 'disabled' | 'title'> {
  /** Why the button is disabled (spec 4 §8 tooltips); null when it is not. */
  readonly why: string | null;
  /** Disabled for a moment, with nothing to explain (a call under way). */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/**
 * A button that says why it is disabled (spec 4 §8 « Tooltips explaining disabled actions »): the
 * reason shows on hover and focus, and is the button's description for screen readers.
 */
export function GuardedButton({ why, busy = false, children, ...props }: GuardedButtonProps) {
  if (why === null)
    return (
      <Button {...props} disabled={busy}>
        {children}
      </Button>
    );
  return (
    <Tooltip title={why}>
      <Box component="span" tabIndex={0} aria-label={why} sx={{ display: 'inline-flex' }}>
        <Button {...props} disabled>
          {children}
        </Button>
      </Box>
    </Tooltip>
  );
}
