import { formatFrenchDateTime } from '../dates';
import type { ConditionLeg } from './conditionState';
import { CONDITION_CHECK_MESSAGES as M } from './messages';

/** A geographic position in decimal degrees. */
export interface GpsPosition {
  readonly latitude: number;
  readonly longitude: number;
}

const coordinate = (value: unknown): number | null => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim().replace(',', '.'))
        : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/** A position from two coordinates, or null unless both are in range (±90°, ±180°). */
export function gpsPosition(latitude: unknown, longitude: unknown): GpsPosition | null {
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { latitude: lat, longitude: lon };
}

/**
 * spec 3 §3.1 "POSITION_GPS_ADRES_LIV (two coordinates separated by a pipe)": `45.764|4.8357`
 * (decimal commas read too). Null when it is not two coordinates in range.
 */
export function parseGpsPosition(text: unknown): GpsPosition | null {
  if (typeof text !== 'string') return null;
  const parts = text.split('|');
  return parts.length === 2 ? gpsPosition(parts[0], parts[1]) : null;
}

/** What a photo carries (issue 14): when it was taken (ms) and, when the device allows, where. */
export interface PhotoTrace {
  readonly takenAt?: number | null;
  readonly latitude?: unknown;
  readonly longitude?: unknown;
}

/**
 * spec 3 §9 "one extra page per photo, labelled Photo de départ or Photo de retour", and issue 14
 * "Photos carry the time and, when the device allows, the GPS position they were taken at; the
 * PDF prints them under each photo": the lines of a photo's caption. Time in UTC like every date
 * of the suite; coordinates with 5 decimals (about a metre). Missing or invalid parts are left out.
 */
export function conditionPhotoCaption(leg: ConditionLeg, trace: PhotoTrace = {}): string[] {
  const lines: string[] = [leg === 'DEPART' ? M.departurePhoto : M.returnPhoto];
  const taken = typeof trace.takenAt === 'number' ? formatFrenchDateTime(trace.takenAt) : '';
  if (taken !== '') lines.push(M.photoTakenAt(taken));
  const position = gpsPosition(trace.latitude, trace.longitude);
  if (position) {
    lines.push(M.photoPosition(position.latitude.toFixed(5), position.longitude.toFixed(5)));
  }
  return lines;
}
