import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * Rental contracts managed from the contracts tool (spec 4 §2.3–2.6, §4.2–4.4, issue 38), on the
 * tables the plannings, the delivery tools and the condition check already read:
 *
 * - `contracts.version`: bumped by every edit (stale edit → 409); `invoice_number` (`N° FACT
 *   Comp`, one per contract: invoicing twice gives the same number), `closed_at` (closed contracts),
 *   `web_id` (`CLD_ID_CONTRAT_WEB`, the id the wizard generates: a replayed creation finds its
 *   contract).
 * - `contract_lines.buffer_ms`: the turnaround time of the line's sub-family after its return.
 * - No double booking (issue 38): one registration (`fleet_id`) is never on two lines whose
 *   periods, buffer included, overlap. The database refuses it (`EXCLUDE USING gist` over the
 *   registration and the period, `btree_gist` for the `=` on an integer), whoever writes and
 *   however fast.
 * - `contract_invoice_seq`: invoice numbers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE EXTENSION IF NOT EXISTS btree_gist;
    ALTER TABLE contracts
      ADD COLUMN version integer NOT NULL DEFAULT 1,
      ADD COLUMN invoice_number text,
      ADD COLUMN closed_at timestamptz,
      ADD COLUMN web_id text;
    CREATE UNIQUE INDEX contracts_invoice_number_idx ON contracts (invoice_number)
      WHERE invoice_number IS NOT NULL;
    CREATE UNIQUE INDEX contracts_web_id_idx ON contracts (web_id) WHERE web_id IS NOT NULL;
    UPDATE contracts SET invoice_number = data->>'N° FACT Comp'
      WHERE coalesce(data->>'N° FACT Comp', '') <> '';
    ALTER TABLE contract_lines ADD COLUMN buffer_ms bigint NOT NULL DEFAULT 0
      CHECK (buffer_ms >= 0);
    ALTER TABLE contract_lines ADD CONSTRAINT contract_lines_no_double_booking
      EXCLUDE USING gist (fleet_id WITH =, int8range(start_ts, end_ts + buffer_ms) WITH &&);
    CREATE INDEX contract_lines_fleet_idx ON contract_lines (fleet_id, start_ts);
    CREATE SEQUENCE contract_invoice_seq START 1;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP SEQUENCE IF EXISTS contract_invoice_seq;
    DROP INDEX IF EXISTS contract_lines_fleet_idx;
    ALTER TABLE contract_lines DROP CONSTRAINT IF EXISTS contract_lines_no_double_booking;
    ALTER TABLE contract_lines DROP COLUMN IF EXISTS buffer_ms;
    DROP INDEX IF EXISTS contracts_web_id_idx;
    DROP INDEX IF EXISTS contracts_invoice_number_idx;
    ALTER TABLE contracts DROP COLUMN IF EXISTS web_id, DROP COLUMN IF EXISTS closed_at,
      DROP COLUMN IF EXISTS invoice_number, DROP COLUMN IF EXISTS version;
  `,
  );
}
