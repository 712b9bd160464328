import { startOfDayUtc } from '@locasuite/core';
import { DAY, HOUR, utcWeekday } from './seedDates';
import type { ContractLineRow } from './seedTypes';

/** A driver's unavailability (migration 007); the key is given by the database. */
export interface DriverUnavailabilityRow {
  driver: string;
  start_ts: number;
  end_ts: number;
  data: { motif: string };
}

/** The delivery planning's own rows of the seed. */
export interface DeliverySeed {
  driverUnavailabilities: DriverUnavailabilityRow[];
}

export interface DeliveryPlanningInput {
  /** Noon of the seed's day. */
  readonly reference: number;
  readonly drivers: readonly string[];
  /** The rental lines; the drivers of their deliveries in the two weeks shown first are re-spread. */
  readonly contractLines: ContractLineRow[];
}

interface Leg {
  line: ContractLineRow;
  field: 'CLD_CHAUFFEUR_LIVRAISON_DEPART' | 'CLD_CHAUFFEUR_LIVRAISON_RETOUR';
  start: number;
  end: number;
}

/**
 * Delivery planning demo data (spec 1 §2 /planning-livraison): two driver unavailabilities (this
 * week and next), and the deliveries of this week and next spread over every driver, the least
 * loaded free one first, so each driver's row shows bars on a fresh start. Pure and deterministic.
 */
export function buildDeliveryPlanning(input: DeliveryPlanningInput): DeliverySeed {
  const { drivers, contractLines } = input;
  const day = startOfDayUtc(input.reference);
  const monday = day - ((utcWeekday(day) + 6) % 7) * DAY;
  const [first, second] = drivers;
  const driverUnavailabilities: DriverUnavailabilityRow[] = [];
  if (first) {
    driverUnavailabilities.push({
      driver: first,
      start_ts: monday + 2 * DAY + 6 * HOUR,
      end_ts: monday + 2 * DAY + 22 * HOUR,
      data: { motif: 'Formation CACES' },
    });
  }
  const other = second ?? first;
  if (other) {
    driverUnavailabilities.push({
      driver: other,
      start_ts: monday + 10 * DAY,
      end_ts: monday + 12 * DAY,
      data: { motif: 'Congés' },
    });
  }
  if (drivers.length === 0) return { driverUnavailabilities };

  const from = monday;
  const to = monday + 14 * DAY;
  const legs: Leg[] = [];
  for (const line of contractLines) {
    if (
      line.delivery_start_ts !== null &&
      line.delivery_start_ts >= from &&
      line.delivery_start_ts < to
    ) {
      legs.push({
        line,
        field: 'CLD_CHAUFFEUR_LIVRAISON_DEPART',
        start: line.delivery_start_ts,
        end: line.start_ts,
      });
    }
    if (line.delivery_end_ts !== null && line.end_ts >= from && line.end_ts < to) {
      legs.push({
        line,
        field: 'CLD_CHAUFFEUR_LIVRAISON_RETOUR',
        start: line.end_ts,
        end: line.delivery_end_ts,
      });
    }
  }
  legs.sort((a, b) => a.start - b.start || a.line.id - b.line.id);
  const busy = new Map<string, { start: number; end: number }[]>(
    drivers.map((d) => [
      d,
      driverUnavailabilities
        .filter((u) => u.driver === d)
        .map((u) => ({ start: u.start_ts, end: u.end_ts })),
    ]),
  );
  const load = new Map<string, number>(drivers.map((d) => [d, 0]));
  const overlaps = (spans: readonly { start: number; end: number }[], leg: Leg) =>
    spans.some((b) => b.start < leg.end && leg.start < b.end);
  const away = (driver: string, leg: Leg) =>
    overlaps(
      driverUnavailabilities
        .filter((u) => u.driver === driver)
        .map((u) => ({ start: u.start_ts, end: u.end_ts })),
      leg,
    );
  for (const leg of legs) {
    // Free drivers first; when all are on the road, anyone who is not away that day.
    const present = drivers.filter((d) => !away(d, leg));
    const free = present.filter((d) => !overlaps(busy.get(d) ?? [], leg));
    const pool = free.length > 0 ? free : present.length > 0 ? present : drivers;
    const driver = pool.reduce((best, d) =>
      (load.get(d) ?? 0) < (load.get(best) ?? 0) ? d : best,
    );
    leg.line.data[leg.field] = driver;
    load.set(driver, (load.get(driver) ?? 0) + 1);
    busy.get(driver)?.push({ start: leg.start, end: leg.end });
  }
  return { driverUnavailabilities };
}
