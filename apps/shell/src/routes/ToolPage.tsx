import { Suspense, useMemo } from 'react';
import type { ToolSession } from '@locasuite/ui';
import { CenteredSpinner } from '../layout/CenteredSpinner';
import { PageErrorBoundary } from '../layout/PageErrorBoundary';
import { useSession } from '../session/SessionContext';
import { LoadedPage } from './lazyPage';
import type { ToolRouteDef } from './toolRoutes';
import { useLiveClient } from './useLiveClient';
import { shellTexts } from '../texts';

/**
 * Loads a tool's page on demand, with a spinner meanwhile and a French message if loading fails,
 * and hands it the session: the user, the one reaction to a refused session, the user refresh,
 * and the page's live channel (`useLive`, `usePresence`).
 */
export function ToolPage({ def }: { readonly def: ToolRouteDef }) {
  const { state, refuse, refreshUser } = useSession();
  const user = state.status === 'signedIn' ? state.user : null;
  // No live channel while the server could not be reached; it opens with the next lookup.
  const live = useLiveClient(
    state.status === 'signedIn' && !state.offline ? state.token : null,
    refuse,
  );
  const session = useMemo<ToolSession>(
    () => ({ user, onRefused: refuse, refreshUser, ...(live ? { live } : {}) }),
    [user, refuse, refreshUser, live],
  );
  const spinner = <CenteredSpinner label={shellTexts.loadingTool} />;
  return (
    <PageErrorBoundary key={def.path}>
      {/* Only for a part of the page that loads later: the page itself is not a Suspense. */}
      <Suspense fallback={spinner}>
        <LoadedPage page={def.page} pageProps={{ route: def.path, session }} fallback={spinner} />
      </Suspense>
    </PageErrorBoundary>
  );
}
