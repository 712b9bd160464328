import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * After-sales reports (issue 37): the save that validated or signed a report, and its versions.
 *
 * - `open_until`: the report was locked (140 or signed) by a call that did not carry its lines;
 *   until then the lines of that same save are still taken (core `savLineAccess`), null once the
 *   SAV_2 copy call or a call carrying its lines closed the save.
 * - `previous_id`: the signed report this one is a new version of (a signed report never
 *   changes; a change is a new version, one per signed report).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE sav_reports ADD COLUMN open_until timestamptz;
    ALTER TABLE sav_reports
      ADD COLUMN previous_id integer REFERENCES sav_reports (id) ON DELETE SET NULL;
    CREATE UNIQUE INDEX sav_reports_next_version_idx ON sav_reports (previous_id)
      WHERE table_name = 'SAV_FICHE';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP INDEX IF EXISTS sav_reports_next_version_idx;
    ALTER TABLE sav_reports DROP COLUMN IF EXISTS previous_id;
    ALTER TABLE sav_reports DROP COLUMN IF EXISTS open_until;
  `,
  );
}
