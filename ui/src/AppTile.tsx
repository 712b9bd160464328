import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

export interface AppTileProps {
  label: string;
  icon: ReactNode;
  /** Where the tile leads, e.g. `/planning-disponibilite`: the tile is a real link. */
  href: string;
  /**
   * Client-side navigation (e.g. react-router's `navigate`). Called on a plain click; a click with a
   * modifier key keeps the browser's behaviour (new tab, new window).
   */
  onNavigate?: (href: string) => void;
  /**
   * Why the tool cannot be opened now (e.g. « Indisponible hors connexion »): the tile is then no
   * link, greyed, and says it under its label.
   */
  unavailable?: string;
}

const tileSize = {
  width: { xs: 136, sm: 148 },
  height: { xs: 116, sm: 128 },
  p: 1.5,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  textAlign: 'center',
} as const;

/**
 * A home-page tile (spec 1 §2 "/ (home)"): a keyboard-reachable link with an icon and a label, or,
 * when the tool cannot open now, a greyed tile that says why (`aria-disabled`, out of the tab order).
 */
export function AppTile({ label, icon, href, onNavigate, unavailable }: AppTileProps) {
  if (unavailable) {
    return (
      <Box
        role="link"
        aria-disabled="true"
        sx={{ ...tileSize, gap: 0.5, bgcolor: 'action.hover', color: 'text.secondary' }}
      >
        <span aria-hidden="true" style={{ display: 'flex', opacity: 0.5 }}>
          {icon}
        </span>
        <Typography component="span" variant="body1" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
          {label}
        </Typography>{' '}
        <Typography component="span" variant="caption">
          {unavailable}
        </Typography>
      </Box>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onNavigate(href);
  };

  return (
    <ButtonBase
      component="a"
      href={href}
      onClick={handleClick}
      focusRipple
      sx={{
        ...tileSize,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 1,
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
        '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <span aria-hidden="true" style={{ display: 'flex', color: 'inherit' }}>
        {icon}
      </span>
      <Typography component="span" variant="body1" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {label}
      </Typography>
    </ButtonBase>
  );
}
