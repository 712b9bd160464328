import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { tokensOf } from './theme';

export const topBarTexts = {
  home: "Retour à l'accueil",
  logout: 'Se déconnecter',
} as const;

export interface TopBarProps {
  /** Application name (core's `topBarTitle`) or the product title on home. */
  title: string;
  onHome: () => void;
  onLogout: () => void;
  /** Usually a `ConnectionIndicator`. */
  connection?: ReactNode;
}

/** The suite's top bar (spec 1 §2 "Shell"): title, back-to-home, connection state, logout. */
export function TopBar({ title, onHome, onLogout, connection }: TopBarProps) {
  return (
    <AppBar position="sticky" sx={{ bgcolor: (theme) => tokensOf(theme).topBar }}>
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={topBarTexts.home}
          title={topBarTexts.home}
          onClick={onHome}
        >
          <HomeOutlined />
        </IconButton>
        <Typography
          component="h1"
          variant="h6"
          noWrap
          sx={{ flex: 1, minWidth: 0, fontWeight: 600, letterSpacing: 0.5 }}
        >
          {title}
        </Typography>
        {connection ? <Box sx={{ display: 'flex', alignItems: 'center' }}>{connection}</Box> : null}
        <IconButton
          color="inherit"
          edge="end"
          aria-label={topBarTexts.logout}
          title={topBarTexts.logout}
          onClick={onLogout}
        >
          <LogoutOutlined />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
