import type { Database } from '../db/schema';
import type { SeedData } from './seedData';

type SeedKey = keyof Omit<SeedData, 'users' | 'mails' | 'mailEvents'>;

/** One table the seed fills from `generateSeed`'s rows. */
interface SeededTable {
  /** The rows' key in `SeedData`. */
  readonly seed: SeedKey;
  readonly table: keyof Database;
  /** A row here means the database is in use: seeding without `--reset` is refused. */
  readonly business: boolean;
  /**
   * What `--reset` does: `truncate` empties the table; `upsert` keeps it and rewrites the seed's
   * rows by id (companies and agencies are referenced by user accounts, which a reset keeps).
   */
  readonly reset: 'truncate' | 'upsert';
}

/**
 * The one list of the tables the seed writes, in insertion order (issue 8): the seed's inserts,
 * the tables a reset empties and the business tables that mark a database in use all derive from
 * it. A new tool adds its tables here; `seedTables.test.ts` fails while a table of the migrated
 * schema is in no list.
 */
export const SEEDED_TABLES = [
  { seed: 'companies', table: 'companies', business: true, reset: 'upsert' },
  { seed: 'agencies', table: 'agencies', business: true, reset: 'upsert' },
  { seed: 'families', table: 'families', business: true, reset: 'truncate' },
  { seed: 'subFamilies', table: 'sub_families', business: true, reset: 'truncate' },
  { seed: 'tariffGrids', table: 'tariff_grids', business: false, reset: 'truncate' },
  { seed: 'fleet', table: 'fleet', business: true, reset: 'truncate' },
  { seed: 'clients', table: 'clients', business: true, reset: 'truncate' },
  { seed: 'contractStates', table: 'contract_states', business: false, reset: 'truncate' },
  { seed: 'contracts', table: 'contracts', business: true, reset: 'truncate' },
  { seed: 'contractLines', table: 'contract_lines', business: true, reset: 'truncate' },
  { seed: 'reservations', table: 'reservations', business: true, reset: 'truncate' },
  { seed: 'interventions', table: 'interventions', business: true, reset: 'truncate' },
  { seed: 'staff', table: 'staff', business: true, reset: 'truncate' },
  { seed: 'settings', table: 'settings', business: false, reset: 'truncate' },
  {
    seed: 'statisticDefinitions',
    table: 'statistic_definitions',
    business: false,
    reset: 'truncate',
  },
  { seed: 'engineReports', table: 'engine_reports', business: false, reset: 'truncate' },
  { seed: 'payments', table: 'payments', business: false, reset: 'truncate' },
  {
    seed: 'contractLineArchive',
    table: 'contract_line_archive',
    business: false,
    reset: 'truncate',
  },
  {
    seed: 'driverUnavailabilities',
    table: 'driver_unavailabilities',
    business: false,
    reset: 'truncate',
  },
  {
    seed: 'technicianUnavailabilities',
    table: 'technician_unavailabilities',
    business: false,
    reset: 'truncate',
  },
  {
    seed: 'technicianComments',
    table: 'technician_comments',
    business: false,
    reset: 'truncate',
  },
  { seed: 'bikeAgencies', table: 'bike_agencies', business: true, reset: 'truncate' },
  { seed: 'bikeSlots', table: 'bike_slots', business: true, reset: 'truncate' },
  {
    seed: 'deliveryItineraries',
    table: 'delivery_itineraries',
    business: true,
    reset: 'truncate',
  },
  { seed: 'conditionForms', table: 'condition_forms', business: false, reset: 'truncate' },
  {
    seed: 'conditionDefaultValues',
    table: 'condition_default_values',
    business: false,
    reset: 'truncate',
  },
  {
    seed: 'conditionCustomFields',
    table: 'condition_custom_fields',
    business: false,
    reset: 'truncate',
  },
  {
    seed: 'conditionListHeaders',
    table: 'condition_list_headers',
    business: false,
    reset: 'truncate',
  },
  { seed: 'conditionUnlocks', table: 'condition_unlocks', business: false, reset: 'truncate' },
  { seed: 'signatureRequests', table: 'signature_requests', business: true, reset: 'truncate' },
  { seed: 'savStock', table: 'sav_stock', business: false, reset: 'truncate' },
  { seed: 'savReports', table: 'sav_reports', business: true, reset: 'truncate' },
  { seed: 'savLines', table: 'sav_lines', business: false, reset: 'truncate' },
] as const satisfies readonly SeededTable[];

/** The mail history: written by the seed with its own ids, emptied by a reset. */
export const MAIL_TABLES = ['outbox', 'mail_events'] as const satisfies readonly (keyof Database)[];

/**
 * Accounts, their sessions and the saves they applied once (issue 15): the seed adds demo
 * accounts, a reset never empties them (a device's save id stays applied for its user).
 */
export const KEPT_TABLES = [
  'users',
  'sessions',
  'login_attempts',
  'applied_saves',
] as const satisfies readonly (keyof Database)[];

/**
 * The server's own bookkeeping: the data version per table that the read cache checks (issue 10),
 * written by triggers, the live stream tickets already spent and the temporary PDFs' random ids
 * (they expire by themselves). Never written by the seed, never emptied by a reset (a reset bumps
 * the versions).
 */
export const INTERNAL_TABLES = [
  'data_versions',
  'used_live_tickets',
  'temporary_pdfs',
] as const satisfies readonly (keyof Database)[];

/**
 * Signed evidence: the documents customers signed and their hashes, written by the server with
 * the signature, never by the seed. A reset empties them with the signature requests they answer.
 */
export const EVIDENCE_TABLES = [
  'signed_documents',
  'pdf_signer_documents',
  'pdf_signer_events',
  'pdf_signer_requests',
] as const satisfies readonly (keyof Database)[];

/**
 * Work in flight: the after-sales saves sent in several calls and not complete yet
 * (`families/sav/openSaves.ts`). Never written by the seed; a reset empties them with the reports
 * they would change.
 */
export const IN_FLIGHT_TABLES = ['sav_open_saves'] as const satisfies readonly (keyof Database)[];

/** Tables whose rows are business data: any row in one of them means the database is in use. */
export const BUSINESS_TABLES = SEEDED_TABLES.filter((t) => t.business).map((t) => t.table);

/** Tables rewritten by id on reset instead of emptied. */
export const UPSERTED_TABLES: ReadonlySet<string> = new Set(
  SEEDED_TABLES.filter((t) => t.reset === 'upsert').map((t) => t.table),
);

/** What `seed --reset` empties (one TRUNCATE … CASCADE). */
export const TRUNCATED_TABLES = [
  ...SEEDED_TABLES.filter((t) => t.reset === 'truncate').map((t) => t.table),
  ...MAIL_TABLES,
  ...EVIDENCE_TABLES,
  ...IN_FLIGHT_TABLES,
];
