import type { ReactNode } from 'react';
import { useId } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { tokensOf } from './theme';
import { words } from './words';

export interface FullScreenDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons on the right of the title bar (e.g. `Enregistrer`, `Télécharger`). */
  actions?: ReactNode;
}

/** A dialog that covers the whole screen, for long forms and detail views on every screen size. */
export function FullScreenDialog({
  open,
  title,
  onClose,
  children,
  actions,
}: FullScreenDialogProps) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="sticky" sx={{ bgcolor: (theme) => tokensOf(theme).topBar }}>
        <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
          <IconButton edge="start" color="inherit" onClick={onClose} aria-label={words.close}>
            <CloseIcon />
          </IconButton>
          <Typography id={titleId} component="h2" variant="h6" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {title}
          </Typography>
          {actions}
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 }, flex: 1, overflow: 'auto' }}>{children}</Box>
    </Dialog>
  );
}
