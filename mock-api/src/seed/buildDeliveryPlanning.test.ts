import { describe, expect, it } from 'vitest';
import { generateSeed } from './generateSeed';
import { DAY } from './seedDates';

const NOW = Date.UTC(2026, 10, 22, 11, 0); // a Sunday
const MONDAY = Date.UTC(2026, 10, 16);

describe('buildDeliveryPlanning (through generateSeed)', () => {
  const seed = generateSeed({ now: NOW });
  const drivers = seed.staff.filter((s) => s.kind === 'chauffeur').map((s) => s.name);

  const legsOf = (from: number, to: number) =>
    seed.contractLines.flatMap((l) => [
      ...(l.delivery_start_ts !== null && l.delivery_start_ts >= from && l.delivery_start_ts < to
        ? [
            {
              driver: l.data.CLD_CHAUFFEUR_LIVRAISON_DEPART,
              start: l.delivery_start_ts,
              end: l.start_ts,
            },
          ]
        : []),
      ...(l.delivery_end_ts !== null && l.end_ts >= from && l.end_ts < to
        ? [
            {
              driver: l.data.CLD_CHAUFFEUR_LIVRAISON_RETOUR,
              start: l.end_ts,
              end: l.delivery_end_ts,
            },
          ]
        : []),
    ]);

  it('gives every driver deliveries this week and next (spec 1 §2: a timeline by driver)', () => {
    for (const week of [0, 1]) {
      const from = MONDAY + week * 7 * DAY;
      const legs = legsOf(from, from + 7 * DAY);
      for (const driver of drivers) {
        expect(
          legs.filter((l) => l.driver === driver).length,
          `${driver}, semaine ${week}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('seeds two unavailabilities of known drivers, and plans no delivery over them', () => {
    expect(seed.driverUnavailabilities).toHaveLength(2);
    const legs = legsOf(MONDAY, MONDAY + 14 * DAY);
    for (const u of seed.driverUnavailabilities) {
      expect(drivers).toContain(u.driver);
      expect(u.end_ts).toBeGreaterThan(u.start_ts);
      const clash = legs.filter(
        (l) => l.driver === u.driver && l.start < u.end_ts && u.start_ts < l.end,
      );
      expect(clash).toEqual([]);
    }
  });

  it('is deterministic', () => {
    expect(
      generateSeed({ now: NOW }).contractLines.map((l) => l.data.CLD_CHAUFFEUR_LIVRAISON_DEPART),
    ).toEqual(seed.contractLines.map((l) => l.data.CLD_CHAUFFEUR_LIVRAISON_DEPART));
  });
});
