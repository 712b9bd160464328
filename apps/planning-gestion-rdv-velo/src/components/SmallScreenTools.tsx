import { useState } from 'react';
import Fab from '@mui/material/Fab';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import PaletteIcon from '@mui/icons-material/Palette';
import { ColorLegend } from '@locasuite/ui';
import type { ColorLegendItem } from '@locasuite/ui';
import { texts } from '../texts';

export interface SmallScreenToolsProps {
  readonly admin: boolean;
  readonly legend: readonly ColorLegendItem[];
  /** The header's cog, when its menu is open. */
  readonly menu: HTMLElement | null;
  readonly onMenuClose: () => void;
  readonly onSettings: () => void;
  readonly onManagement: () => void;
}

/**
 * spec 2 §2.2 "On small screens an admin cog and a floating legend replace these": the legend
 * button and its panel, and the cog's menu (`Paramètre du calendrier` for admins, `Gestion des
 * disponibilités` for everyone).
 */
export function SmallScreenTools({
  admin,
  legend,
  menu,
  onMenuClose,
  onSettings,
  onManagement,
}: SmallScreenToolsProps) {
  const [legendOpen, setLegendOpen] = useState(false);
  return (
    <>
      <Fab
        color="primary"
        size="medium"
        aria-label={texts.legend}
        aria-expanded={legendOpen}
        onClick={() => setLegendOpen((o) => !o)}
        sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 20 }}
      >
        <PaletteIcon />
      </Fab>
      {legendOpen && (
        <Paper
          elevation={6}
          sx={{ position: 'fixed', right: 16, bottom: 80, zIndex: 20, p: 1.5, maxWidth: 280 }}
        >
          <ColorLegend title={texts.legend} items={legend} direction="column" />
        </Paper>
      )}
      <Menu anchorEl={menu} open={menu !== null} onClose={onMenuClose}>
        {admin && (
          <MenuItem
            onClick={() => {
              onMenuClose();
              onSettings();
            }}
          >
            {texts.calendarSettings}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            onMenuClose();
            onManagement();
          }}
        >
          {texts.management}
        </MenuItem>
      </Menu>
    </>
  );
}
