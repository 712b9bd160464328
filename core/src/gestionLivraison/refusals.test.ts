import { describe, expect, it } from 'vitest';
import { itineraryLegs, loadCurve, type ItineraryStop } from './itinerary';
import { itineraryRefusals } from './refusals';
import { checkItinerarySettings, type DriverSetting } from './settings';

const agency = { id: 'A:1', label: 'Lyon', position: { lat: 45.75, lng: 4.85 } };
const driver: DriverSetting = {
  name: 'Paul',
  payloadHg: 10_000,
  start: '07:00',
  end: '17:00',
  days: [1, 2, 3, 4, 5],
};
const stop = (id: string, lat: number | null, del: number, col = 0): ItineraryStop => ({
  id,
  clientCode: `C${id}`,
  label: `Client ${id}`,
  position: lat === null ? null : { lat, lng: 4.85 },
  deliveries: [{ matricule: `S${id}`, hg: del }],
  collections: col ? [{ matricule: `R${id}`, hg: col }] : [],
  locked: false,
});
// Monday 23/11/2026 at 08:00 UTC.
const monday8 = Date.UTC(2026, 10, 23, 8);

function refusals(stops: ItineraryStop[], startMs = monday8) {
  const legs = itineraryLegs(agency, stops);
  return itineraryRefusals({
    startMs,
    stops,
    legs,
    curve: loadCurve(stops, driver.payloadHg),
    driver,
  });
}

describe('refusals (issue 35: « the screen says which and why »)', () => {
  it('nothing to say about an itinerary that fits', () => {
    expect(refusals([stop('1', 45.8, 100)])).toEqual([]);
  });

  it('over the payload of this driver, at the first stop over it', () => {
    expect(refusals([stop('1', 45.8, 100), stop('2', 45.8, 0, 10_500)])).toEqual([
      {
        kind: 'payload',
        stopId: '2',
        blocksSave: true,
        message:
          'Arrêt 2 (« Client 2 ») : charge utile dépassée, 1\u202f050 kg dans le véhicule pour 1\u202f000 kg de charge utile (véhicule de Paul).',
      },
    ]);
    expect(refusals([stop('1', 45.8, 12_000)])[0]!.message).toBe(
      'Charge utile dépassée dès le départ : 1\u202f200 kg à livrer pour 1\u202f000 kg de charge utile (véhicule de Paul).',
    );
  });

  it("outside the driver's hours for that day", () => {
    expect(refusals([stop('1', 45.8, 1)], Date.UTC(2026, 10, 28, 9))[0]!.message).toBe(
      'Paul ne travaille pas le samedi.',
    );
    expect(refusals([stop('1', 45.8, 1)], Date.UTC(2026, 10, 23, 6))[0]!.message).toBe(
      'Départ à 06:00, hors des horaires de Paul (07:00–17:00).',
    );
    const late = refusals([stop('1', 45.8, 1), stop('2', 47.5, 1)], Date.UTC(2026, 10, 23, 16, 30));
    expect(late[0]).toMatchObject({ kind: 'hours', stopId: '2', blocksSave: true });
    expect(
      refusals([stop('1', 45.8, 1)], Date.UTC(2026, 10, 28, 9)).every((r) => r.blocksSave),
    ).toBe(true);
    expect(late[0]!.message).toMatch(
      /^Arrêt 2 \(« Client 2 »\) : arrivée à \d\d:\d\d, après la fin de service de Paul \(17:00\)\.$/,
    );
  });

  it('a client without a position', () => {
    expect(refusals([stop('1', null, 1)])).toEqual([
      {
        kind: 'position',
        stopId: '1',
        blocksSave: false,
        message:
          "Arrêt 1 (« Client 1 ») : ce client n'a pas de position GPS, l'étape ne peut être ni placée sur la carte ni mesurée.",
      },
    ]);
  });
});

describe('settings (DECISIONS.md: drivers a settings list, payload per vehicle exact to 0.1 kg)', () => {
  const valid = {
    drivers: [{ name: 'Paul', payloadKg: 1200.5, start: '07:00', end: '17:00', days: [1, 2] }],
  };
  it('reads payloads to 0.1 kg and default colours Livraison #1E88E5, Reprise #FB8C00', () => {
    expect(checkItinerarySettings(valid)).toEqual({
      drivers: [{ ...valid.drivers[0], payloadKg: undefined, payloadHg: 12_005 }].map(
        ({ payloadKg: _, ...d }) => d,
      ),
      colors: { Livraison: '#1E88E5', Reprise: '#FB8C00' },
    });
  });
  it('refuses in French', () => {
    expect(checkItinerarySettings({ drivers: [] })).toBe('Indiquez au moins un chauffeur.');
    expect(checkItinerarySettings({ drivers: [{ ...valid.drivers[0], payloadKg: -1 }] })).toMatch(
      /^Charge utile invalide pour Paul/,
    );
    expect(checkItinerarySettings({ drivers: [{ ...valid.drivers[0], end: '06:00' }] })).toMatch(
      /^Horaires invalides/,
    );
    expect(checkItinerarySettings({ ...valid, colors: { Reprise: 'red' } })).toBe(
      'Couleur invalide pour Reprise : #RRGGBB.',
    );
  });
});
