import { describe, expect, it } from 'vitest';
import {
  itineraryLegs,
  itineraryTotals,
  loadCurve,
  moveStop,
  type ItineraryStop,
} from './itinerary';

const agency = { id: 'A:1', label: 'Lyon', position: { lat: 45.75, lng: 4.85 } };
const stop = (id: string, lat: number, del: number[], col: number[] = []): ItineraryStop => ({
  id,
  clientCode: `C${id}`,
  label: `Client ${id}`,
  position: { lat, lng: 4.85 },
  deliveries: del.map((hg, i) => ({ matricule: `S${id}${i}`, hg })),
  collections: col.map((hg, i) => ({ matricule: `R${id}${i}`, hg })),
  locked: false,
});

describe('legs (spec 3 §3.5: « legs, each with source client, destination client, distance, time, weight lists »)', () => {
  it('each leg leaves the previous place; §9 its weight is delivery + collection', () => {
    const legs = itineraryLegs(agency, [stop('1', 45.8, [1005], [25]), stop('2', 45.9, [3])]);
    expect(legs.map((l) => [l.sourceId, l.destinationId])).toEqual([
      ['A:1', 'C1'],
      ['C1', 'C2'],
    ]);
    expect(legs[0]!.legHg).toBe(1030);
    expect(legs[0]!.measure?.estimation).toBe(true);
  });

  it('a client without position gives an unmeasured leg, counted in the totals', () => {
    const noPlace = { ...stop('2', 0, [1]), position: null };
    const totals = itineraryTotals(itineraryLegs(agency, [stop('1', 45.8, [1]), noPlace]));
    expect(totals.unmeasured).toBe(1);
  });

  it('totals sum tenths of km, minutes and weights exactly', () => {
    const legs = itineraryLegs(agency, [stop('1', 45.8, [1]), stop('2', 45.9, [2], [7])]);
    const totals = itineraryTotals(legs);
    expect(totals.tenthsKm).toBe(legs[0]!.measure!.tenthsKm + legs[1]!.measure!.tenthsKm);
    expect(totals.minutes).toBe(legs[0]!.measure!.minutes + legs[1]!.measure!.minutes);
    expect([totals.deliveryHg, totals.collectionHg]).toEqual([3, 7]);
  });
});

describe('load curve (issue 35: « deliveries leave the truck, collections enter it »)', () => {
  it('starts with every delivery aboard, then follows each stop', () => {
    const curve = loadCurve([stop('1', 0, [300]), stop('2', 0, [200], [600])], 10_000);
    expect(curve.departureHg).toBe(500);
    expect(curve.afterStopHg).toEqual([200, 600]);
    expect(curve.firstOver).toBeNull();
  });

  it('flags the first stop where the payload is exceeded, or the departure', () => {
    const stops = [stop('1', 0, [300]), stop('2', 0, [], [900]), stop('3', 0, [], [900])];
    expect(loadCurve(stops, 1000).firstOver).toBe(2);
    expect(loadCurve(stops, 200).firstOver).toBe(-1);
  });
});

describe('moving a stop by hand', () => {
  it('keeps the stops, in the new order', () => {
    expect(moveStop(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveStop(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
