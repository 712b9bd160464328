import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { sanitizeMail } from './sanitizeMail';
import { emailTexts } from '../texts';

export interface SafeMailBodyProps {
  readonly html: string;
}

/**
 * A mail's body, sanitised, in a frame sandboxed without scripts nor same origin: even a script
 * the sanitiser missed could not run, nor reach the page. Remote images load only on request.
 */
export function SafeMailBody({ html }: SafeMailBodyProps) {
  const [allowRemote, setAllowRemote] = useState(false);
  const blocked = useMemo(() => sanitizeMail(html), [html]);
  const shown = useMemo(
    () => (allowRemote ? sanitizeMail(html, true) : blocked),
    [allowRemote, blocked, html],
  );
  if (!html.trim()) {
    return <Typography color="text.secondary">{emailTexts.noBody}</Typography>;
  }
  return (
    <Box>
      {blocked.remoteImages > 0 && !allowRemote ? (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => setAllowRemote(true)}>
              {emailTexts.showImages}
            </Button>
          }
        >
          {emailTexts.remoteImages(blocked.remoteImages)}
        </Alert>
      ) : null}
      <Box
        component="iframe"
        title={emailTexts.bodyFrame}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        srcDoc={shown.document}
        data-testid="mail-body"
        sx={{
          width: '100%',
          height: { xs: '55vh', md: '50vh' },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
        }}
      />
    </Box>
  );
}
