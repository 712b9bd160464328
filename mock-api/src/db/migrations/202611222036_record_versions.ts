import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

/**
 * A version on the records the delivery planning edits (issue 9 §7): the rental line (its return
 * comment) and a driver's unavailability. Every edit bumps it in the same UPDATE; an edit made on
 * a stale version changes nothing and answers 409 instead of silently overwriting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE contract_lines ADD COLUMN version integer NOT NULL DEFAULT 1;
    ALTER TABLE driver_unavailabilities ADD COLUMN version integer NOT NULL DEFAULT 1;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    ALTER TABLE driver_unavailabilities DROP COLUMN IF EXISTS version;
    ALTER TABLE contract_lines DROP COLUMN IF EXISTS version;
  `,
  );
}
