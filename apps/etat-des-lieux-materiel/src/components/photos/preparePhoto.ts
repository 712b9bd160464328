import { conditionImageKind } from '@locasuite/core';
import type { GpsPosition } from '@locasuite/core';

/**
 * spec 3 §5.3, §9 "Selected photos are resized to 720 by 720 pixels". Ours: the photo is fitted
 * inside a 720×720 box keeping its proportions (a 4000×3000 photo becomes 720×540), never cropped,
 * never stretched, never enlarged: a damage mark at the edge of a photo stays in it.
 */
export const PHOTO_BOX = 720;

/** The size of a photo fitted inside the box (whole pixels, at least 1). */
export function fitInside(
  width: number,
  height: number,
  box = PHOTO_BOX,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: box, height: box };
  const scale = Math.min(1, box / width, box / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** PNG or JPEG by content, not by name or type (spec 3 §5.3); null for anything else. */
export async function photoKind(file: Blob): Promise<'png' | 'jpeg' | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return conditionImageKind(head);
}

/**
 * A PNG or JPEG file decoded, turned upright (EXIF orientation), fitted inside 720×720 and
 * encoded again in its kind (JPEG at quality 0.85): a data URL. Rejects when it cannot be decoded.
 */
export async function resizePhoto(file: Blob, kind: 'png' | 'jpeg'): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitInside(bitmap.width, bitmap.height);
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

/** A photo older than this when added was not taken now: it gets no position (issue 14). */
export const FRESH_PHOTO_MS = 10 * 60_000;

/**
 * When a photo was taken: its file date when that is a real date in the past (a photo chosen
 * from the gallery), otherwise now (a photo just taken). Where: the device's position, only for
 * a photo taken in the last FRESH_PHOTO_MS (the device is no longer where an old photo was taken).
 */
export function photoTrace(
  lastModified: number,
  now: number,
  position: GpsPosition | null,
): { takenAt: number; latitude?: number; longitude?: number } {
  const takenAt =
    Number.isFinite(lastModified) && lastModified > 0 && lastModified <= now ? lastModified : now;
  return position && now - takenAt <= FRESH_PHOTO_MS
    ? { takenAt, latitude: position.latitude, longitude: position.longitude }
    : { takenAt };
}
