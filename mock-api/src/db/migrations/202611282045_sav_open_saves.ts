import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * After-sales saves sent in several calls (issue 37, spec 4 §4.1 « Creation sends the report, then
 * each spare-part line, then the SAV_2 copy. Editing sends the report, deletes old lines by link,
 * and re-sends lines »): kept aside, one row per report link, until the save completes (then
 * applied in one transaction) or its window passes (then dropped). Nobody reads them but the
 * calls of the save: the reports and lines everyone sees are only in `sav_reports`/`sav_lines`.
 *
 * - `report_id`: the report's id, reserved from `sav_reports`' sequence for a creation (the old
 *   client links its lines with it before the report exists), the stored one for an edit;
 * - `base_version`: the version the edit was checked against (null for a creation);
 * - `data`: the report's fields as they will be stored; `validates`: Statut 140;
 * - `replace_lines`: the old lines were deleted by link; `lines`: the lines sent, in order;
 * - `claims`: the `saveId`s of its calls (issue 15), claimed only when the save is applied.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE sav_open_saves (
      link text PRIMARY KEY,
      report_id integer NOT NULL,
      creating boolean NOT NULL,
      base_version integer,
      previous_id integer,
      data jsonb NOT NULL DEFAULT '{}'::jsonb,
      validates boolean NOT NULL DEFAULT false,
      replace_lines boolean NOT NULL DEFAULT false,
      lines jsonb NOT NULL DEFAULT '[]'::jsonb,
      claims jsonb NOT NULL DEFAULT '[]'::jsonb,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      opened_at timestamptz NOT NULL DEFAULT now(),
      last_call_at timestamptz NOT NULL DEFAULT now()
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `DROP TABLE IF EXISTS sav_open_saves;`);
}
