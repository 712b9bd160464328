import type { GeoPoint } from './geo';
import type { ItineraryLeg, ItineraryStop, StopItem } from './itinerary';
import { formatKg, kgWire, parseKg, sumHg } from './weights';
import type { ItineraryKind } from './settings';
import { text } from '../text';

/**
 * spec 3 §3.5: the event's `recap` is the JSON of its legs. One leg on the wire: source and
 * destination (ids and names), distance (km, to 0.1), temps (minutes), the equipment delivered
 * (matriculeListeSortie, poidsSortie in kg) and collected (matriculeListeStock, poidsStock), the
 * per-leg weight summary (`poids`, §9) and whether the leg is locked.
 */
export interface RecapLeg {
  readonly id: string;
  readonly sourceId: string;
  readonly source: string;
  readonly destinationId: string;
  readonly destination: string;
  readonly distance: number;
  readonly temps: number;
  readonly estimation: boolean;
  readonly matriculeListeSortie: readonly string[];
  readonly poidsSortie: readonly string[];
  readonly matriculeListeStock: readonly string[];
  readonly poidsStock: readonly string[];
  readonly poids: string;
  readonly locked: boolean;
}

/** The most legs one itinerary holds. */
export const MAX_LEGS = 60;

/** §9: « Livraison 120,5 kg + Reprise 30 kg = 150,5 kg ». */
export function legWeightSummary(deliveryHg: number, collectionHg: number): string {
  return `Livraison ${formatKg(deliveryHg)} + Reprise ${formatKg(collectionHg)} = ${formatKg(deliveryHg + collectionHg)}`;
}

/** The legs as the event's recap carries them. */
export function recapOfLegs(
  legs: readonly ItineraryLeg[],
  stops: readonly ItineraryStop[],
): RecapLeg[] {
  return legs.map((leg, index) => {
    const stop = stops[index]!;
    return {
      id: stop.id,
      sourceId: leg.sourceId,
      source: leg.source,
      destinationId: leg.destinationId,
      destination: leg.destination,
      distance: (leg.measure?.tenthsKm ?? 0) / 10,
      temps: leg.measure?.minutes ?? 0,
      estimation: leg.measure?.estimation ?? true,
      matriculeListeSortie: stop.deliveries.map((item) => item.matricule),
      poidsSortie: stop.deliveries.map((item) => kgWire(item.hg)),
      matriculeListeStock: stop.collections.map((item) => item.matricule),
      poidsStock: stop.collections.map((item) => kgWire(item.hg)),
      poids: legWeightSummary(leg.deliveryHg, leg.collectionHg),
      locked: stop.locked,
    };
  });
}

/** A leg read back from a recap, weights in hectograms and distance in tenths of km. */
export interface ParsedLeg {
  readonly id: string;
  readonly sourceId: string;
  readonly source: string;
  readonly destinationId: string;
  readonly destination: string;
  readonly tenthsKm: number;
  readonly minutes: number;
  readonly estimation: boolean;
  readonly deliveries: readonly StopItem[];
  readonly collections: readonly StopItem[];
  readonly locked: boolean;
}

function items(
  n: number,
  what: string,
  matricules: unknown,
  weights: unknown,
): StopItem[] | string {
  const m = matricules ?? [];
  const w = weights ?? [];
  if (!Array.isArray(m) || !Array.isArray(w))
    return `Étape ${n} : les listes ${what} doivent être des listes.`;
  if (m.length !== w.length) {
    return `Étape ${n} : ${m.length} matricule(s) ${what} pour ${w.length} poids.`;
  }
  const result: StopItem[] = [];
  for (let i = 0; i < m.length; i++) {
    const matricule = text(m[i]);
    if (matricule === '') return `Étape ${n} : un matricule ${what} est vide.`;
    const hg = parseKg(w[i]);
    if (hg === null) {
      return `Étape ${n} : poids invalide « ${String(w[i])} » pour ${matricule} (un poids en kg, positif, à 0,1 kg près).`;
    }
    result.push({ matricule, hg });
  }
  return result;
}

function measureOf(value: unknown, max: number): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= max ? n : null;
}

/**
 * The legs of a recap text, checked: a French message naming the first inconsistent leg (not a
 * JSON list, a field missing, a negative or NaN weight, distance or time, matricules and weights
 * not paired, a leg that does not start where the previous one arrived), or the legs.
 */
