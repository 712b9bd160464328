import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { canOpen } from '@locasuite/core';
import { useSession } from '../session/SessionContext';

export const toolRouteTexts = {
  closed: "Cet outil n'est pas ouvert à votre compte.",
  home: "Retour à l'accueil",
} as const;

interface ToolRouteProps {
  /** The tool's route without the leading slash, e.g. `statistiques`. */
  readonly route: string;
  readonly children: ReactNode;
}

/**
 * Spec 1 §2: an application page renders only when its route is in the user's allowed list.
 * Nothing of the tool is loaded or shown otherwise; the person is told why, with a way home.
 */
export function ToolRoute({ route, children }: ToolRouteProps) {
  const { state } = useSession();
  if (state.status !== 'signedIn') return null;
  if (!canOpen(state.user.apps, route)) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 6 } }}>
        <Alert severity="info" sx={{ width: '100%', maxWidth: 560 }}>
          {toolRouteTexts.closed}{' '}
          <Link component={RouterLink} to="/">
            {toolRouteTexts.home}
          </Link>
        </Alert>
      </Box>
    );
  }
  return <>{children}</>;
}
