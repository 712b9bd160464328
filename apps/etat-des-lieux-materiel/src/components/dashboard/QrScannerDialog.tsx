import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { parseConditionQr, qrCameraErrorText } from '@locasuite/core';
import { words } from '@locasuite/ui';
import { dashboardTexts as t } from '../../texts';

/** What the scanner needs of a camera reader (`@zxing/browser`'s, or a test's). */
export type QrReaderStart = (
  video: HTMLVideoElement,
  onText: (text: string) => void,
) => Promise<{ stop(): void }>;

/** The camera behind the phone (or any camera) through `@zxing/browser`, loaded on first use. */
export const zxingReader: QrReaderStart = async (video, onText) => {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    // No camera API: the page is not secure (HTTP), or the browser has none.
    throw Object.assign(new Error('mediaDevices'), {
      name: window.isSecureContext === false ? 'InsecureContextError' : 'NotFoundError',
    });
  }
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const reader = new BrowserQRCodeReader();
  return reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video, (result) => {
    if (result) onText(result.getText());
  });
};

export interface QrScannerDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** A code with a contract and a registration was read (spec 3 §2.4). */
  readonly onScanned: (item: { readonly contrat: string; readonly matricule: string }) => void;
  readonly start?: QrReaderStart;
}

/**
 * spec 3 §2.4 the QR scanner: the camera in a dialog; a code `{contract}|{registration}` or a
 * URL with `contrat` and `matricule` (DECISIONS.md) opens that item; camera errors in the texts
 * of §8 (« Hey! I need access to your camera »…).
 */
export function QrScannerDialog({
  open,
  onClose,
  onScanned,
  start = zxingReader,
}: QrScannerDialogProps) {
  // A state, not a ref: the dialog's content mounts a render after `open` (portal).
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const latest = useRef(onScanned);
  useEffect(() => {
    latest.current = onScanned;
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
      const item = parseConditionQr(scanned);
      if (!item) {
        setUnreadable(true);
        return;
      }
      done = true;
      controls?.stop();
      latest.current(item);
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
      aria-labelledby="etatdl-qr-title"
      slotProps={{ transition: { appear: false } }}
    >
      <DialogTitle id="etatdl-qr-title">{t.scanTitle}</DialogTitle>
      <DialogContent>
        {error !== null ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : (
          <Typography sx={{ mb: 1 }}>{t.scanHint}</Typography>
        )}
        {unreadable && error === null ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t.scanUnreadable}
          </Alert>
        ) : null}
        <Box
          component="video"
          ref={setElement}
          muted
          playsInline
          aria-label={t.scanVideo}
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
