/** The widest or tallest image the server accepts, in pixels (ours: a photo is 720×720, §5.3). */
export const IMAGE_MAX_SIDE = 4000;
/** The most pixels an image the server accepts may declare (16 megapixels). */
export const IMAGE_MAX_PIXELS = 16_000_000;

/** An image's kind and the size its header declares. */
export interface ImageDimensions {
  readonly kind: 'png' | 'jpeg';
  readonly width: number;
  readonly height: number;
}

/** Why an image is refused before it is decoded. */
export type ImageSizeRefusal =
  | { readonly code: 'unreadable' }
  | { readonly code: 'tooLarge'; readonly width: number; readonly height: number };

/**
 * The French refusals of an image's size (ours). `subject` names the image at the start of the
 * sentence: « La photo n° 2 », « La signature envoyée », « L’image envoyée ».
 */
export const IMAGE_SIZE_MESSAGES = {
  tooLarge: (subject: string, width: number, height: number) =>
    `${subject} mesure ${width} × ${height} pixels : ${IMAGE_MAX_SIDE} pixels par côté et 16 mégapixels au plus.`,
  unreadable: (subject: string) =>
    `${subject} est illisible : sa largeur et sa hauteur ne se lisent pas dans son en-tête.`,
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32 = (b: Uint8Array, at: number) => u16(b, at) * 65536 + u16(b, at + 2);

/** A PNG's IHDR: the first chunk, right after the signature (PNG 1.2 §5.3). */
function pngDimensions(b: Uint8Array): ImageDimensions | null {
  if (b.length < 24 || !PNG_SIGNATURE.every((v, i) => b[i] === v)) return null;
  const ihdr = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  if (u32(b, 8) !== 13 || ihdr !== 'IHDR') return null;
  return { kind: 'png', width: u32(b, 16), height: u32(b, 20) };
}

/**
 * A JPEG's frame header (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC): the segments are walked
 * from the start-of-image marker up to the first frame; none before the scan (SOS) or the end
 * of the bytes means no size.
 */
function jpegDimensions(b: Uint8Array): ImageDimensions | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // a marker alone (TEM, RSTn)
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // EOI, SOS: no frame before the data
    if (at + 3 >= b.length) return null;
    const length = u16(b, at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (at + 8 >= b.length) return null;
      return { kind: 'jpeg', width: u16(b, at + 7), height: u16(b, at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * The size a PNG or JPEG declares in its header (PNG IHDR, JPEG SOF), read without decoding a
 * pixel; null when the bytes are neither or their header is cut or malformed.
 */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  return pngDimensions(bytes) ?? jpegDimensions(bytes);
}

/**
 * Whether the server may decode (or keep, for others to decode) this image (issue: no image
 * bomb): its header must declare a size, at most IMAGE_MAX_SIDE per side and IMAGE_MAX_PIXELS in
 * all — a 50 KB PNG declaring 8000×8000 pixels takes over a gigabyte and seconds to decode.
 * Null when it may; the refusal otherwise.
 */
export function imageSizeRefusal(bytes: Uint8Array): ImageSizeRefusal | null {
  const size = imageDimensions(bytes);
  if (!size || size.width === 0 || size.height === 0) return { code: 'unreadable' };
  const { width, height } = size;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
    return { code: 'tooLarge', width, height };
  }
  return null;
}

/** The French text of a refusal, the image named by `subject` (IMAGE_SIZE_MESSAGES). */
export function imageSizeMessage(refusal: ImageSizeRefusal, subject: string): string {
  return refusal.code === 'tooLarge'
    ? IMAGE_SIZE_MESSAGES.tooLarge(subject, refusal.width, refusal.height)
    : IMAGE_SIZE_MESSAGES.unreadable(subject);
}
