import {
  ACTIVE_CONTRACT_KINDS,
  greatCircleKm,
  SEEDED_DRIVER_PAYLOADS_KG,
  itineraryKind,
  itineraryLegs,
  itineraryTotals,
  kgWire,
  loadCurve,
  parseGps,
  parseKg,
  recapOfLegs,
  startOfDayUtc,
  type GeoPoint,
  type ItineraryStop,
  type StopItem,
} from '@locasuite/core';
import { DAY, HOUR, utcWeekday } from './seedDates';
import type { SETTING_SCOPES } from './buildSettings';
import type {
  AgencyRow,
  ClientRow,
  ContractLineRow,
  ContractRow,
  SettingRow,
  StaffRow,
} from './seedTypes';

/** An itinerary saved as a calendar event (migration 202611281350); the id is the database's. */
export interface DeliveryItineraryRow {
  name: string;
  description: string;
  start_ts: number;
  end_ts: number;
  driver: string;
  distance_tenths: number;
  minutes: number;
  weights: string;
  kind: 'Livraison' | 'Reprise';
  recap: unknown[];
}

/** Delivery management's own rows of the seed. */
export interface DeliveryItinerariesSeed {
  deliveryItineraries: DeliveryItineraryRow[];
}

export interface DeliveryItinerariesInput {
  /** Noon of the seed's day. */
  readonly reference: number;
  readonly agencies: readonly AgencyRow[];
  readonly drivers: readonly StaffRow[];
  readonly clients: readonly ClientRow[];
  readonly contracts: readonly ContractRow[];
  readonly contractLines: readonly ContractLineRow[];
}

/** `17/03`: the day in the itinerary's name, so that each seeded name is its own. */
const dayMonth = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

interface ClientStop {
  code: string;
  label: string;
  position: GeoPoint;
  agencyId: number;
  deliveries: StopItem[];
  collections: StopItem[];
}

