// The field kit's rules (ui `@locasuite/ui/field`): photo sizes and traces, PDF text and images,
// mail recipients. Pure: what the condition check, after-sales reports, the PDF signer and
// contracts share.
export { PHOTO_BOX, fitInside } from './fitInside';
export type { PixelBox } from './fitInside';
export { FRESH_PHOTO_MS, photoTrace } from './photoTrace';
export { imageDataUrl, imageSource } from './imageSource';
export type { ImageSource } from './imageSource';
export { pdfText } from './pdfText';
export { readPdfText } from './readPdfText';
export type { PdfTextPages } from './readPdfText';
export {
  addressRefusal,
  isEmailAddress,
  listedRecipients,
  uniqueAddresses,
} from './emailAddresses';
