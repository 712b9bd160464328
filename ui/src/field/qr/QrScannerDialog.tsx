import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { qrCameraErrorText } from '@locasuite/core';
import { words } from '../../words';

/**
 * What the scanner needs of a camera reader: it starts the camera in `video` and calls `onText`
 * with each code read. The tool that scans gives `@zxing/browser`'s (it lists that library), a
 * test or a story its own.
 */
export type QrReaderStart = (
  video: HTMLVideoElement,
  onText: (text: string) => void,
) => Promise<{ stop(): void }>;

/** The scanner's words, from the tool's texts. */
export interface QrScannerTexts {
  readonly title: string;
  readonly hint: string;
  /** A code was read that `parse` does not take. */
  readonly unreadable: string;
  /** The camera image's accessible name. */
  readonly video: string;
}

export interface QrScannerDialogProps<T> {
  readonly open: boolean;
  readonly onClose: () => void;
  /** What a code means to the tool (an item to open), null for a code that is not one of its. */
  readonly parse: (text: string) => T | null;
  /** A code `parse` took was read: the camera is stopped. */
  readonly onScanned: (item: T) => void;
  readonly start: QrReaderStart;
  readonly texts: QrScannerTexts;
}

/**
 * spec 3 §2.4 the QR scanner: the camera in a dialog; the first code `parse` takes is handed to
 * `onScanned` (the condition check: `{contract}|{registration}` or a URL with `contrat` and
 * `matricule`, DECISIONS.md); another code says `texts.unreadable` and the camera goes on; camera
 * errors in the texts of spec 3 §8 (core `qrCameraErrorText`: « Hey! I need access to your camera »…).
 */
export function QrScannerDialog<T>({
  open,
  onClose,
  parse,
  onScanned,
  start,
  texts: t,
}: QrScannerDialogProps<T>) {
  const titleId = useId();
  // A state, not a ref: the dialog's content mounts a render after `open` (portal).
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const latest = useRef({ onScanned, parse });
  useEffect(() => {
    latest.current = { onScanned, parse };
  });

  useEffect(() => {
    if (!open || !element) return undefined;
    setError(null);
    setUnreadable(false);
    let controls: { stop(): void } | null = null;
    let current = true;
    let done = false;
    start(element, (scanned) => {
      if (!current || done) return;
      const item = latest.current.parse(scanned);
      if (item === null) {
        setUnreadable(true);
        return;
      }
      done = true;
      controls?.stop();
      latest.current.onScanned(item);
    }).then(
      (started) => {
        if (current) controls = started;
        else started.stop();
      },
      (failure: unknown) => {
        if (!current) return;
        const e = (typeof failure === 'object' && failure !== null ? failure : {}) as {
          name?: unknown;
          message?: unknown;
        };
        setError(qrCameraErrorText({ name: e.name, message: e.message ?? String(failure) }));
      },
    );
    return () => {
      current = false;
      controls?.stop();
    };
  }, [open, element, start]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { appear: false } }}
    >
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        {error !== null ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : (
          <Typography sx={{ mb: 1 }}>{t.hint}</Typography>
        )}
        {unreadable && error === null ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t.unreadable}
          </Alert>
        ) : null}
        <Box
          component="video"
          ref={setElement}
          muted
          playsInline
          aria-label={t.video}
          sx={{
            display: error !== null ? 'none' : 'block',
            width: '100%',
            maxHeight: '60vh',
            bgcolor: 'grey.900',
            borderRadius: 1,
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
