import {
  ACTIVE_CONTRACT_KINDS,
  DEFAULT_ITINERARY_COLORS,
  ITINERARY_MESSAGES as M,
  checkItinerarySettings,
  itinerarySettingsWire,
  type DriverSetting,
  type ItinerarySettings,
} from '@locasuite/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DeliveryItinerariesTable } from '../../db/schema';
import { HttpError } from '../../HttpError';
import { readSetting, type PlanningScope } from '../planningSettings';
import { staffNames } from '../records';
import { debutText, type StoredEvent } from './rules';

/** Settings scope of delivery management (the tool's route). */
export const SCOPE = 'gestion-livraison' satisfies PlanningScope;

/** The hours and payload a driver gets until an admin sets theirs. */
const DEFAULT_DRIVER = { payloadKg: 3500, start: '07:00', end: '18:00', days: [1, 2, 3, 4, 5] };

/**
 * The drivers (DECISIONS.md: a settings list) and the Livraison / Reprise colours. Before an admin
 * saved any, the delivery staff with the default payload and hours.
 */
export async function itinerarySettings(db: Kysely<Database>): Promise<ItinerarySettings> {
  const [drivers, colors] = await Promise.all([
    readSetting(db, 'drivers', SCOPE),
    readSetting(db, 'event_colors', SCOPE),
  ]);
  const parse = (text: string | undefined) => {
    try {
      return text === undefined ? undefined : (JSON.parse(text) as unknown);
    } catch {
      return undefined;
    }
  };
  const savedDrivers = parse(drivers);
  const list = Array.isArray(savedDrivers)
    ? savedDrivers
    : (await staffNames(db, 'chauffeur')).map((name) => ({ name, ...DEFAULT_DRIVER }));
  const checked = checkItinerarySettings({ drivers: list, colors: parse(colors) ?? {} });
  if (typeof checked !== 'string') return checked;
  // A settings row broken by hand: the colours' defaults, and no driver rather than a 500.
  return { drivers: [], colors: { ...DEFAULT_ITINERARY_COLORS } };
}

export const settingsWire = itinerarySettingsWire;

/**
 * The legs name known places: the first leaves a known agency, every destination is a known
 * client (422 naming the leg), and the driver is in the settings list (answered, for the checks
 * of the driver's payload and hours).
 */
export async function checkEventPlaces(
  db: Kysely<Database>,
  event: StoredEvent,
): Promise<DriverSetting> {
  const settings = await itinerarySettings(db);
  const driver = settings.drivers.find((d) => d.name === event.driver);
  if (!driver) {
    const names = settings.drivers.map((d) => d.name);
    throw new HttpError(422, M.unknownDriver(event.driver, names));
  }
  const first = event.legs[0];
  if (!first) return driver;
  const agencyId = Number(first.sourceId);
  const agency = Number.isSafeInteger(agencyId)
    ? await db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst()
    : undefined;
  if (!agency) {
    throw new HttpError(422, M.unknownStartAgency(first.sourceId));
  }
  const codes = [...new Set(event.legs.map((leg) => leg.destinationId))];
  const known = await db
    .selectFrom('clients')
    .select('code_client')
    .where('code_client', 'in', codes)
    .execute();
  const knownCodes = new Set(known.map((k) => k.code_client));
  const unknown = event.legs.findIndex((leg) => !knownCodes.has(leg.destinationId));
  if (unknown >= 0) {
    throw new HttpError(422, M.unknownClient(unknown + 1, event.legs[unknown]!.destinationId));
  }
  return driver;
}

/** The columns written for a stored event. */
export function eventColumns(event: StoredEvent) {
  const { legs: _legs, recap, ...columns } = event;
  return { ...columns, recap: JSON.stringify(recap) };
}

/** spec 3 §3.5: a stored itinerary as the calendar reads it. */
export function eventFieldData(row: Selectable<DeliveryItinerariesTable>) {
  return {
    event_id: row.id,
    nom: row.name,
    description: row.description,
    debut: debutText(row.start_ts),
    debut_timestamp: row.start_ts,
    fin_timestamp: row.end_ts,
    temps: row.minutes,
    distance: row.distance_tenths / 10,
    poid: row.weights,
    chauffeur: row.driver,
    recap: JSON.stringify(row.recap),
    supprimer: row.deleted,
    type: row.kind,
    version: row.version,
  };
}

/** The delivered lines of booked (to deliver) and running (to collect) contracts. */
export async function activeLines(db: Kysely<Database>) {
  return db
    .selectFrom('contract_lines as l')
    .innerJoin('contracts as c', 'c.id', 'l.contract_id')
    .innerJoin('clients as k', 'k.id', 'c.client_id')
    .select([
      'l.id',
      'l.agency_id',
      'l.data',
      'l.version',
      'l.delivery_start_ts',
      'l.delivery_end_ts',
      'c.state',
      'k.code_client',
      'k.company_name',
      'k.data as client',
    ])
    .where('l.delivery_start_ts', 'is not', null)
    .where('c.state', 'in', Object.keys(ACTIVE_CONTRACT_KINDS))
    .orderBy('k.code_client')
    .orderBy('l.id')
    .execute();
}
