import { estimateLeg, type GeoPoint, type LegMeasure } from './geo';
import { sumHg } from './weights';

/**
 * spec 3 §2.6, §3.5, §9 and issue 35: an itinerary leaves an agency and visits client stops in
 * order; each leg goes from the previous place (the agency, then the previous client) to a client,
 * with its distance, time, the equipment delivered (matriculeListeSortie) and collected
 * (matriculeListeStock) and their weights, in hectograms (weights.ts).
 */

/** One piece of equipment handed over at a stop. */
export interface StopItem {
  readonly matricule: string;
  /** Its weight in hectograms (100 g). */
  readonly hg: number;
}

/** A client stop of the itinerary. */
export interface ItineraryStop {
  /** Stable id of the stop: moving it keeps it. */
  readonly id: string;
  readonly clientCode: string;
  readonly label: string;
  readonly position: GeoPoint | null;
  readonly deliveries: readonly StopItem[];
  readonly collections: readonly StopItem[];
  /** A locked stop keeps its place when the order is optimised. */
  readonly locked: boolean;
}

/** Where the itinerary starts: an agency. */
export interface ItineraryStart {
  readonly id: string;
  readonly label: string;
  readonly position: GeoPoint | null;
}

/** A leg from a source to a destination client. */
export interface ItineraryLeg {
  readonly stopId: string;
  readonly sourceId: string;
  readonly source: string;
  readonly destinationId: string;
  readonly destination: string;
  /** null when either end has no position. */
  readonly measure: LegMeasure | null;
  readonly deliveryHg: number;
  readonly collectionHg: number;
  /** §9: the weight of a leg is the sum of its delivery and collection weights. */
  readonly legHg: number;
}

/** Measures a leg between two positions (a routing service, or the estimation). */
export type MeasureLeg = (from: GeoPoint, to: GeoPoint) => LegMeasure;

const itemsHg = (items: readonly StopItem[]) => sumHg(items.map((item) => item.hg));

/** The legs of an itinerary, in stop order. */
export function itineraryLegs(
  start: ItineraryStart,
  stops: readonly ItineraryStop[],
  measure: MeasureLeg = estimateLeg,
): ItineraryLeg[] {
  let from: { id: string; label: string; position: GeoPoint | null } = start;
  return stops.map((stop) => {
    const deliveryHg = itemsHg(stop.deliveries);
    const collectionHg = itemsHg(stop.collections);
    const leg: ItineraryLeg = {
      stopId: stop.id,
      sourceId: from.id,
      source: from.label,
      destinationId: stop.clientCode,
      destination: stop.label,
      measure: from.position && stop.position ? measure(from.position, stop.position) : null,
      deliveryHg,
      collectionHg,
      legHg: deliveryHg + collectionHg,
    };
    from = { id: stop.clientCode, label: stop.label, position: stop.position };
    return leg;
  });
}

/** Totals of an itinerary: km in tenths, time in minutes, weights in hectograms. */
export interface ItineraryTotals {
  readonly tenthsKm: number;
  readonly minutes: number;
  readonly deliveryHg: number;
  readonly collectionHg: number;
  /** Some leg was estimated rather than routed. */
  readonly estimation: boolean;
  /** Legs that could not be measured (a place without position). */
  readonly unmeasured: number;
}

export function itineraryTotals(legs: readonly ItineraryLeg[]): ItineraryTotals {
  return {
    tenthsKm: sumHg(legs.map((leg) => leg.measure?.tenthsKm ?? 0)),
    minutes: sumHg(legs.map((leg) => leg.measure?.minutes ?? 0)),
    deliveryHg: sumHg(legs.map((leg) => leg.deliveryHg)),
    collectionHg: sumHg(legs.map((leg) => leg.collectionHg)),
    estimation: legs.some((leg) => leg.measure?.estimation === true),
    unmeasured: legs.filter((leg) => leg.measure === null).length,
  };
}

/** The truck's load along the itinerary. */
export interface LoadCurve {
  /** Leaving the agency: everything to deliver. */
  readonly departureHg: number;
  /** After each stop: its deliveries leave the truck, its collections enter it. */
  readonly afterStopHg: readonly number[];
  /** The first point over the payload: -1 is the departure, else the stop's index; null if none. */
  readonly firstOver: number | null;
}

/** Issue 35 « Load and capacity ». */
export function loadCurve(
  stops: readonly Pick<ItineraryStop, 'deliveries' | 'collections'>[],
  payloadHg: number,
): LoadCurve {
  const departureHg = sumHg(stops.map((stop) => itemsHg(stop.deliveries)));
  let load = departureHg;
  let firstOver: number | null = departureHg > payloadHg ? -1 : null;
  const afterStopHg = stops.map((stop, index) => {
    load = load - itemsHg(stop.deliveries) + itemsHg(stop.collections);
    if (firstOver === null && load > payloadHg) firstOver = index;
    return load;
  });
  return { departureHg, afterStopHg, firstOver };
}

/** Moves the stop at `from` to `to`, the others keeping their order. */
export function moveStop<T>(stops: readonly T[], from: number, to: number): T[] {
  const next = [...stops];
  const [moved] = next.splice(from, 1);
  if (moved === undefined || to < 0 || to > next.length) return [...stops];
  next.splice(to, 0, moved);
  return next;
}
