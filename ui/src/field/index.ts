// @locasuite/ui/field — the field kit: what the tools used on site share (the condition check,
// after-sales reports, the document signer, contracts). An entry of its own, so that its heavy
// libraries (signature_pad, jsPDF) stay off the sign-in and home pages; rules are core's.

// Photos: a leg's list with add, viewer and delete; the files made ready (type, size, trace).
export { PhotoSection } from './photos/PhotoSection';
export type { PhotoSectionProps, PhotoSectionTexts } from './photos/PhotoSection';
export { PhotoViewer } from './photos/PhotoViewer';
export type { FieldPhoto, PhotoViewerProps, PhotoViewerTexts } from './photos/PhotoViewer';
export { BROWSER_DEVICE, selectPhotos } from './photos/selectPhotos';
export type { PhotoDevice, PreparedPhoto, SelectPhotosTexts } from './photos/selectPhotos';
export { POSITION_WAIT_MS, currentPosition, photoKind, resizePhoto } from './photos/preparePhoto';

// The signature pad.
export { SignaturePad } from './signature/SignaturePad';
export type { SignaturePadProps, SignaturePadTexts } from './signature/SignaturePad';

// The PDF parts: libraries loaded on use, the A4 layout, images embedded once at their size.
export { PDF_CONTENT_WIDTH, PDF_LABEL_COLUMN, PDF_PAGE, PDF_SECTION_ROOM } from './pdf/pdfLayout';
export { loadPdfLibraries, pdfLayout, pdfTableRoom } from './pdf/pdfLayout';
export type { AutoTable, PdfLayout } from './pdf/pdfLayout';
export { PDF_PHOTO_BOX, canvasPrepareImage, drawPdfImage } from './pdf/pdfImages';
export { preparePdfPhotos, sourceImage } from './pdf/pdfImages';
export type { PdfImage, PreparedImage, PrepareImage } from './pdf/pdfImages';
export { blobDataUrl } from './files/blobDataUrl';
export { DocumentUploadButton } from './files/DocumentUploadButton';
export type { DocumentUploadButtonProps, DocumentUploadTexts } from './files/DocumentUploadButton';

// Sharing by e-mail.
export { ShareByEmailDialog } from './share/ShareByEmailDialog';
export type {
  ShareByEmailDialogProps,
  ShareByEmailTexts,
  ShareOutcome,
} from './share/ShareByEmailDialog';

// The offline work queue and its sync list.
export { failureStatus, isUnreachable, workQueue } from './sync/workQueue';
export type { QueuedWork, SyncResult, WorkQueue, WorkToKeep } from './sync/workQueue';
export { SYNC_RETRY_MS, deviceOwner, useQueuedWork, useWorkSync } from './sync/useWorkSync';
export type { WorkSync } from './sync/useWorkSync';
export { SyncDialog } from './sync/SyncDialog';
export type { SyncColumn, SyncDialogProps, SyncDialogTexts } from './sync/SyncDialog';
export { syncListTexts } from './sync/syncListTexts';
export type { SyncListTexts, SyncNouns } from './sync/syncListTexts';

// The QR scanner.
export { QrScannerDialog } from './qr/QrScannerDialog';
export type { QrReaderStart, QrScannerDialogProps, QrScannerTexts } from './qr/QrScannerDialog';
