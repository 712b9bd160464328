import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * Delivery planning (spec 1 §7 planningLivraison): drivers' unavailabilities by key
 * (`set_technicien_available_liste_by_key`), and indexes so `get_materials` finds the deliveries
 * of a week by their delivery dates instead of scanning every rental line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE driver_unavailabilities (
      key serial PRIMARY KEY,
      driver text NOT NULL,
      start_ts bigint NOT NULL,
      end_ts bigint NOT NULL,
      data jsonb NOT NULL DEFAULT '{}'::jsonb,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_ts > start_ts)
    );
    CREATE INDEX driver_unavailabilities_window_idx ON driver_unavailabilities (start_ts, end_ts);
    CREATE INDEX contract_lines_delivery_start_idx ON contract_lines (delivery_start_ts)
      WHERE delivery_start_ts IS NOT NULL;
    CREATE INDEX contract_lines_delivery_end_idx ON contract_lines (delivery_end_ts)
      WHERE delivery_end_ts IS NOT NULL;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX IF EXISTS contract_lines_delivery_end_idx;
    DROP INDEX IF EXISTS contract_lines_delivery_start_idx;
    DROP TABLE IF EXISTS driver_unavailabilities;
  `,
  );
}
