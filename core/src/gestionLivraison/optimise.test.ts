import { describe, expect, it } from 'vitest';
import { greatCircleKm, type GeoPoint } from './geo';
import { loadCurve, type ItineraryStop } from './itinerary';
import { heuristicOrder, optimiseOrder, orderDistance } from './optimise';

const start: GeoPoint = { lat: 45.75, lng: 4.85 };
const distance = (a: GeoPoint, b: GeoPoint) => greatCircleKm(a, b);

/** A small deterministic generator, so every run checks the same cases. */
function lcg(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomStops(random: () => number, n: number, locked: number[] = []): ItineraryStop[] {
  return Array.from({ length: n }, (_, i) => ({
    id: String(i),
    clientCode: `C${i}`,
    label: `Client ${i}`,
    position: { lat: 45.5 + random() * 0.6, lng: 4.6 + random() * 0.6 },
    deliveries: [{ matricule: `S${i}`, hg: Math.floor(random() * 500) }],
    collections: random() < 0.5 ? [{ matricule: `R${i}`, hg: Math.floor(random() * 900) }] : [],
    locked: locked.includes(i),
  }));
}

/** The reference: every permutation of the free stops. */
function bruteForce(stops: readonly ItineraryStop[], payloadHg: number): number | null {
  const free = stops.flatMap((s, i) => (s.locked ? [] : [i]));
  let best: number | null = null;
  const visit = (chosen: number[], rest: number[]) => {
    if (rest.length === 0) {
      let k = 0;
      const order = stops.map((s, i) => (s.locked ? i : chosen[k++]!));
      if (
        loadCurve(
          order.map((i) => stops[i]!),
          payloadHg,
        ).firstOver !== null
      )
        return;
      const total = orderDistance(start, stops, order, distance);
      if (best === null || total < best) best = total;
      return;
    }
    rest.forEach((r, i) => visit([...chosen, r], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  visit([], free);
  return best;
}

describe("Optimiser l'ordre (issue 35: « nearest neighbour + 2-opt in core, checked against brute force on small cases »)", () => {
  it('finds the shortest order of small itineraries, as brute force does', () => {
    const random = lcg(35);
    for (let round = 0; round < 25; round++) {
      const stops = randomStops(random, 3 + (round % 4));
      const proposal = optimiseOrder(start, stops, 1_000_000, distance)!;
      expect(proposal.distance).toBeCloseTo(bruteForce(stops, 1_000_000)!, 9);
    }
  });

  it('nearest neighbour + 2-opt alone matches brute force on points along a road', () => {
    const stops = [3, 1, 4, 2, 5].map((k, i) => ({
      ...randomStops(lcg(i), 1)[0]!,
      id: String(i),
      position: { lat: 45.75 + k * 0.05, lng: 4.85 },
    }));
    const proposal = heuristicOrder(start, stops, 1_000_000, distance)!;
    expect(proposal.order.map((i) => stops[i]!.position!.lat)).toEqual(
      [1, 2, 3, 4, 5].map((k) => 45.75 + k * 0.05),
    );
    expect(proposal.distance).toBeCloseTo(bruteForce(stops, 1_000_000)!, 9);
  });

  it('« Legs the person locks keep their place »', () => {
    const random = lcg(7);
    for (let round = 0; round < 10; round++) {
      const stops = randomStops(random, 6, [1, 4]);
      const proposal = optimiseOrder(start, stops, 1_000_000, distance)!;
      expect(proposal.order[1]).toBe(1);
      expect(proposal.order[4]).toBe(4);
      expect(proposal.distance).toBeCloseTo(bruteForce(stops, 1_000_000)!, 9);
    }
  });

  it('« Optimisation never proposes an order that exceeds » the payload', () => {
    const random = lcg(11);
    for (let round = 0; round < 15; round++) {
      const stops = randomStops(random, 5);
      const payload = 1200 + Math.floor(random() * 800);
      const best = bruteForce(stops, payload);
      const proposal = optimiseOrder(start, stops, payload, distance);
      if (best === null) {
        expect(proposal).toBeNull();
      } else {
        expect(proposal!.distance).toBeCloseTo(best, 9);
        const ordered = proposal!.order.map((i) => stops[i]!);
        expect(loadCurve(ordered, payload).firstOver).toBeNull();
      }
    }
  });

  it('the heuristic (over 8 free stops) keeps locks and the payload and never lengthens a fitting order', () => {
    const random = lcg(3);
    for (let round = 0; round < 5; round++) {
      const stops = randomStops(random, 14, [0, 7]);
      const payload = 6000;
      const proposal = optimiseOrder(start, stops, payload, distance);
      const identity = stops.map((_, i) => i);
      if (proposal === null) continue;
      expect(proposal.order[0]).toBe(0);
      expect(proposal.order[7]).toBe(7);
      expect([...proposal.order].sort((a, b) => a - b)).toEqual(identity);
      expect(
        loadCurve(
          proposal.order.map((i) => stops[i]!),
          payload,
        ).firstOver,
      ).toBeNull();
      if (loadCurve(stops, payload).firstOver === null) {
        expect(proposal.distance).toBeLessThanOrEqual(
          orderDistance(start, stops, identity, distance),
        );
      }
    }
  });

  it('a stop without position cannot be ordered', () => {
    const stops = randomStops(lcg(1), 3);
    expect(
      optimiseOrder(start, [...stops, { ...stops[0]!, position: null }], 1e6, distance),
    ).toBeNull();
  });
});
