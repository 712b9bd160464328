import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PRODUCT_TITLE } from '@locasuite/core';

export const unreachableTexts = {
  title: 'Serveur injoignable',
  retry: 'Réessayer',
} as const;

interface ServerUnreachableProps {
  readonly message: string;
  readonly onRetry: () => void;
  /** Inline (login form) rather than centred on the page. */
  readonly compact?: boolean;
  /** A retry is under way: its button waits. */
  readonly busy?: boolean;
}

/** Shown instead of a blank page or an endless spinner when the server cannot be reached. */
export function ServerUnreachable({
  message,
  onRetry,
  compact = false,
  busy = false,
}: ServerUnreachableProps) {
  const alert = (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={busy}>
          {unreachableTexts.retry}
        </Button>
      }
    >
      <AlertTitle>{unreachableTexts.title}</AlertTitle>
      {message}
    </Alert>
  );
  if (compact) return alert;
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 6 } }}>
      <Box sx={{ width: '100%', maxWidth: 560 }}>
        <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
          {PRODUCT_TITLE}
        </Typography>
        {alert}
      </Box>
    </Box>
  );
}
