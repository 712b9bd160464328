import { describe, expect, it } from 'vitest';
import { itineraryLegs, type ItineraryStop } from './itinerary';
import {
  eventTotals,
  itineraryKind,
  legWeightSummary,
  normalisedRecap,
  parseRecap,
  recapOfLegs,
  stopsOfLegs,
} from './recap';

const agency = { id: 'A:1', label: 'Lyon', position: { lat: 45.75, lng: 4.85 } };
const stops: ItineraryStop[] = [
  {
    id: 's1',
    clientCode: 'C00001',
    label: 'Durand BTP',
    position: { lat: 45.8, lng: 4.9 },
    deliveries: [{ matricule: 'NAC-12', hg: 12_005 }],
    collections: [{ matricule: 'MINI-3', hg: 1 }],
    locked: true,
  },
  {
    id: 's2',
    clientCode: 'C00002',
    label: 'Martin',
    position: { lat: 45.9, lng: 4.9 },
    deliveries: [{ matricule: 'PEL-1', hg: 2 }],
    collections: [],
    locked: false,
  },
];

describe('recap (spec 3 §3.5: « recap (JSON of the legs) »)', () => {
  it('carries matriculeListeSortie / matriculeListeStock and the §9 per-leg weight summary', () => {
    const recap = recapOfLegs(itineraryLegs(agency, stops), stops);
    expect(recap[0]).toMatchObject({
      sourceId: 'A:1',
      destinationId: 'C00001',
      matriculeListeSortie: ['NAC-12'],
      poidsSortie: ['1200.5'],
      matriculeListeStock: ['MINI-3'],
      poidsStock: ['0.1'],
      poids: 'Livraison 1\u202f200,5 kg + Reprise 0,1 kg = 1\u202f200,6 kg',
      locked: true,
    });
    expect(legWeightSummary(0, 300)).toBe('Livraison 0 kg + Reprise 30 kg = 30 kg');
  });

  it('reads back to the same stops, and the server totals are exact', () => {
    const legs = parseRecap(JSON.stringify(recapOfLegs(itineraryLegs(agency, stops), stops)));
    if (typeof legs === 'string') throw new Error(legs);
    expect(stopsOfLegs(legs, (code) => stops.find((s) => s.clientCode === code)!.position)).toEqual(
      stops,
    );
    const totals = eventTotals(legs);
    expect(totals.poid).toBe('1200.6|0.2');
    expect(totals.temps).toBe(legs[0]!.minutes + legs[1]!.minutes);
    expect(normalisedRecap(legs)[1]!.poids).toBe('Livraison 0,2 kg + Reprise 0 kg = 0,2 kg');
  });

  it('refuses inconsistent legs in French, naming the leg', () => {
    const leg = { sourceId: 'A:1', destinationId: 'C1', distance: 1, temps: 2 };
    expect(parseRecap('{')).toMatch(/n'est pas un JSON valide/);
    expect(parseRecap('{}')).toMatch(/liste d'étapes/);
    expect(parseRecap(JSON.stringify([{ ...leg, destinationId: '' }]))).toMatch(
      /^Étape 1 : le client/,
    );
    expect(
      parseRecap(JSON.stringify([{ ...leg, matriculeListeSortie: ['X'], poidsSortie: ['-3'] }])),
    ).toBe('Étape 1 : poids invalide « -3 » pour X (un poids en kg, positif, à 0,1 kg près).');
    expect(parseRecap(JSON.stringify([{ ...leg, distance: 'NaN' }]))).toMatch(/distance invalide/);
    expect(parseRecap(JSON.stringify([{ ...leg, temps: -1 }]))).toMatch(/durée invalide/);
    expect(
      parseRecap(JSON.stringify([{ ...leg, matriculeListeStock: ['A'], poidsStock: [] }])),
    ).toBe('Étape 1 : 1 matricule(s) à reprendre pour 0 poids.');
    expect(parseRecap(JSON.stringify([leg, { ...leg, sourceId: 'C9' }]))).toBe(
      "Étape 2 : elle part de « C9 » alors que l'étape 1 arrive chez « C1 ».",
    );
  });

  it('spec 3 §2.6 event types: Livraison, or Reprise when the itinerary only collects', () => {
    expect(itineraryKind([{ deliveries: [], collections: [{ matricule: 'a', hg: 1 }] }])).toBe(
      'Reprise',
    );
    expect(itineraryKind([{ deliveries: [{ matricule: 'a', hg: 1 }], collections: [] }])).toBe(
      'Livraison',
    );
  });
});
