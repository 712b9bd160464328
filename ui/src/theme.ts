import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { frFR as materialFrFR } from '@mui/material/locale';

/** The suite's colour tokens (issue 3: light grey on home and login, blue-grey inside tools). */
export const locaSuiteTokens = {
  background: {
    /** Home and login pages (spec 1 §2 "Shell"). */
    home: '#F2F4F7',
    /** Inside a tool (spec 1 §2 "Shell"). */
    tool: '#CFD8DC',
  },
  topBar: '#263238',
  connection: {
    good: '#2E7D32',
    medium: '#ED6C02',
    poor: '#D32F2F',
    /** Calls fail: the same red as a poor connection, told apart by its label. */
    unreachable: '#D32F2F',
    unknown: '#90A4AE',
  },
  feedback: {
    success: '#2E7D32',
    error: '#D32F2F',
  },
} as const;

export type LocaSuiteTokens = typeof locaSuiteTokens;

declare module '@mui/material/styles' {
  interface Theme {
    locaSuite: LocaSuiteTokens;
  }
  interface ThemeOptions {
    locaSuite?: LocaSuiteTokens;
  }
}

/**
 * The MUI theme of the suite: calm blue / blue-grey palette, French texts for MUI components. The
 * date pickers get their French texts from `FrenchDatesProvider`, which only tools load.
 */
export function createLocaSuiteTheme(): Theme {
  return createTheme(
    {
      locaSuite: locaSuiteTokens,
      palette: {
        mode: 'light',
        primary: { main: '#1F5F8B', light: '#4F87B0', dark: '#123E5E', contrastText: '#FFFFFF' },
        secondary: { main: '#546E7A', light: '#819CA9', dark: '#29434E', contrastText: '#FFFFFF' },
        success: { main: locaSuiteTokens.feedback.success },
        error: { main: locaSuiteTokens.feedback.error },
        // Darker than the connection indicator's orange (#ED6C02, 3.1:1 on white): a warning
        // button's or chip's words read at 5:1 on white, and white reads on it (WCAG AA 4.5:1,
        // issue 34 item 13).
        warning: { main: '#B45309', contrastText: '#FFFFFF' },
        background: { default: locaSuiteTokens.background.home, paper: '#FFFFFF' },
        text: { primary: '#1C2833', secondary: '#4A5A68' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
        h1: { fontSize: '2rem', fontWeight: 600 },
        h2: { fontSize: '1.5rem', fontWeight: 600 },
        h3: { fontSize: '1.25rem', fontWeight: 600 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
        // The CSS side of reduced motion (motion.ts takes the transitions' durations to 0).
        MuiCssBaseline: {
          styleOverrides: {
            '@media (prefers-reduced-motion: reduce)': {
              '*, *::before, *::after': {
                animationDuration: '0.01ms !important',
                animationIterationCount: '1 !important',
                transitionDuration: '0.01ms !important',
                scrollBehavior: 'auto !important',
              },
            },
          },
        },
      },
    },
    materialFrFR,
  );
}

/** The suite's theme instance, shared by the shell, the tools and Storybook. */
export const locaSuiteTheme: Theme = createLocaSuiteTheme();

/** The suite tokens of a theme, falling back to the defaults under a plain MUI theme. */
export function tokensOf(theme: Theme): LocaSuiteTokens {
  return (theme as Partial<Theme>).locaSuite ?? locaSuiteTokens;
}
