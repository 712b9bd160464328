import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session/SessionContext';
import { CenteredSpinner } from '../layout/CenteredSpinner';
import { ServerUnreachable } from '../layout/ServerUnreachable';
import { shellTexts } from '../texts';

/**
 * Spec 1 §2/§8: home and first-level tool paths need a signed-in user: a spinner while the user
 * loads, `/login` when the lookup fails, a retry message when the server cannot be reached.
 */
export function RequireUser() {
  const { state, retry } = useSession();
  switch (state.status) {
    case 'loading':
      return <CenteredSpinner label={shellTexts.loadingSession} />;
    case 'unreachable':
      return <ServerUnreachable message={state.message} onRetry={retry} />;
    case 'signedOut':
      return <Navigate to="/login" replace />;
    case 'signedIn':
      return <Outlet />;
  }
}
