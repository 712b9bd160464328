/**
 * Distances of delivery management (DECISIONS.md « Routing service address »): without an
 * OSRM-compatible service, a leg is the great-circle distance × 1.3 driven at 50 km/h, and the
 * page labels it « estimation ».
 */

export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;
/** Roads are longer than the straight line: the usual detour factor. */
export const ROAD_DETOUR_FACTOR = 1.3;
/** Average speed of a delivery truck between stops, km/h. */
export const ESTIMATED_SPEED_KMH = 50;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in km. */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A leg's length and driving time: distance in tenths of km, time in whole minutes. */
export interface LegMeasure {
  readonly tenthsKm: number;
  readonly minutes: number;
  /** true when computed here rather than by a routing service. */
  readonly estimation: boolean;
}

/** The estimated leg between two points: great circle × 1.3, at 50 km/h. */
export function estimateLeg(a: GeoPoint, b: GeoPoint): LegMeasure {
  const km = greatCircleKm(a, b) * ROAD_DETOUR_FACTOR;
  return {
    tenthsKm: Math.round(km * 10),
    minutes: Math.round((km / ESTIMATED_SPEED_KMH) * 60),
    estimation: true,
  };
}

/** A position written `lat|lng` (GPS_LIV, CLD_POSITION_GPS_ADRES_LIV), or null when it is none. */
export function parseGps(value: unknown): GeoPoint | null {
  if (typeof value !== 'string') return null;
  const [latText, lngText, ...rest] = value.split('|');
  if (rest.length > 0 || !latText?.trim() || !lngText?.trim()) return null;
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Tenths of km → French text (`124` → `12,4 km`). */
export function formatTenthsKm(tenths: number): string {
  const whole = Math.trunc(tenths / 10);
  const tenth = Math.abs(tenths % 10);
  return `${whole}${tenth === 0 ? '' : `,${tenth}`} km`;
}

/** Minutes → hours and minutes (`95` → `1 h 35 min`, `40` → `40 min`). */
export function formatHoursMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}
