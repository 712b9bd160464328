/** Where a label sits around its marker (Leaflet's tooltip directions). */
export type LabelSide = 'right' | 'left' | 'top' | 'bottom';

/** A marker whose label is to be placed: its point on screen (px), its radius, its text. */
export interface LabelRequest {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly text: string;
  /**
   * 0 for the agencies, 1 for the clients: labels are placed tier by tier, and a label avoids
   * the markers of its tier and of the tiers before it (an agency's name may cover a client's
   * dot, a client's count never covers an agency).
   */
  readonly tier: number;
}

/** A label placed: its side and the offset (px) Leaflet's tooltip takes. */
export interface LabelPlace {
  readonly side: LabelSide;
  readonly offset: readonly [number, number];
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The size of a Leaflet tooltip (12 px text, 6 px padding, 1 px border), a little generous so
 * that an estimate never lets two labels touch: measured in Chromium, « 1 / 0 » is 41 × 32 px and
 * « Agence LocaSuite Location Lyon Gerland » 258 × 32 px.
 */
export const LABEL_HEIGHT = 32;
export const labelWidth = (text: string) => Math.ceil(text.length * 6.8) + 16;
/** Leaflet moves a tooltip 6 px away from its anchor, towards its side (its arrow). */
const ARROW = 6;

const SIDES: readonly LabelSide[] = ['right', 'left', 'top', 'bottom'];

function labelBox(request: LabelRequest, side: LabelSide): Box {
  const width = labelWidth(request.text);
  const { x, y, radius } = request;
  const away = radius + ARROW;
  switch (side) {
    case 'right':
      return boxAt(x + away, y - LABEL_HEIGHT / 2, width);
    case 'left':
      return boxAt(x - away - width, y - LABEL_HEIGHT / 2, width);
    case 'top':
      return boxAt(x - width / 2, y - away - LABEL_HEIGHT, width);
    case 'bottom':
      return boxAt(x - width / 2, y + away, width);
  }
}

const boxAt = (left: number, top: number, width: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + LABEL_HEIGHT,
});

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const offsetOf = (side: LabelSide, radius: number): readonly [number, number] =>
  side === 'right'
    ? [radius, 0]
    : side === 'left'
      ? [-radius, 0]
      : side === 'top'
        ? [0, -radius]
        : [0, radius];

/**
 * Issue 35, labels readable where agencies and clients are close together (around Lyon): tier by
 * tier, then in the order given, each label takes the first side (right, left, top, bottom) where
 * it covers neither a label already placed nor a marker of its tier or an earlier one; a label
 * with no free side is not drawn (the caller shows it on hover and at a closer zoom). Points are
 * screen pixels at the map's zoom, so the placement follows the zoom.
 */
export function placeLabels(requests: readonly LabelRequest[]): Map<string, LabelPlace> {
  const markerBox = ({ x, y, radius }: LabelRequest): Box => ({
    left: x - radius,
    top: y - radius,
    right: x + radius,
    bottom: y + radius,
  });
  const labels: Box[] = [];
  const placed = new Map<string, LabelPlace>();
  const ordered = [...requests].sort((a, b) => a.tier - b.tier);
  for (const request of ordered) {
    const markers = requests.filter((r) => r.tier <= request.tier && r !== request);
    for (const side of SIDES) {
      const box = labelBox(request, side);
      if (labels.some((other) => overlaps(box, other))) continue;
      if (markers.some((other) => overlaps(box, markerBox(other)))) continue;
      labels.push(box);
      placed.set(request.id, { side, offset: offsetOf(side, request.radius) });
      break;
    }
  }
  return placed;
}

/**
 * The agencies' names without the words they all start with (« LocaSuite Location Lyon Gerland »
 * → « Lyon Gerland »), so that their labels stay short; a single agency keeps its name.
 */
export function shortNames(names: readonly string[]): string[] {
  if (names.length < 2) return [...names];
  const words = names.map((n) => n.split(/\s+/).filter(Boolean));
  let common = 0;
  const shortest = Math.min(...words.map((w) => w.length));
  while (common < shortest - 1 && words.every((w) => w[common] === words[0]![common])) common++;
  return words.map((w) => w.slice(common).join(' '));
}
