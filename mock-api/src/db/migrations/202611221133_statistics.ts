import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * The statistics tool (spec 1 §3 Statistic definition, §7 statistique): the definitions, and the
 * three bases it reads besides the live rental lines: engine repair reports (moteur, `Mot_Date`),
 * payments (reglement, `date_reglement`) and the archive of closed rental lines older than the
 * live window (contrat). Each row keeps its backend fields in `data`; the date is also a column,
 * indexed, for the range filters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE statistic_definitions (
      id integer PRIMARY KEY,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );

    CREATE TABLE engine_reports (
      id integer PRIMARY KEY,
      agency_id integer REFERENCES agencies(id),
      report_ts bigint NOT NULL,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX engine_reports_ts_idx ON engine_reports(report_ts);

    CREATE TABLE payments (
      id integer PRIMARY KEY,
      agency_id integer REFERENCES agencies(id),
      paid_ts bigint NOT NULL,
      amount numeric(12, 2) NOT NULL,
      mode text NOT NULL,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX payments_paid_ts_idx ON payments(paid_ts);

    CREATE TABLE contract_line_archive (
      id integer PRIMARY KEY,
      num_contrat text NOT NULL,
      agency_id integer REFERENCES agencies(id),
      start_ts bigint NOT NULL,
      end_ts bigint NOT NULL,
      data jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX contract_line_archive_start_idx ON contract_line_archive(start_ts);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE IF EXISTS contract_line_archive;
    DROP TABLE IF EXISTS payments;
    DROP TABLE IF EXISTS engine_reports;
    DROP TABLE IF EXISTS statistic_definitions;
  `,
  );
}
