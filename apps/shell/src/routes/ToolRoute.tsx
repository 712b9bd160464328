import type { ReactNode } from 'react';
import { canOpen } from '@locasuite/core';
import { useSession } from '../session/SessionContext';

interface ToolRouteProps {
  /** The tool's route without the leading slash, e.g. `statistiques`. */
  readonly route: string;
  readonly children: ReactNode;
}

/** Spec 1 §2: an application page renders only when its route is in the user's allowed list. */
export function ToolRoute({ route, children }: ToolRouteProps) {
  const { state } = useSession();
  if (state.status !== 'signedIn' || !canOpen(state.user.apps, route)) return null;
  return <>{children}</>;
}
