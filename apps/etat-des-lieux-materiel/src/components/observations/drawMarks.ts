import { OBSERVATION_MARKS_SCALE, parseObservationMarks } from '@locasuite/core';
import type { ObservationMarks } from '@locasuite/core';
import { FAMILY_IMAGE_RATIO, familyImage } from './familyImages';

/** Issue 14: the marks of the leg being drawn, and the departure's under them on a return. */
export const MARK_COLORS = { current: '#D32F2F', departure: '#1565C0' } as const;

/** The pen's width, as a share of the drawing's width (the same look at every size). */
const PEN = 0.007;

/** Draws strokes (coordinates 0..SCALE) on a canvas context of `width`×`height` pixels. */
export function drawStrokes(
  context: CanvasRenderingContext2D,
  strokes: ObservationMarks['strokes'],
  color: string,
  width: number,
  height: number,
) {
  context.strokeStyle = color;
  context.fillStyle = color;
  context.lineWidth = Math.max(2, width * PEN);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  const x = (v: number) => (v / OBSERVATION_MARKS_SCALE) * width;
  const y = (v: number) => (v / OBSERVATION_MARKS_SCALE) * height;
  for (const stroke of strokes) {
    if (stroke.length === 2) {
      context.beginPath();
      context.arc(x(stroke[0] ?? 0), y(stroke[1] ?? 0), context.lineWidth / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.beginPath();
    context.moveTo(x(stroke[0] ?? 0), y(stroke[1] ?? 0));
    for (let i = 2; i + 1 < stroke.length; i += 2) {
      context.lineTo(x(stroke[i] ?? 0), y(stroke[i + 1] ?? 0));
    }
    context.stroke();
  }
}

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = src;
  });

/**
 * The drawn observation as a PNG data URL (for the PDF): the family image, an old client's
 * picture if any, the departure marks in blue and the leg's marks in red. Null when nothing is
 * drawn on either.
 */
export async function renderObservationImage(
  family: string,
  value: string,
  departureValue?: string,
  width = 800,
): Promise<string | null> {
  const marks = parseObservationMarks(value);
  const departure = parseObservationMarks(departureValue ?? '');
  if (!marks.strokes.length && !marks.image && !departure.strokes.length && !departure.image) {
    return null;
  }
  const height = Math.round(width / FAMILY_IMAGE_RATIO);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(await loadImage(familyImage(family)), 0, 0, width, height);
  for (const picture of [departure.image, marks.image]) {
    if (picture) context.drawImage(await loadImage(picture), 0, 0, width, height);
  }
  drawStrokes(context, departure.strokes, MARK_COLORS.departure, width, height);
  drawStrokes(context, marks.strokes, MARK_COLORS.current, width, height);
  return canvas.toDataURL('image/png');
}