/** The clients with active contracts (to deliver, to collect), by agency, with their equipment. */
function activeClients(input: DeliveryItinerariesInput): ClientStop[] {
  const contracts = new Map(input.contracts.map((c) => [c.id, c]));
  const clients = new Map(input.clients.map((c) => [c.id, c]));
  const byCode = new Map<string, ClientStop>();
  for (const line of input.contractLines) {
    const contract = contracts.get(line.contract_id);
    const kind =
      contract && line.delivery_start_ts !== null
        ? ACTIVE_CONTRACT_KINDS[contract.state as keyof typeof ACTIVE_CONTRACT_KINDS]
        : undefined;
    const client = contract ? clients.get(contract.client_id) : undefined;
    const position = parseGps(client?.data.GPS_LIV);
    if (!kind || !client || !position) continue;
    const stop = byCode.get(client.code_client) ?? {
      code: client.code_client,
      label: client.company_name,
      position,
      agencyId: line.agency_id,
      deliveries: [],
      collections: [],
    };
    const item = {
      matricule: String(line.data.CLD_MATRICULE ?? ''),
      hg: parseKg(line.data.CLD_POIDS) ?? 0,
    };
    (kind === 'Sortie' ? stop.deliveries : stop.collections).push(item);
    byCode.set(client.code_client, stop);
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * The pieces of the stops that the vehicle can carry, in stop order: each is kept only when the
 * load stays within the payload all along (the server refuses an itinerary over it, issue 35).
 */
function withinPayload(stops: readonly ItineraryStop[], payloadHg: number): ItineraryStop[] {
  let fitted = stops.map((stop) => ({ ...stop, deliveries: [], collections: [] }) as ItineraryStop);
  stops.forEach((stop, k) => {
    for (const what of ['deliveries', 'collections'] as const) {
      for (const item of stop[what]) {
        const next = fitted.map((s, i) => (i === k ? { ...s, [what]: [...s[what], item] } : s));
        if (loadCurve(next, payloadHg).firstOver === null) fitted = next;
      }
    }
  });
  return fitted;
}

/**
 * Issue 35 « Seed »: a week of saved itineraries (Monday to Friday of the seed's week) for each
 * driver, leaving the driver's agency at 08:00 (then 08:30, 09:00) and visiting three or four
 * clients with active contracts of that agency: up to two pieces to deliver and two to collect
 * each, as many as the driver's vehicle can carry. Pure and deterministic.
 */
export function buildDeliveryItineraries(input: DeliveryItinerariesInput): DeliveryItinerariesSeed {
  const all = activeClients(input);
  const day = startOfDayUtc(input.reference);
  const monday = day - ((utcWeekday(day) + 6) % 7) * DAY;
  const deliveryItineraries: DeliveryItineraryRow[] = [];
  input.drivers.forEach((driver, d) => {
    const agency = input.agencies.find((a) => a.id === driver.agency_id) ?? input.agencies[0];
    if (!agency || agency.latitude === null || agency.longitude === null) return;
    const home = { lat: agency.latitude, lng: agency.longitude };
    // The dozen active clients nearest the driver's agency: a day's round stays local.
    const pool = [...all]
      .sort((a, b) => greatCircleKm(home, a.position) - greatCircleKm(home, b.position))
      .slice(0, 12);
    if (pool.length === 0) return;
    const payloadHg = SEEDED_DRIVER_PAYLOADS_KG[d % SEEDED_DRIVER_PAYLOADS_KG.length]! * 10;
    for (let weekday = 0; weekday < 5; weekday++) {
      const count = 3 + ((weekday + d) % 2);
      const candidates: ItineraryStop[] = Array.from(
        { length: Math.min(count, pool.length) },
        (_, k) => {
          const client = pool[(weekday * 5 + k * 3 + d * 2) % pool.length]!;
          return {
            id: `seed-${d}-${weekday}-${k}`,
            clientCode: client.code,
            label: client.label,
            position: client.position,
            deliveries: client.deliveries.slice(0, 2),
            collections: client.collections.slice(0, 2),
            locked: false,
          };
        },
      );
      const stops = withinPayload(candidates, payloadHg);
      const start = {
        id: String(agency.id),
        label: agency.name,
        position: { lat: agency.latitude, lng: agency.longitude },
      };
      const legs = itineraryLegs(start, stops);
      const totals = itineraryTotals(legs);
      const startTs = monday + weekday * DAY + 8 * HOUR + d * 30 * 60_000;
      const kind = itineraryKind(stops);
      deliveryItineraries.push({
        name: `${kind} ${dayMonth(startTs)} ${agency.name} — ${stops.map((s) => s.label.split(' ')[0]).join(', ')}`,
        description: `Tournée de ${driver.name}`,
        start_ts: startTs,
        end_ts: startTs + totals.minutes * 60_000,
        driver: driver.name,
        distance_tenths: totals.tenthsKm,
        minutes: totals.minutes,
        weights: legs.map((leg) => kgWire(leg.legHg)).join('|'),
        kind,
        recap: recapOfLegs(legs, stops),
      });
    }
  });
  return { deliveryItineraries };
}

/** DECISIONS.md: the drivers (three seeded) with the payload of their vehicle and their hours. */
export function deliveryManagementSettings(
  scope: (typeof SETTING_SCOPES)['deliveryManagement'],
  drivers: readonly StaffRow[],
): SettingRow[] {
  const list = drivers.map((driver, i) => ({
    name: driver.name,
    payloadKg: SEEDED_DRIVER_PAYLOADS_KG[i % SEEDED_DRIVER_PAYLOADS_KG.length]!,
    start: '07:00',
    end: '18:00',
    days: [1, 2, 3, 4, 5],
  }));
  // The Livraison / Reprise colours (`event_colors`) are seeded with the other settings.
  return [{ scope, key: 'drivers', value: JSON.stringify(list) }];
}
