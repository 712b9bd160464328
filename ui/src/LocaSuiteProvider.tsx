import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { fr } from 'date-fns/locale/fr';
import { locaSuiteTheme } from './theme';

export interface LocaSuiteProviderProps {
  children: ReactNode;
  /** Replaces the suite theme (tests, a tool with a special need); defaults to `locaSuiteTheme`. */
  theme?: Theme;
}

/** Theme, CSS baseline and French date locale for everything below it (spec 1 §1: French, UTC). */
export function LocaSuiteProvider({ children, theme = locaSuiteTheme }: LocaSuiteProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
        {children}
      </LocalizationProvider>
    </ThemeProvider>
  );
}
