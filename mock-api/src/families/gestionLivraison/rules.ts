import {
  ITINERARY_MESSAGES as M,
  eventTotals,
  itineraryKind,
  itineraryRefusals,
  loadCurve,
  normalisedRecap,
  parseRecap,
  stopsOfLegs,
  sumHg,
  type DriverSetting,
  type ItineraryKind,
  type ItineraryLeg,
  type ParsedLeg,
  type RecapLeg,
} from '@locasuite/core';
import { HttpError } from '../../HttpError';

/**
 * What the server stores of an itinerary event (spec 3 §3.5, issue 35): checked and recomputed
 * from its legs, never taken from the page's totals.
 */
export interface EventInput {
  readonly nom: string;
  readonly description?: string | undefined;
  readonly debut_timestamp: number;
  readonly fin_timestamp: number;
  readonly chauffeur: string;
  readonly recap?: string | undefined;
}

export interface StoredEvent {
  readonly name: string;
  readonly description: string;
  readonly start_ts: number;
  readonly end_ts: number;
  readonly driver: string;
  readonly distance_tenths: number;
  readonly minutes: number;
  readonly weights: string;
  readonly kind: ItineraryKind;
  readonly recap: RecapLeg[];
  /** For the checks against the tables: the clients and the agency named by the legs. */
  readonly legs: readonly ParsedLeg[];
}

const MINUTE = 60_000;

/**
 * The row to store: legs parsed (422 naming the first inconsistent leg), totals recomputed, the
 * end at least the start plus the legs' time (an end before the start is refused).
 */
export function storedEvent(event: EventInput): StoredEvent {
  if (event.fin_timestamp < event.debut_timestamp) {
    throw new HttpError(422, M.endBeforeStart);
  }
  const legs = parseRecap(event.recap);
  if (typeof legs === 'string') throw new HttpError(422, legs);
  const totals = eventTotals(legs);
  return {
    name: event.nom.trim(),
    description: (event.description ?? '').trim(),
    start_ts: event.debut_timestamp,
    end_ts: Math.max(event.fin_timestamp, event.debut_timestamp + totals.temps * MINUTE),
    driver: event.chauffeur.trim(),
    distance_tenths: Math.round(totals.distance * 10),
    minutes: totals.temps,
    weights: totals.poid,
    kind: itineraryKind(legs),
    recap: normalisedRecap(legs),
    legs,
  };
}

/**
 * Issue 35 « Every refusal explains itself »: an itinerary over its driver's payload, or outside
 * the driver's hours that day, is refused with the French words the page shows (core
 * `itineraryRefusals`, on the legs' own times and weights), naming the stop and why. A client
 * without a position is the page's to say (the server stores the legs it measured).
 */
export function checkDriverFit(event: StoredEvent, driver: DriverSetting): void {
  const stops = stopsOfLegs(event.legs, () => null);
  const legs: ItineraryLeg[] = event.legs.map((leg, index) => {
    const deliveryHg = sumHg(leg.deliveries.map((d) => d.hg));
    const collectionHg = sumHg(leg.collections.map((c) => c.hg));
    return {
      stopId: stops[index]!.id,
      sourceId: leg.sourceId,
      source: leg.source,
      destinationId: leg.destinationId,
      destination: leg.destination,
      measure: { tenthsKm: leg.tenthsKm, minutes: leg.minutes, estimation: leg.estimation },
      deliveryHg,
      collectionHg,
      legHg: deliveryHg + collectionHg,
    };
  });
  const refusals = itineraryRefusals({
    startMs: event.start_ts,
    stops,
    legs,
    curve: loadCurve(stops, driver.payloadHg),
    driver,
  }).filter((refusal) => refusal.blocksSave);
  if (refusals.length > 0) {
    throw new HttpError(422, refusals.map((refusal) => refusal.message).join(' '));
  }
}

/** spec 3 §2.6: `debut` in DD/MM/YYYY HH:mm (UTC, like every planning of the suite). */
export function debutText(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** The widest window `getEvents` serves: a month view shows six weeks; 100 days covers any view. */
export const MAX_WINDOW_DAYS = 100;

export function checkWindow(start: number, end: number) {
  if (end <= start) {
    throw new HttpError(422, M.rangeReversed);
  }
  if (end - start > MAX_WINDOW_DAYS * 86_400_000) {
    throw new HttpError(422, M.rangeTooLong(MAX_WINDOW_DAYS));
  }
}
