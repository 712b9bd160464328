import { parseConditionQr } from '@locasuite/core';
import { QrScannerDialog as FieldQrScannerDialog } from '@locasuite/ui/field';
import type { QrReaderStart } from '@locasuite/ui/field';
import { dashboardTexts as t } from '../../texts';

export type { QrReaderStart };

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

const SCANNER_TEXTS = {
  title: t.scanTitle,
  hint: t.scanHint,
  unreadable: t.scanUnreadable,
  video: t.scanVideo,
} as const;

export interface QrScannerDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** A code with a contract and a registration was read (spec 3 §2.4). */
  readonly onScanned: (item: { readonly contrat: string; readonly matricule: string }) => void;
  readonly start?: QrReaderStart;
}

/**
 * spec 3 §2.4: the kit's QR scanner reading the condition check's codes, `{contract}|{registration}`
 * or a URL with `contrat` and `matricule` (core `parseConditionQr`, DECISIONS.md).
 */
export function QrScannerDialog({ start = zxingReader, ...props }: QrScannerDialogProps) {
  return (
    <FieldQrScannerDialog {...props} start={start} parse={parseConditionQr} texts={SCANNER_TEXTS} />
  );
}
