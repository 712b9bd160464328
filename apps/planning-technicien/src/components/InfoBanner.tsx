import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import { TIMED_BANNER_DURATION_MS } from '@locasuite/ui';
import { texts } from '../texts';

export interface InfoBannerProps {
  readonly message: string | null;
  readonly onClose: () => void;
}

/**
 * spec 2 §8 informational message (« INDISPONIBILITÉ : … » on an unavailability click): a blue
 * banner for 5 seconds, like the red error banner.
 */
export function InfoBanner({ message, onClose }: InfoBannerProps) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (message === null) return undefined;
    const timer = setTimeout(() => onCloseRef.current(), TIMED_BANNER_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <Collapse in={message !== null} unmountOnExit>
      <Alert
        severity="info"
        variant="filled"
        onClose={onClose}
        slotProps={{ closeButton: { 'aria-label': texts.closeMessage } }}
        sx={{ borderRadius: 0 }}
      >
        {message}
      </Alert>
    </Collapse>
  );
}
