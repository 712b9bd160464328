import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { FrenchDatesProvider } from './FrenchDatesProvider';
import { useMotionPreference } from './motion';
import { locaSuiteTheme } from './theme';

export interface LocaSuiteProviderProps {
  children: ReactNode;
  /** Replaces the suite theme (tests, a tool with a special need); defaults to `locaSuiteTheme`. */
  theme?: Theme;
}

/**
 * Theme, CSS baseline and French date pickers for everything below it (spec 1 §1: French, UTC).
 * The theme has no motion when the device asks for reduced motion (`motion.ts`).
 * Pages that must stay light (sign-in, home) can use `ThemeProvider` with `locaSuiteTheme` alone.
 */
export function LocaSuiteProvider({ children, theme = locaSuiteTheme }: LocaSuiteProviderProps) {
  return (
    <ThemeProvider theme={useMotionPreference(theme)}>
      <CssBaseline />
      <FrenchDatesProvider>{children}</FrenchDatesProvider>
    </ThemeProvider>
  );
}
