import { LocaSuiteProvider } from '@locasuite/ui';
import { AppRoutes } from './AppRoutes';
import type { SessionApi } from './session/SessionApi';
import { SessionProvider } from './session/SessionProvider';

interface AppProps {
  readonly api: SessionApi;
  readonly storage?: Storage;
}

/** The suite: theme and French locale, the session, the routes (the router comes from outside). */
export function App({ api, storage }: AppProps) {
  return (
    <LocaSuiteProvider>
      <SessionProvider api={api} storage={storage}>
        <AppRoutes />
      </SessionProvider>
    </LocaSuiteProvider>
  );
}
