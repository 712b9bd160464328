import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { tokensOf } from './theme';
import { TruncatedText } from './TruncatedText';

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
          component="div"
          variant="h6"
          sx={{
            flex: 1,
            minWidth: 0,
            fontWeight: 600,
            letterSpacing: { xs: 0.2, sm: 0.5 },
            // A phone keeps the whole name of most tools; a longer one ends with an ellipsis and
            // shows whole on long press.
            fontSize: { xs: '1rem', sm: '1.25rem' },
          }}
        >
          <TruncatedText
            component="h1"
            text={title}
            sx={{ m: 0, font: 'inherit', letterSpacing: 'inherit' }}
          />
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
