import { Navigate, Outlet, useLocation } from 'react-router';
import { findTool, routeName } from '@locasuite/core';
import { useSession } from '../session/SessionContext';
import { CenteredSpinner } from '../layout/CenteredSpinner';
import { ServerUnreachable } from '../layout/ServerUnreachable';
import { shellTexts } from '../texts';

/**
 * Spec 1 §2/§8: home and first-level tool paths need a signed-in user: a spinner while the user
 * loads, `/login` when the lookup fails, a retry message when the server cannot be reached. A
 * session opened without the server (`offline`, spec 3 §3.4) opens home (which greys the tools
 * that need the server) and the tools that work offline; the other tools keep the retry message.
 */
export function RequireUser() {
  const { state, retry } = useSession();
  const { pathname } = useLocation();
  switch (state.status) {
    case 'loading':
      return <CenteredSpinner label={shellTexts.loadingSession} />;
    case 'unreachable':
      return <ServerUnreachable message={state.message} onRetry={retry} />;
    case 'signedOut':
      return <Navigate to="/login" replace />;
    case 'signedIn':
      if (state.offline && pathname !== '/' && findTool(routeName(pathname))?.offline !== true) {
        return <ServerUnreachable message={state.offline.message} onRetry={retry} />;
      }
      return <Outlet />;
  }
}
