/**
 * spec 3 §2.2 section 8 "drawing over a family image (damage marks)", stored in
 * OBSERVATION_PHOTO_DEPART / OBSERVATION_PHOTO_RETOUR (§3.1). Ours: the marks as vectors, not a
 * picture, so that a return draws the departure marks in one colour and its new marks in another
 * (issue 14), and a mark stays sharp at any size (the form on a phone, the PDF on A4). Coordinates
 * are whole numbers from 0 to OBSERVATION_MARKS_SCALE across the family image's width and height,
 * so the drawing survives a resize or a rotation of the pad.
 *
 * Stored text: `{"version":1,"strokes":[[x0,y0,x1,y1,…],…]}`; `''` when nothing is drawn. A value
 * written by the old client (a data URL of a picture) is kept as `image` and drawn under the marks.
 */
export const OBSERVATION_MARKS_SCALE = 1000;
/** The most strokes and points per stroke kept (a stored value stays well under 1 MB). */
export const OBSERVATION_MARKS_MAX_STROKES = 300;
export const OBSERVATION_MARKS_MAX_POINTS = 1000;

export interface ObservationMarks {
  /** Each stroke as flat pairs `[x0, y0, x1, y1, …]`, whole numbers in 0..SCALE. */
  readonly strokes: readonly (readonly number[])[];
  /** A picture drawn by the old client (data URL of a PNG or JPEG), shown under the marks. */
  readonly image: string | null;
}

export const NO_OBSERVATION_MARKS: ObservationMarks = { strokes: [], image: null };

const IMAGE_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=\s]+$/;

const coordinate = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(OBSERVATION_MARKS_SCALE, Math.max(0, Math.round(value)))
    : null;

/** One stroke cleaned: pairs of numbers clamped to the scale; null when not a list of pairs. */
function readStroke(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const points: number[] = [];
  for (
    let i = 0;
    i + 1 < value.length && points.length < OBSERVATION_MARKS_MAX_POINTS * 2;
    i += 2
  ) {
    const x = coordinate(value[i]);
    const y = coordinate(value[i + 1]);
    if (x === null || y === null) return null;
    points.push(x, y);
  }
  return points.length >= 2 ? points : null;
}

/**
 * The marks a stored OBSERVATION_PHOTO_* value holds: our JSON, or an old client's picture. Empty
 * or unreadable text gives no marks, never an exception; strokes beyond the limits are dropped.
 */
export function parseObservationMarks(value: unknown): ObservationMarks {
  if (typeof value !== 'string' || value.trim() === '') return NO_OBSERVATION_MARKS;
  const text = value.trim();
  if (IMAGE_URL.test(text)) return { strokes: [], image: text };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return NO_OBSERVATION_MARKS;
  }
  if (typeof parsed !== 'object' || parsed === null) return NO_OBSERVATION_MARKS;
  const o = parsed as Record<string, unknown>;
  const strokes = (Array.isArray(o.strokes) ? o.strokes : [])
    .map(readStroke)
    .filter((s): s is number[] => s !== null)
    .slice(0, OBSERVATION_MARKS_MAX_STROKES);
  const image = typeof o.image === 'string' && IMAGE_URL.test(o.image) ? o.image : null;
  return { strokes, image };
}

/** The text stored for some marks; `''` when there is nothing (the field then reads as empty). */
export function serializeObservationMarks(marks: ObservationMarks): string {
  const strokes = marks.strokes
    .map(readStroke)
    .filter((s): s is number[] => s !== null)
    .slice(0, OBSERVATION_MARKS_MAX_STROKES);
  if (strokes.length === 0 && !marks.image) return '';
  return JSON.stringify({ version: 1, strokes, ...(marks.image ? { image: marks.image } : {}) });
}
