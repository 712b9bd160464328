import type { GeoPoint } from './geo';
import { loadCurve, type ItineraryStop } from './itinerary';

/**
 * Issue 35 « Optimiser l'ordre »: the stop order that minimises the total distance from the
 * agency through every stop, locked stops keeping their place, never an order whose load exceeds
 * the payload. Nearest neighbour then 2-opt; up to EXACT_LIMIT free stops every order is tried,
 * so a small itinerary gets the best order there is.
 */

/** Distance between two positions, any unit (the estimation's tenths of km). */
export type Distance = (a: GeoPoint, b: GeoPoint) => number;

export const EXACT_LIMIT = 8;

type Stop = Pick<ItineraryStop, 'position' | 'locked' | 'deliveries' | 'collections'>;

export interface OrderProposal {
  /** Indices into the stops given, in the proposed order. */
  readonly order: readonly number[];
  readonly distance: number;
}

/** Total distance of an order (every stop must have a position). */
export function orderDistance(
  start: GeoPoint,
  stops: readonly Stop[],
  order: readonly number[],
  distance: Distance,
): number {
  let from = start;
  let total = 0;
  for (const index of order) {
    const to = stops[index]!.position!;
    total += distance(from, to);
    from = to;
  }
  return total;
}

function fits(stops: readonly Stop[], order: readonly number[], payloadHg: number): boolean {
  return (
    loadCurve(
      order.map((index) => stops[index]!),
      payloadHg,
    ).firstOver === null
  );
}

/** Places `free` (stop indices, in this order) into the unlocked positions. */
function compose(stops: readonly Stop[], free: readonly number[]): number[] {
  let next = 0;
  return stops.map((stop, index) => (stop.locked ? index : free[next++]!));
}

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

function exact(start: GeoPoint, stops: readonly Stop[], payloadHg: number, distance: Distance) {
  const freeIndices = stops.flatMap((stop, index) => (stop.locked ? [] : [index]));
  let best: OrderProposal | null = null;
  for (const free of permutations(freeIndices)) {
    const order = compose(stops, free);
    if (!fits(stops, order, payloadHg)) continue;
    const total = orderDistance(start, stops, order, distance);
    if (best === null || total < best.distance - 1e-9) best = { order, distance: total };
  }
  return best;
}

function nearestNeighbour(
  start: GeoPoint,
  stops: readonly Stop[],
  payloadHg: number,
  distance: Distance,
): number[] {
  const remaining = new Set(stops.flatMap((stop, index) => (stop.locked ? [] : [index])));
  const order: number[] = [];
  let from = start;
  stops.forEach((stop, position) => {
    if (stop.locked) {
      order.push(position);
    } else {
      const candidates = [...remaining].sort(
        (a, b) => distance(from, stops[a]!.position!) - distance(from, stops[b]!.position!),
      );
      // The nearest stop that keeps the load within the payload so far, else the nearest.
      const pick =
        candidates.find((candidate) => fits(stops, [...order, candidate], payloadHg)) ??
        candidates[0]!;
      remaining.delete(pick);
      order.push(pick);
    }
    from = stops[order[order.length - 1]!]!.position!;
  });
  return order;
}

function twoOpt(
  start: GeoPoint,
  stops: readonly Stop[],
  initial: number[],
  payloadHg: number,
  distance: Distance,
): number[] {
  const freePositions = stops.flatMap((stop, index) => (stop.locked ? [] : [index]));
  let order = initial;
  let best = orderDistance(start, stops, order, distance);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < freePositions.length - 1; i++) {
      for (let j = i + 1; j < freePositions.length; j++) {
        const free = freePositions.map((position) => order[position]!);
        const reversed = [
          ...free.slice(0, i),
          ...free.slice(i, j + 1).reverse(),
          ...free.slice(j + 1),
        ];
        const candidate = compose(stops, reversed);
        const total = orderDistance(start, stops, candidate, distance);
        if (total < best - 1e-9 && fits(stops, candidate, payloadHg)) {
          order = candidate;
          best = total;
          improved = true;
        }
      }
    }
  }
  return order;
}

/**
 * The best order found, or null when no order fits the payload (or a stop has no position: it
 * cannot be placed). Never longer than the current order when the current order fits.
 */
export function optimiseOrder(
  start: GeoPoint,
  stops: readonly Stop[],
  payloadHg: number,
  distance: Distance,
): OrderProposal | null {
  if (stops.some((stop) => !stop.position)) return null;
  const free = stops.filter((stop) => !stop.locked).length;
  if (free <= EXACT_LIMIT) return exact(start, stops, payloadHg, distance);
  return heuristicOrder(start, stops, payloadHg, distance);
}

/** Nearest neighbour then 2-opt (any size); null when it finds no order within the payload. */
export function heuristicOrder(
  start: GeoPoint,
  stops: readonly Stop[],
  payloadHg: number,
  distance: Distance,
): OrderProposal | null {
  const current = stops.map((_, index) => index);
  const candidates = [nearestNeighbour(start, stops, payloadHg, distance), current]
    .filter((order) => fits(stops, order, payloadHg))
    .map((order) => twoOpt(start, stops, order, payloadHg, distance))
    .map((order) => ({ order, distance: orderDistance(start, stops, order, distance) }))
    .sort((a, b) => a.distance - b.distance);
  return candidates[0] ?? null;
}
