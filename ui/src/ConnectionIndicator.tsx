import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConnectionQuality } from '@locasuite/core';
import { tokensOf } from './theme';

/**
 * The three levels of spec 3 §4.5, as core's `connectionQuality(speed).quality` names them, and
 * `unreachable` when calls do not reach the server at all (issue 11 item 1: an outage is not a
 * weak connection, and the dispatcher must read it as such).
 */
export type ConnectionLevel = ConnectionQuality | 'unreachable';

export const connectionTexts: Record<ConnectionLevel | 'unknown', string> = {
  good: 'Connexion bonne',
  medium: 'Connexion moyenne',
  poor: 'Connexion faible',
  unreachable: 'Serveur injoignable',
  unknown: 'Connexion en cours de vérification',
};

export interface ConnectionIndicatorProps {
  /** `connectionQuality(speed).quality` from core, `unreachable` when calls fail; `null` before the first measure. */
  quality: ConnectionLevel | null;
  /** Shows the French label next to the dot (wide screens); the native tooltip (`title`) always carries it (MUI's Tooltip would add Popper to the sign-in bundle). */
  showLabel?: boolean;
}

/** The network indicator of the top bar (spec 3 §4.5): a green, orange or red dot, and its label. */
export function ConnectionIndicator({ quality, showLabel = false }: ConnectionIndicatorProps) {
  const level = quality ?? 'unknown';
  const label = connectionTexts[level];
  return (
    <Box
      role="status"
      aria-label={label}
      title={label}
      data-quality={level}
      tabIndex={0}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        borderRadius: 1,
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={(theme) => ({
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: tokensOf(theme).connection[level],
          boxShadow: '0 0 0 2px rgba(255, 255, 255, 0.85)',
        })}
      />
      {showLabel ? (
        <Typography component="span" variant="body2">
          {label}
        </Typography>
      ) : null}
    </Box>
  );
}
