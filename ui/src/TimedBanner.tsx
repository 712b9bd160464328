import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';

/** Spec 2 §2.1: error messages appear in a banner for 5 seconds. */
export const TIMED_BANNER_DURATION_MS = 5000;

export interface TimedBannerProps {
  /** The French message to show; `null` hides the banner. */
  message: string | null;
  /** Called when the time is up or the person closes the banner; set the message back to `null`. */
  onClose: () => void;
  /** Defaults to 5 s; `Infinity` keeps the banner until it is closed. */
  durationMs?: number;
}

/** A red error banner that hides itself after 5 s by default (spec 2 §2.1). */
export function TimedBanner({
  message,
  onClose,
  durationMs = TIMED_BANNER_DURATION_MS,
}: TimedBannerProps) {
  // The latest onClose is kept aside so that a parent re-render does not restart the countdown.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (message === null || !Number.isFinite(durationMs)) return undefined;
    const timer = setTimeout(() => onCloseRef.current(), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);

  return (
    <Collapse in={message !== null} unmountOnExit>
      <Alert
        severity="error"
        variant="filled"
        onClose={onClose}
        slotProps={{ closeButton: { 'aria-label': 'Fermer le message' } }}
        sx={{ borderRadius: 0 }}
      >
        {message}
      </Alert>
    </Collapse>
  );
}
