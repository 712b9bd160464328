import type { ColumnType, Generated } from 'kysely';
import type { JsonDefault, JsonObject, Timestamp } from './schema';

/** spec 4 §3.1 an after-sales report of SAV_FICHE or its validated SAV_2 copy (issue 37). */
export interface SavReportsTable {
  id: Generated<number>;
  table_name: 'SAV_FICHE' | 'SAV_2';
  link: string;
  source_id: number | null;
  data: JsonDefault;
  version: ColumnType<number, number | undefined, number>;
  signed_sha256: string | null;
  signed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  signed_by: string | null;
  /**
   * Migration 202611281700; no longer written: a save sent in several calls now waits in
   * `sav_open_saves` (migration 202611282045) until it completes.
   */
  open_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The signed report this one is a new version of (migration 202611281700). */
  previous_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** spec 4 §3.2 a spare-part line; `id` made on the device. */
export interface SavLinesTable {
  id: string;
  report_id: number;
  link: string;
  position: ColumnType<number, number | undefined, number>;
  data: JsonDefault;
}

/** spec 4 §3.3 a stock article. */
export interface SavStockTable {
  id: Generated<number>;
  reference: string;
  data: JsonDefault;
}

/**
 * An after-sales save sent in several calls, kept aside until it completes (migration
 * 202611282045). Not in `Database`: only the after-sales calls read it
 * (`families/sav/openSaves.ts`, through `withTables`).
 */
export interface SavOpenSavesTable {
  link: string;
  report_id: number;
  creating: boolean;
  base_version: number | null;
  previous_id: number | null;
  data: JsonDefault;
  validates: boolean;
  replace_lines: ColumnType<boolean, boolean | undefined, boolean>;
  lines: JsonDefault<JsonObject[]>;
  claims: JsonDefault<JsonObject[]>;
  user_id: number | null;
  opened_at: Timestamp;
  last_call_at: Timestamp;
}
