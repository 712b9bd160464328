import { gpsPosition } from './photoCaption';
import type { PhotoTrace } from './photoCaption';

/** The most tags a photo carries (`set_tags`): the time, the position, and room to spare. */
export const PHOTO_TAGS_MAX = 10;
/** The longest tag `set_tags` accepts. */
export const PHOTO_TAG_MAX_LENGTH = 100;

const TAKEN = 'prise:';
const GPS = 'gps:';

/**
 * Issue 14 "Photos carry the time and, when the device allows, the GPS position they were taken
 * at", stored as the photo's tags (spec 3 §7.1 `set_tags: path, tags`): `prise:<ms since 1970,
 * UTC>` and `gps:<latitude>|<longitude>` (5 decimals, spec 3 §3.1's pipe). Invalid parts are left
 * out, so an empty trace gives no tag.
 */
export function photoTraceTags(trace: PhotoTrace): string[] {
  const tags: string[] = [];
  if (typeof trace.takenAt === 'number' && Number.isFinite(trace.takenAt) && trace.takenAt >= 0) {
    tags.push(`${TAKEN}${Math.round(trace.takenAt)}`);
  }
  const position = gpsPosition(trace.latitude, trace.longitude);
  if (position) {
    tags.push(`${GPS}${position.latitude.toFixed(5)}|${position.longitude.toFixed(5)}`);
  }
  return tags;
}

/**
 * The trace a photo's tags carry (the reverse of `photoTraceTags`); unknown or unreadable tags
 * are ignored, anything that is not a list of texts gives an empty trace.
 */
export function photoTraceFromTags(tags: unknown): PhotoTrace {
  if (!Array.isArray(tags)) return {};
  let takenAt: number | null = null;
  let latitude: number | null = null;
  let longitude: number | null = null;
  for (const tag of tags) {
    if (typeof tag !== 'string') continue;
    if (tag.startsWith(TAKEN)) {
      const ms = Number(tag.slice(TAKEN.length));
      if (Number.isSafeInteger(ms) && ms >= 0) takenAt = ms;
    } else if (tag.startsWith(GPS)) {
      const [lat, lon, extra] = tag.slice(GPS.length).split('|');
      const position = extra === undefined ? gpsPosition(lat, lon) : null;
      if (position) ({ latitude, longitude } = position);
    }
  }
  return {
    ...(takenAt === null ? {} : { takenAt }),
    ...(latitude === null ? {} : { latitude, longitude }),
  };
}
