import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visibleTiles } from '@locasuite/core';
import { AppTile, ToolIcon } from '@locasuite/ui';
import { useSession } from '../session/SessionContext';
import { useDevice } from '../home/useDevice';
import { ServerUnreachable } from '../layout/ServerUnreachable';

export const homeTexts = {
  welcome: (name: string) => (name ? `Bonjour ${name}` : 'Bonjour'),
  intro: 'Choisissez une application.',
  none: "Aucune application n'est ouverte à votre compte sur cet écran. Demandez l'accès à un administrateur.",
  offline: "Hors connexion : seules les applications qui fonctionnent sans réseau s'ouvrent.",
  unavailableOffline: 'Indisponible hors connexion',
} as const;

/**
 * Spec 1 §2 home: the tiles the user may open, grouped under Planning(s), Etat des lieux,
 * Autre(s), Gestion, Compte rendu; phones show mobile-flagged tiles, tablets tablet-flagged ones.
 * Opened without the server with the user kept on the device (spec 3 §3.4), it says the server is
 * unreachable, opens the tools that work offline (core registry `offline`) and greys the others.
 */
export function HomePage() {
  const { state, refreshUser } = useSession();
  const device = useDevice();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  if (state.status !== 'signedIn') return null;
  const groups = visibleTiles(state.user.apps, device);
  const { offline } = state;
  const checkAgain = () => {
    setChecking(true);
    void refreshUser().finally(() => setChecking(false));
  };

  return (
    <Box
      component="main"
      sx={{ width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}
    >
      <Typography variant="h2" component="p" sx={{ mb: 0.5 }}>
        {homeTexts.welcome(state.user.name)}
      </Typography>
      {offline && (
        <Box sx={{ my: 1.5, maxWidth: 640 }}>
          <ServerUnreachable
            compact
            message={offline.message}
            onRetry={checkAgain}
            busy={checking}
          />
        </Box>
      )}
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
        {!groups.length ? homeTexts.none : offline ? homeTexts.offline : homeTexts.intro}
      </Typography>
      {groups.map((group) => (
        <Box
          component="section"
          key={group.id}
          aria-labelledby={`groupe-${group.id}`}
          sx={{ mb: 4 }}
        >
          <Typography id={`groupe-${group.id}`} component="h2" variant="h3" sx={{ mb: 1.5 }}>
            {group.label}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              justifyContent: 'flex-start',
            }}
          >
            {group.tiles.map((tile) => (
              <li key={tile.path}>
                <AppTile
                  label={tile.label}
                  href={`/${tile.path}`}
                  icon={<ToolIcon route={tile.path} sx={{ fontSize: 40, color: 'primary.main' }} />}
                  onNavigate={(href) => navigate(href)}
                  unavailable={offline && !tile.offline ? homeTexts.unavailableOffline : undefined}
                />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
