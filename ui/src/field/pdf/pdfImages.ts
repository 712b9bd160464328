// How a report's PDF embeds its images: photos at the size they are shown, as JPEG, and every
// image once however many times it is drawn.
import { PHOTO_BOX, fitInside, imageSource, type ImageSource } from '@locasuite/core';
import type { jsPDF } from 'jspdf';

/** An image made ready for the PDF: JPEG bytes and their size in pixels. */
export interface PreparedImage {
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/**
 * Decodes a PNG or JPEG, fits it inside `box` (proportions kept, never enlarged) and encodes it as
 * JPEG. Resolves to null when this device cannot (no canvas): the image then goes in as it is.
 */
export type PrepareImage = (
  bytes: Uint8Array,
  box: { readonly width: number; readonly height: number },
) => Promise<PreparedImage | null>;

/** spec 3 §5.3, §9: a photo is shown at 720×720 at most, so it is embedded at that size. */
export const PDF_PHOTO_BOX = { width: PHOTO_BOX, height: PHOTO_BOX } as const;
const JPEG_QUALITY = 0.85;

/**
 * The browser's PrepareImage: `createImageBitmap`, then an OffscreenCanvas (or a canvas element)
 * on white (a transparent PNG has no black background in JPEG), JPEG at 0.85. Null without them.
 */
export const canvasPrepareImage: PrepareImage = async (bytes, box) => {
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(new Blob([bytes.slice().buffer]), {
    imageOrientation: 'from-image',
  });
  try {
    const { width, height } = fitInside(bitmap.width, bitmap.height, box);
    const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
    };
    let blob: Blob | null;
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) return null;
      draw(context);
      blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    } else if (typeof document !== 'undefined') {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return null;
      draw(context);
      blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
      );
    } else {
      return null;
    }
    if (!blob) return null;
    return { bytes: new Uint8Array(await blob.arrayBuffer()), width, height };
  } finally {
    bitmap.close();
  }
};

/** An image to draw: its data, its kind, and its size when known. */
export interface PdfImage {
  /** Names the content: the same key is embedded once. */
  readonly key: string;
  readonly data: string | Uint8Array;
  readonly format: 'PNG' | 'JPEG';
  readonly width?: number;
  readonly height?: number;
}

/** FNV-1a of a text, as a short key (an image's alias in the PDF). */
function contentKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `img${(hash >>> 0).toString(36)}_${text.length.toString(36)}`;
}

/** An image the PDF takes as it is (logos, signatures, drawings): keyed by its content. */
export function sourceImage(source: ImageSource): PdfImage {
  return { key: contentKey(source.data), data: source.data, format: source.format };
}

function dataUrlBytes(dataUrl: string): Uint8Array | null {
  try {
    const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * The photos made ready for the PDF, one preparation per distinct photo: fitted inside 720×720 as
 * JPEG by `prepare`; as they are when it cannot; null for what is not a PNG or JPEG.
 */
export async function preparePdfPhotos(
  dataUrls: readonly string[],
  prepare: PrepareImage,
): Promise<Map<string, PdfImage | null>> {
  const prepared = new Map<string, PdfImage | null>();
  for (const dataUrl of new Set(dataUrls)) {
    const source = imageSource(dataUrl);
    if (!source) {
      prepared.set(dataUrl, null);
      continue;
    }
    const key = contentKey(source.data);
    const bytes = dataUrlBytes(source.data);
    const image = bytes ? await prepare(bytes, PDF_PHOTO_BOX).catch(() => null) : null;
    prepared.set(
      dataUrl,
      image
        ? {
            key: `${key}_${PDF_PHOTO_BOX.width}`,
            data: image.bytes,
            format: 'JPEG',
            width: image.width,
            height: image.height,
          }
        : sourceImage(source),
    );
  }
  return prepared;
}

/**
 * Draws `image` centred in a box of `maxW`×`maxH` mm at (`x`, `top`), embedded once under its key
 * (PNG compressed). Resolves to the height drawn, or null when the image cannot be read.
 */
export function drawPdfImage(
  doc: jsPDF,
  image: PdfImage,
  x: number,
  top: number,
  maxW: number,
  maxH: number,
): number | null {
  try {
    const size =
      image.width && image.height
        ? { width: image.width, height: image.height }
        : doc.getImageProperties(image.data);
    const scale = Math.min(maxW / size.width, maxH / size.height);
    const w = size.width * scale;
    const h = size.height * scale;
    doc.addImage(image.data, image.format, x + (maxW - w) / 2, top, w, h, image.key, 'FAST');
    return h;
  } catch {
    return null;
  }
}
