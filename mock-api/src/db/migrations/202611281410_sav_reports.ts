import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * After-sales repair orders (spec 4 §3.1–§3.3, §4.1, issue 37).
 *
 * - `sav_reports`: one row per report of table SAV_FICHE (the technician's report) or SAV_2 (the
 *   copy made at validation, `source_id` naming its report). `link` is `_LINK MOTEUR`, made on the
 *   device: the same report sent again finds its row (a replay creates nothing). `version` is
 *   bumped by every edit; `signed_sha256` keeps the SHA-256 of what the customer signed, with the
 *   signature's time and signer.
 * - `sav_lines`: the spare-part lines (§3.2), `id` made on the device (a line sent three times is
 *   one line), `link` = `_LINK SAV` (the report's link), in their order.
 * - `sav_stock`: the stock articles (§3.3).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE sav_reports (
      id serial PRIMARY KEY,
      table_name text NOT NULL CHECK (table_name IN ('SAV_FICHE', 'SAV_2')),
      link text NOT NULL,
      source_id integer REFERENCES sav_reports (id) ON DELETE SET NULL,
      data jsonb NOT NULL DEFAULT '{}'::jsonb,
      version integer NOT NULL DEFAULT 1,
      signed_sha256 text CHECK (signed_sha256 ~ '^[0-9a-f]{64}$'),
      signed_at timestamptz,
      signed_by text,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX sav_reports_link_idx ON sav_reports (link) WHERE table_name = 'SAV_FICHE';
    CREATE UNIQUE INDEX sav_reports_copy_idx ON sav_reports (source_id) WHERE table_name = 'SAV_2';
    CREATE TABLE sav_lines (
      id text PRIMARY KEY,
      report_id integer NOT NULL REFERENCES sav_reports (id) ON DELETE CASCADE,
      link text NOT NULL,
      position integer NOT NULL DEFAULT 0,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX sav_lines_report_idx ON sav_lines (report_id, position);
    CREATE TABLE sav_stock (
      id serial PRIMARY KEY,
      reference text NOT NULL UNIQUE,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    INSERT INTO data_versions (name) VALUES ('sav_reports'), ('sav_lines'), ('sav_stock');
    CREATE TRIGGER sav_reports_data_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sav_reports
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
    CREATE TRIGGER sav_lines_data_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sav_lines
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
    CREATE TRIGGER sav_stock_data_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sav_stock
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS sav_lines;
    DROP TABLE IF EXISTS sav_reports;
    DROP TABLE IF EXISTS sav_stock;
    DELETE FROM data_versions WHERE name IN ('sav_reports', 'sav_lines', 'sav_stock');
  `,
  );
}
