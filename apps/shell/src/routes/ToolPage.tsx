import { Suspense } from 'react';
import { CenteredSpinner } from '../layout/CenteredSpinner';
import { PageErrorBoundary } from '../layout/PageErrorBoundary';
import { useSession } from '../session/SessionContext';
import type { ToolRouteDef } from './toolRoutes';

/** Loads a tool's page on demand, with a spinner meanwhile and a French message if loading fails. */
export function ToolPage({ def }: { readonly def: ToolRouteDef }) {
  const Page = def.page;
  const { state } = useSession();
  const user = state.status === 'signedIn' ? state.user : null;
  return (
    <PageErrorBoundary key={def.path}>
      <Suspense fallback={<CenteredSpinner label="Chargement de l'application…" />}>
        <Page route={def.path} user={user} />
      </Suspense>
    </PageErrorBoundary>
  );
}
