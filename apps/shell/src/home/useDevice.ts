import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Device } from '@locasuite/core';

/**
 * Spec 1 §2 home: a phone is below the `sm` breakpoint (< 600 px); a tablet is "medium and
 * below", i.e. below `lg` (< 1200 px); wider screens are desktops.
 */
export function useDevice(): Device {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const tablet = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  if (phone) return 'phone';
  return tablet ? 'tablet' : 'desktop';
}
