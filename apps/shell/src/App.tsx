import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { locaSuiteTheme, useMotionPreference } from '@locasuite/ui';
import { AppRoutes } from './AppRoutes';
import type { SessionApi } from './session/SessionApi';
import { SessionProvider } from './session/SessionProvider';
import { preloadToolPage } from './routes/toolRoutes';

// While the stored session is looked up, the page being opened downloads its code.
const preloadOpenedPage = (apps: readonly string[]) =>
  preloadToolPage(window.location.pathname, apps);

interface AppProps {
  readonly api: SessionApi;
  readonly storage?: Storage;
}

/**
 * The suite: theme, the session, the routes (the router comes from outside). The French date
 * pickers' provider wraps each tool in its lazy chunk (`ToolFrame`), keeping date-fns out of the
 * code loaded for /login and home.
 */
export function App({ api, storage }: AppProps) {
  return (
    <ThemeProvider theme={useMotionPreference(locaSuiteTheme)}>
      <CssBaseline />
      <SessionProvider api={api} storage={storage} onLookupStart={preloadOpenedPage}>
        <AppRoutes />
      </SessionProvider>
    </ThemeProvider>
  );
}
