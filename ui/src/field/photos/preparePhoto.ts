import { PHOTO_BOX, conditionImageKind, fitInside } from '@locasuite/core';
import type { GpsPosition, PixelBox } from '@locasuite/core';

/** PNG or JPEG by content, not by name or type (spec 3 §5.3); null for anything else. */
export async function photoKind(file: Blob): Promise<'png' | 'jpeg' | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return conditionImageKind(head);
}

/**
 * A PNG or JPEG file decoded, turned upright (EXIF orientation), fitted inside `box` (720×720 by
 * default, spec 3 §5.3; 750×750 for after-sales reports, spec 4 §5) and encoded again in its kind
 * (JPEG at quality 0.85): a data URL. Rejects when it cannot be decoded.
 */
export async function resizePhoto(
  file: Blob,
  kind: 'png' | 'jpeg',
  box: PixelBox = PHOTO_BOX,
): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitInside(bitmap.width, bitmap.height, box);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.toDataURL(kind === 'png' ? 'image/png' : 'image/jpeg', 0.85);
  } finally {
    bitmap.close();
  }
}

/** How long the page waits for a position before storing the photo without one. */
export const POSITION_WAIT_MS = 6_000;

/**
 * Issue 14 "when the device allows, the GPS position": the device's position, or null when the
 * browser has none, the person refused, or it takes longer than POSITION_WAIT_MS. Never an error.
 */
export function currentPosition(): Promise<GpsPosition | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    // Some browsers never call back while their permission prompt stays unanswered.
    const timer = setTimeout(() => resolve(null), POSITION_WAIT_MS);
    const done = (position: GpsPosition | null) => {
      clearTimeout(timer);
      resolve(position);
    };
    try {
      geolocation.getCurrentPosition(
        (p) => done({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
        () => done(null),
        { enableHighAccuracy: true, timeout: POSITION_WAIT_MS - 500, maximumAge: 60_000 },
      );
    } catch {
      done(null);
    }
  });
}
