import type { GpsPosition } from '../etatdl/photoCaption';

/** A photo older than this when added was not taken now: it gets no position (issue 14). */
export const FRESH_PHOTO_MS = 10 * 60_000;

/**
 * Issue 14 "the time and, when the device allows, the GPS position". When a photo was taken: its
 * file date when that is a real date in the past (a photo chosen from the gallery), otherwise
 * `now` (a photo just taken). Where: the device's position, only for a photo taken in the last
 * FRESH_PHOTO_MS (the device is no longer where an old photo was taken).
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
