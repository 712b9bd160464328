import type { MouseEvent, ReactNode } from 'react';
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
}

/** A home-page tile (spec 1 §2 "/ (home)"): a keyboard-reachable link with an icon and a label. */
export function AppTile({ label, icon, href, onNavigate }: AppTileProps) {
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
        width: { xs: 136, sm: 148 },
        height: { xs: 116, sm: 128 },
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        boxShadow: 1,
        textAlign: 'center',
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
