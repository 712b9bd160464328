import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface LoadingOverlayProps {
  open: boolean;
  /** Read by screen readers and shown under the spinner. */
  label?: string;
  /** Covers the whole window instead of the nearest positioned parent. */
  fullScreen?: boolean;
}

/** A spinner over the page or a section while data loads (spec 1 §2 "Shell", planning overlays). */
export function LoadingOverlay({
  open,
  label = 'Chargement…',
  fullScreen = false,
}: LoadingOverlayProps) {
  return (
    <Backdrop
      open={open}
      sx={{
        position: fullScreen ? 'fixed' : 'absolute',
        zIndex: (theme) => (fullScreen ? theme.zIndex.modal + 1 : theme.zIndex.appBar - 1),
        flexDirection: 'column',
        gap: 2,
        color: 'primary.main',
        bgcolor: 'rgba(242, 244, 247, 0.7)',
      }}
    >
      <CircularProgress color="inherit" aria-label={label} />
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Backdrop>
  );
}