export function parseRecap(recap: string | undefined): ParsedLeg[] | string {
  if (recap === undefined || recap.trim() === '') return [];
  let raw: unknown;
  try {
    raw = JSON.parse(recap);
  } catch {
    return "Le récapitulatif de l'itinéraire (recap) n'est pas un JSON valide.";
  }
  if (!Array.isArray(raw))
    return "Le récapitulatif de l'itinéraire (recap) doit être une liste d'étapes.";
  if (raw.length > MAX_LEGS) return `Un itinéraire compte ${MAX_LEGS} étapes au plus.`;
  const legs: ParsedLeg[] = [];
  for (let i = 0; i < raw.length; i++) {
    const n = i + 1;
    const leg = (raw[i] ?? {}) as Record<string, unknown>;
    if (typeof raw[i] !== 'object' || raw[i] === null)
      return `Étape ${n} : une étape est un objet.`;
    const destinationId = text(leg.destinationId);
    const sourceId = text(leg.sourceId);
    if (destinationId === '')
      return `Étape ${n} : le client de destination (destinationId) manque.`;
    if (sourceId === '') return `Étape ${n} : la source (sourceId) manque.`;
    const previous = legs[i - 1];
    if (previous && previous.destinationId !== sourceId) {
      return `Étape ${n} : elle part de « ${sourceId} » alors que l'étape ${i} arrive chez « ${previous.destinationId} ».`;
    }
    const km = measureOf(leg.distance, 10_000);
    if (km === null)
      return `Étape ${n} : distance invalide « ${String(leg.distance)} » (km, positive).`;
    const minutes = measureOf(leg.temps, 10_000);
    if (minutes === null)
      return `Étape ${n} : durée invalide « ${String(leg.temps)} » (minutes, positive).`;
    const deliveries = items(n, 'à livrer', leg.matriculeListeSortie, leg.poidsSortie);
    if (typeof deliveries === 'string') return deliveries;
    const collections = items(n, 'à reprendre', leg.matriculeListeStock, leg.poidsStock);
    if (typeof collections === 'string') return collections;
    legs.push({
      id: text(leg.id) || `etape-${n}`,
      sourceId,
      source: text(leg.source) || sourceId,
      destinationId,
      destination: text(leg.destination) || destinationId,
      tenthsKm: Math.round(km * 10),
      minutes: Math.round(minutes),
      estimation: leg.estimation !== false,
      deliveries,
      collections,
      locked: leg.locked === true,
    });
  }
  return legs;
}

/** What the server stores from the legs: total km, minutes, the pipe-joined leg weights. */
export function eventTotals(legs: readonly ParsedLeg[]) {
  const legHg = legs.map(
    (leg) => sumHg(leg.deliveries.map((d) => d.hg)) + sumHg(leg.collections.map((c) => c.hg)),
  );
  return {
    distance: sumHg(legs.map((leg) => leg.tenthsKm)) / 10,
    temps: sumHg(legs.map((leg) => leg.minutes)),
    poid: legHg.map(kgWire).join('|'),
  };
}

/** The recap rewritten from its parsed legs (the summaries recomputed). */
export function normalisedRecap(legs: readonly ParsedLeg[]): RecapLeg[] {
  return legs.map((leg) => {
    const deliveryHg = sumHg(leg.deliveries.map((d) => d.hg));
    const collectionHg = sumHg(leg.collections.map((c) => c.hg));
    return {
      id: leg.id,
      sourceId: leg.sourceId,
      source: leg.source,
      destinationId: leg.destinationId,
      destination: leg.destination,
      distance: leg.tenthsKm / 10,
      temps: leg.minutes,
      estimation: leg.estimation,
      matriculeListeSortie: leg.deliveries.map((d) => d.matricule),
      poidsSortie: leg.deliveries.map((d) => kgWire(d.hg)),
      matriculeListeStock: leg.collections.map((c) => c.matricule),
      poidsStock: leg.collections.map((c) => kgWire(c.hg)),
      poids: legWeightSummary(deliveryHg, collectionHg),
      locked: leg.locked,
    };
  });
}

/** Livraison when something is delivered, Reprise when the itinerary only collects. */
export function itineraryKind(
  legs: readonly Pick<ParsedLeg, 'deliveries' | 'collections'>[],
): ItineraryKind {
  const delivers = legs.some((leg) => leg.deliveries.length > 0);
  const collects = legs.some((leg) => leg.collections.length > 0);
  return !delivers && collects ? 'Reprise' : 'Livraison';
}

/** The stops of saved legs, positions looked up by client code. */
export function stopsOfLegs(
  legs: readonly ParsedLeg[],
  positionOf: (clientCode: string) => GeoPoint | null,
): ItineraryStop[] {
  return legs.map((leg) => ({
    id: leg.id,
    clientCode: leg.destinationId,
    label: leg.destination,
    position: positionOf(leg.destinationId),
    deliveries: leg.deliveries,
    collections: leg.collections,
    locked: leg.locked,
  }));
}
